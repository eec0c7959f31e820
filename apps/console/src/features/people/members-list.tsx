// 人员与角色 › 会员管理: members by username, nickname or mobile (masked as the portal masks it), by
// state and by enterprise, filters and page in the address; each row opens the member and offers
// what the server allows (停用 or 启用). Names are shown as text, whatever a member typed.
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import {
  ACCOUNT_STATE_LABELS,
  MEMBER_ENTERPRISE_FILTER_LABELS,
  PEOPLE_ACTION_LABELS,
} from '@qyfw/portal-sdk/calls/people-admin';
import type { MemberItem } from '@qyfw/portal-sdk/calls/people-admin';
import { Link } from '@tanstack/react-router';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { ConsoleList } from '../../components/console-list';
import { ListFilters, optionsOf } from '../../components/list-filters';
import { AccountStateDialog } from './account-state-dialog';
import type { AccountStateDialogProps } from './account-state-dialog';
import { accountStateColumn, lastSignInColumn, mobileColumn } from './account-columns';
import type { MembersSearch } from './search';
import { timeText } from './time-text';

export interface MembersListProps {
  readonly search: MembersSearch;
  readonly onSearchChange: (next: MembersSearch) => void;
}

export function MembersList({ search, onSearchChange }: MembersListProps) {
  const [target, setTarget] = useState<AccountStateDialogProps['target']>();
  return (
    <>
      <ConsoleList
        title="会员管理"
        label="会员"
        call={peopleAdminCalls.admin_member_list}
        search={search}
        onSearchChange={onSearchChange}
        filters={
          <ListFilters
            keywordLabel="用户名、昵称或手机号"
            choices={[
              { key: 'state', label: '账号状态', options: optionsOf(ACCOUNT_STATE_LABELS) },
              {
                key: 'enterprise',
                label: '企业认证',
                options: optionsOf(MEMBER_ENTERPRISE_FILTER_LABELS),
                width: 170,
              },
            ]}
            search={search}
            onSearchChange={onSearchChange}
          />
        }
        rowActions={{
          of: (row) =>
            row.actions.filter(
              (action): action is 'disable' | 'enable' =>
                action === 'disable' || action === 'enable',
            ),
          labels: { disable: PEOPLE_ACTION_LABELS.disable, enable: PEOPLE_ACTION_LABELS.enable },
          rowName: (row) => row.name,
          onAction: (row, action) => setTarget({ id: row.id, name: row.name, action }),
        }}
        scrollX={1000}
        columns={[
          {
            title: '会员',
            key: 'name',
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <Link
                  to="/people/members/$id"
                  params={{ id: row.id }}
                  aria-label={`查看会员“${row.name}”`}
                >
                  {row.name}
                </Link>
                {row.username && row.username !== row.name ? (
                  <Typography.Text type="secondary">{row.username}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          mobileColumn<MemberItem>(),
          {
            title: '所属企业',
            key: 'enterprise',
            render: (_, row) =>
              row.enterprise ? (
                <Space orientation="vertical" size={0}>
                  <span>{row.enterprise.name}</span>
                  <Typography.Text type="secondary">
                    {row.enterprise.auth_state_label}
                  </Typography.Text>
                </Space>
              ) : (
                '—'
              ),
          },
          accountStateColumn<MemberItem>(),
          {
            title: '注册时间',
            key: 'created',
            width: 150,
            render: (_, row) => timeText(row.created_at),
          },
          lastSignInColumn<MemberItem>(),
        ]}
        emptyText="没有符合条件的会员"
      />
      <AccountStateDialog target={target} kind="会员" onClose={() => setTarget(undefined)} />
    </>
  );
}
