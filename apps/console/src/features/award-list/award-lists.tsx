// 运营后台 › 获扶持名单: every award list, newest first, by name keyword and level (in the
// address): its level, the document and call it belongs to, how many enterprises (how many of
// them 未匹配), the total and when it was published. 导入名单 opens the Excel import, 由申报通知生成
// builds one from a call's supported enterprises, 删除 removes one published by mistake. Names are
// text, never markup.
import * as awardListAdminCalls from '@qyfw/portal-sdk/calls/award-list-admin';
import type { AwardList } from '@qyfw/portal-sdk/calls/award-list-admin';
import { Link } from '@tanstack/react-router';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { ConsoleList } from '../../components/console-list';
import { AwardListDelete } from './award-list-delete';
import { AwardListFilters } from './award-list-filters';
import type { AwardListsSearch } from './award-lists-search';
import { AwardPublishDialog } from './award-publish-dialog';
import { levelLabel, money, publishedAt } from './labels';

export interface AwardListsProps {
  readonly search: AwardListsSearch;
  readonly onSearchChange: (next: AwardListsSearch) => void;
}

/** 市级政策 › 申报通知, or — when the list is linked to neither. */
export function LinkedTo({ list }: { readonly list: AwardList }) {
  if (list.policy_title === null && list.call_title === null) return <>—</>;
  return (
    <Space orientation="vertical" size={0}>
      {list.policy_title !== null ? <span>{list.policy_title}</span> : null}
      {list.call_title !== null ? (
        <Typography.Text type="secondary">{list.call_title}</Typography.Text>
      ) : null}
    </Space>
  );
}

export function CompanyCount({ list }: { readonly list: AwardList }) {
  return (
    <>
      {list.companies} 家{list.unmatched > 0 ? ` · 未匹配 ${list.unmatched}` : null}
    </>
  );
}

export function AwardLists({ search, onSearchChange }: AwardListsProps) {
  const [deleting, setDeleting] = useState<AwardList>();
  const [publishing, setPublishing] = useState(false);
  return (
    <>
      <ConsoleList
        title="获扶持名单"
        titleExtra={
          <Space>
            <Button onClick={() => setPublishing(true)}>由申报通知生成</Button>
            <ButtonLink to="/award-list/import">导入名单</ButtonLink>
          </Space>
        }
        label="获扶持名单"
        call={awardListAdminCalls.admin_award_list_list}
        search={search}
        onSearchChange={onSearchChange}
        filters={<AwardListFilters search={search} onSearchChange={onSearchChange} />}
        scrollX={1100}
        columns={[
          {
            title: '名单名称',
            key: 'entry_name',
            render: (_, row) => (
              <Link
                to="/award-list/$id"
                params={{ id: row.id }}
                search={{ page: 1 }}
                aria-label={`查看名单“${row.entry_name}”`}
              >
                {row.entry_name}
              </Link>
            ),
          },
          { title: '级别', key: 'level', width: 90, render: (_, row) => levelLabel(row.level) },
          {
            title: '关联政策与通知',
            key: 'linked',
            width: 260,
            render: (_, row) => <LinkedTo list={row} />,
          },
          {
            title: '企业数',
            key: 'companies',
            width: 150,
            render: (_, row) => <CompanyCount list={row} />,
          },
          {
            title: '扶持金额（万元）',
            key: 'total_money',
            width: 140,
            align: 'right',
            render: (_, row) => money(row.total_money),
          },
          {
            title: '发布时间',
            key: 'created_at',
            width: 150,
            render: (_, row) => publishedAt(row.created_at),
          },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, row) => (
              <Button
                size="small"
                type="link"
                danger
                autoInsertSpace={false}
                aria-label={`删除“${row.entry_name}”`}
                onClick={() => setDeleting(row)}
              >
                删除
              </Button>
            ),
          },
        ]}
        emptyText="没有符合条件的获扶持名单"
      />
      <AwardListDelete list={deleting} onClose={() => setDeleting(undefined)} />
      <AwardPublishDialog open={publishing} onClose={() => setPublishing(false)} />
    </>
  );
}
