// 人员与角色 › 会员管理 › one member: the account (contacts masked), their enterprise and its
// authentication state, why and when they were disabled, their last sign-ins, and the actions the
// server allows — 停用 with a reason, 启用, 设为工作人员 for a member without an enterprise.
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import type { SignInRecord } from '@qyfw/portal-sdk/calls/people-admin';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { AccountStateDialog } from './account-state-dialog';
import type { AccountStateDialogProps } from './account-state-dialog';
import { AccountStateTag } from './account-state-tag';
import { DetailPage } from './detail-page';
import { DetailTable } from './detail-table';
import { StaffRoleDialog } from './staff-role-dialog';
import type { StaffRoleTarget } from './staff-role-dialog';
import { timeText } from './time-text';

export function MemberDetail({ id }: { readonly id: number }) {
  const navigate = useNavigate();
  const [stateTarget, setStateTarget] = useState<AccountStateDialogProps['target']>();
  const [roleTarget, setRoleTarget] = useState<StaffRoleTarget>();
  return (
    <DetailPage
      call={peopleAdminCalls.admin_member_detail}
      id={id}
      label="会员"
      back={<Link to="/people/members">← 返回会员管理</Link>}
      name={(member) => member.name}
      tag={(member) => <AccountStateTag state={member.state} />}
    >
      {(member) => (
        <>
          <Space wrap aria-label="可执行的操作" role="group">
            {member.actions.includes('disable') ? (
              <Button
                danger
                onClick={() => setStateTarget({ id, name: member.name, action: 'disable' })}
              >
                停用
              </Button>
            ) : null}
            {member.actions.includes('enable') ? (
              <Button
                type="primary"
                onClick={() => setStateTarget({ id, name: member.name, action: 'enable' })}
              >
                启用
              </Button>
            ) : null}
            {member.actions.includes('change_role') ? (
              <Button
                onClick={() =>
                  setRoleTarget({ id, name: member.name, role: 'member', unitId: null })
                }
              >
                设为工作人员
              </Button>
            ) : null}
          </Space>
          <Descriptions
            title="账号信息"
            bordered
            column={2}
            items={[
              { key: 'username', label: '用户名', children: member.username ?? '未设置' },
              { key: 'nickname', label: '昵称', children: member.nickname ?? '—' },
              { key: 'mobile', label: '手机号', children: member.mobile ?? '—' },
              { key: 'email', label: '邮箱', children: member.email ?? '—' },
              {
                key: 'password',
                label: '登录密码',
                children: member.password_set ? '已设置' : '未设置（仅短信登录）',
              },
              {
                key: 'wechat',
                label: '微信',
                children: member.wechat_bound ? '已绑定' : '未绑定',
              },
              { key: 'created', label: '注册时间', children: timeText(member.created_at) },
              { key: 'last', label: '最近登录', children: timeText(member.last_sign_in_at) },
              ...(member.state === 'disabled'
                ? [
                    {
                      key: 'disabled-at',
                      label: '停用时间',
                      children: timeText(member.disabled_at),
                    },
                    { key: 'reason', label: '停用原因', children: member.disabled_reason },
                  ]
                : []),
            ]}
          />
          <Descriptions
            title="所属企业"
            bordered
            column={2}
            items={
              member.enterprise
                ? [
                    { key: 'name', label: '企业名称', children: member.enterprise.name },
                    {
                      key: 'code',
                      label: '统一社会信用代码',
                      children: member.enterprise.credit_code || '—',
                    },
                    {
                      key: 'state',
                      label: '认证状态',
                      children:
                        member.enterprise.id === null ? (
                          member.enterprise.auth_state_label
                        ) : (
                          <Space>
                            {member.enterprise.auth_state_label}
                            <Link
                              to="/people/enterprises/$id"
                              params={{ id: member.enterprise.id }}
                            >
                              查看企业
                            </Link>
                          </Space>
                        ),
                    },
                  ]
                : [{ key: 'none', label: '企业', children: '未关联企业' }]
            }
          />
          <DetailTable<SignInRecord>
            title="最近登录记录"
            rows={member.sign_ins}
            emptyText="从未登录"
            columns={[
              { title: '时间', key: 'at', render: (_, row) => timeText(row.at) },
              {
                title: '方式',
                key: 'method',
                render: (_, row) => `${row.front_end} · ${row.method_label}`,
              },
              { title: '地点', key: 'place', render: (_, row) => row.place },
              { title: '设备', key: 'device', render: (_, row) => row.device },
              { title: '地址', key: 'ip', render: (_, row) => row.ip || '—' },
              {
                title: '状态',
                key: 'active',
                render: (_, row) => (row.active ? '有效' : '已结束'),
              },
            ]}
          />
          <AccountStateDialog
            target={stateTarget}
            kind="会员"
            onClose={() => setStateTarget(undefined)}
          />
          <StaffRoleDialog
            target={roleTarget}
            onClose={() => setRoleTarget(undefined)}
            onSaved={(staff) =>
              void navigate({
                to: '/people/staff',
                search: { page: 1, ...(staff.username ? { keyword: staff.username } : {}) },
              })
            }
          />
        </>
      )}
    </DetailPage>
  );
}
