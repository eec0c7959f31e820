// 人员与角色 › 会员管理: members by username, nickname or mobile (masked as the portal masks it), by
// state and by enterprise, filters and page in the address; each row opens the member and offers
// what the server allows (停用 or 启用). Names are shown as text, whatever a member typed.
import { bodyFromSearch, DataList } from '@qyfw/app-kit/data-list';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import {
  ACCOUNT_STATE_LABELS,
  MEMBER_ENTERPRISE_FILTER_LABELS,
  PEOPLE_ACTION_LABELS,
} from '@qyfw/portal-sdk/calls/people-admin';
import type { MemberItem } from '@qyfw/portal-sdk/calls/people-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { formatDate } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { AccountStateDialog } from './account-state-dialog';
import type { AccountStateDialogProps } from './account-state-dialog';
import { AccountStateTag } from './account-state-tag';
import { ListFilters, optionsOf } from './list-filters';
import type { MembersSearch } from './search';

const PAGE_SIZE = 20;
const TIME = 'YYYY-MM-DD HH:mm';

export interface MembersListProps {
  readonly search: MembersSearch;
  readonly onSearchChange: (next: MembersSearch) => void;
}

export function MembersList({ search, onSearchChange }: MembersListProps) {
  const { client } = useAppKit();
  const [target, setTarget] = useState<AccountStateDialogProps['target']>();
  const query = useQuery({
    ...callQueryOptions(
      client,
      peopleAdminCalls.admin_member_list,
      bodyFromSearch(search, PAGE_SIZE),
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="members-title">
      <Typography.Title level={1} id="members-title">
        会员管理
      </Typography.Title>
      <DataList<MemberItem, 'disable' | 'enable'>
        label="会员"
        query={query}
        rowKey={(row) => row.id}
        page={search.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => onSearchChange({ ...search, page })}
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
        view={{
          scrollX: 1000,
          columns: [
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
            { title: '手机号', key: 'mobile', width: 130, render: (_, row) => row.mobile ?? '—' },
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
            {
              title: '状态',
              key: 'state',
              width: 90,
              render: (_, row) => <AccountStateTag state={row.state} />,
            },
            {
              title: '注册时间',
              key: 'created',
              width: 150,
              render: (_, row) => formatDate(row.created_at, TIME),
            },
            {
              title: '最近登录',
              key: 'last',
              width: 150,
              render: (_, row) =>
                row.last_sign_in_at === null ? '从未登录' : formatDate(row.last_sign_in_at, TIME),
            },
          ],
        }}
        emptyText="没有符合条件的会员"
      />
      <AccountStateDialog target={target} kind="会员" onClose={() => setTarget(undefined)} />
    </section>
  );
}
