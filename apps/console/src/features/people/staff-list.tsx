// 人员与角色 › 工作人员: operators, handlers and administrators with their role, unit, second
// factor and state, filtered in the address; 新建工作人员, and per row what the server allows —
// 变更角色, 重置二次验证, 停用 or 启用. A generated first password is shown once, here.
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import { ACCOUNT_STATE_LABELS, PEOPLE_ACTION_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import type { PeopleAction, StaffItem } from '@qyfw/portal-sdk/calls/people-admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { ConsoleList } from '../../components/console-list';
import { ListFilters, optionsOf } from '../../components/list-filters';
import { meQuery } from '../../session/me';
import { AccountStateDialog } from './account-state-dialog';
import type { AccountStateDialogProps } from './account-state-dialog';
import { accountStateColumn, lastSignInColumn, mobileColumn } from './account-columns';
import { ROLE_OPTIONS } from './role-fields';
import type { StaffSearch } from './search';
import { StaffCreateDialog } from './staff-create-dialog';
import { StaffRoleDialog } from './staff-role-dialog';
import type { StaffRoleTarget } from './staff-role-dialog';
import { TotpResetDialog } from './totp-reset-dialog';
import { useUnitOptions } from './unit-select';

export interface StaffListProps {
  readonly search: StaffSearch;
  readonly onSearchChange: (next: StaffSearch) => void;
}

export function StaffList({ search, onSearchChange }: StaffListProps) {
  const { client } = useAppKit();
  const me = useQuery(meQuery(client));
  const units = useUnitOptions();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; initialPassword: string }>();
  const [stateTarget, setStateTarget] = useState<AccountStateDialogProps['target']>();
  const [roleTarget, setRoleTarget] = useState<StaffRoleTarget>();
  const [totpTarget, setTotpTarget] = useState<{ id: number; name: string }>();

  function act(row: StaffItem, action: PeopleAction) {
    if (action === 'disable' || action === 'enable') {
      setStateTarget({ id: row.id, name: row.name, action });
    } else if (action === 'change_role') {
      setRoleTarget({ id: row.id, name: row.name, role: row.role, unitId: row.unit?.id ?? null });
    } else {
      setTotpTarget({ id: row.id, name: row.name });
    }
  }

  return (
    <>
      <ConsoleList
        title="工作人员"
        titleExtra={
          <Button type="primary" onClick={() => setCreating(true)}>
            新建工作人员
          </Button>
        }
        label="工作人员"
        call={peopleAdminCalls.admin_staff_list}
        search={search}
        onSearchChange={onSearchChange}
        filters={
          <ListFilters
            keywordLabel="用户名、姓名或手机号"
            choices={[
              {
                key: 'role',
                label: '角色',
                options: ROLE_OPTIONS,
              },
              { key: 'unit_id', label: '承办单位', options: units.options, width: 220 },
              { key: 'state', label: '账号状态', options: optionsOf(ACCOUNT_STATE_LABELS) },
            ]}
            search={search}
            onSearchChange={onSearchChange}
          />
        }
        rowActions={{
          of: (row) => row.actions,
          labels: PEOPLE_ACTION_LABELS,
          rowName: (row) => row.name,
          onAction: act,
        }}
        scrollX={1100}
        columns={[
          {
            title: '姓名',
            key: 'name',
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.name}</span>
                {row.username ? (
                  <Typography.Text type="secondary">{row.username}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          mobileColumn<StaffItem>(),
          { title: '角色', key: 'role', width: 110, render: (_, row) => row.role_label },
          {
            title: '承办单位',
            key: 'unit',
            render: (_, row) => row.unit?.name ?? '—',
          },
          {
            title: '二次验证',
            key: 'totp',
            width: 100,
            render: (_, row) => (row.totp_enrolled ? '已绑定' : '未绑定'),
          },
          accountStateColumn<StaffItem>(),
          lastSignInColumn<StaffItem>(),
        ]}
        emptyText="没有符合条件的工作人员"
      />
      <StaffCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={({ name, initialPassword }) => {
          if (initialPassword) setCreated({ name, initialPassword });
        }}
      />
      <Modal
        open={created !== undefined}
        title="初始密码（仅显示这一次）"
        okText="我已记下"
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => setCreated(undefined)}
        onCancel={() => setCreated(undefined)}
        destroyOnHidden
      >
        {created ? (
          <>
            <p>已新建“{created.name}”。请将初始密码当面或通过安全渠道交给本人：</p>
            <Typography.Paragraph copyable code aria-label="初始密码">
              {created.initialPassword}
            </Typography.Paragraph>
            <p>关闭后无法再次查看。首次登录管理后台时须绑定动态验证码。</p>
          </>
        ) : null}
      </Modal>
      <AccountStateDialog
        target={stateTarget}
        kind="工作人员"
        onClose={() => setStateTarget(undefined)}
      />
      <StaffRoleDialog
        target={roleTarget}
        selfId={me.data?.user_id}
        onClose={() => setRoleTarget(undefined)}
      />
      <TotpResetDialog target={totpTarget} onClose={() => setTotpTarget(undefined)} />
    </>
  );
}
