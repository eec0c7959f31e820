import { refusalMessage } from '@qyfw/app-kit/call-errors';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { AdminPolicy } from '@qyfw/portal-sdk/calls/policy-admin';
import { POLICY_LEVEL_OPTIONS } from '@qyfw/portal-sdk/constants';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { formatDate, StatusTag } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { ConsoleList } from '../../components/console-list';
import { PublishFilters, publishStateColumn } from '../../components/publish-state';
import { VALIDITY_TONES, validityLabel } from './labels';
import type { PoliciesSearch } from './policies-search';
import { PolicyValidityDialog } from './policy-validity-dialog';

export interface PoliciesListProps {
  readonly search: PoliciesSearch;
  readonly onSearchChange: (next: PoliciesSearch) => void;
}

const levelLabel = (level: number) =>
  POLICY_LEVEL_OPTIONS.find((option) => option.level === level)?.label ?? '';

/** 已修订 → the document that replaces it, linked (its title when this page lists it). */
function Validity({
  row,
  rows,
}: {
  readonly row: AdminPolicy;
  readonly rows: readonly AdminPolicy[];
}) {
  const tag = (
    <StatusTag tone={VALIDITY_TONES[row.validity]}>{validityLabel(row.validity)}</StatusTag>
  );
  if (row.validity !== 'revised' || row.successor_id === null) return tag;
  const successor = rows.find((other) => other.id === row.successor_id);
  return (
    <Space size={4} wrap>
      {tag}
      <Link to="/publishing/policies/$id" params={{ id: row.successor_id }}>
        → {successor ? successor.title : `新政策（编号 ${row.successor_id}）`}
      </Link>
    </Space>
  );
}

/**
 * 运营后台 › 政策发布: every policy document, drafts included, by keyword and state (in the
 * address); a row opens its editor, a draft can be published, a published one given its validity
 * (已修订 with its successor, 已废止). Titles are text, never markup.
 */
export function PoliciesList({ search, onSearchChange }: PoliciesListProps) {
  const { client, toast } = useAppKit();
  const [validityOf, setValidityOf] = useState<AdminPolicy>();
  const publish = useCallMutation(policyAdminCalls.admin_policy_publish, {
    client,
    invalidates: [policyAdminCalls.admin_policy_list],
    onSuccess: (data) => void toast('success', `已发布“${data.title}”`),
    onError: (error) => void toast('error', refusalMessage(error) ?? '发布失败，请稍后重试'),
  });
  return (
    <>
      <ConsoleList
        title="政策发布"
        titleExtra={<ButtonLink to="/publishing/policies/new">新建政策文件</ButtonLink>}
        label="政策文件"
        call={policyAdminCalls.admin_policy_list}
        search={search}
        onSearchChange={onSearchChange}
        filters={<PublishFilters search={search} onSearchChange={onSearchChange} />}
        columns={(rows) => [
          {
            title: '标题',
            key: 'title',
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <Link
                  to="/publishing/policies/$id"
                  params={{ id: row.id }}
                  aria-label={`编辑政策“${row.title}”`}
                >
                  {row.title}
                </Link>
                <Typography.Text type="secondary">
                  {[row.document_number, row.issuing_unit].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '级别',
            key: 'level',
            width: 110,
            render: (_, row) => `${levelLabel(row.level)} · ${row.region}`,
          },
          {
            title: '发布日期',
            key: 'published_on',
            width: 110,
            render: (_, row) => row.published_on,
          },
          publishStateColumn<AdminPolicy>(),
          {
            title: '有效性',
            key: 'validity',
            width: 220,
            render: (_, row) => <Validity row={row} rows={rows} />,
          },
          {
            title: '申报通知',
            key: 'calls',
            width: 90,
            render: (_, row) => (
              <Link
                to="/publishing/calls"
                search={{ policy_id: row.id, page: 1 }}
                aria-label={`${row.call_count} 条申报通知：${row.title}`}
              >
                {row.call_count} 条
              </Link>
            ),
          },
          {
            title: '更新时间',
            key: 'updated',
            width: 140,
            render: (_, row) =>
              row.updated_at === null ? '—' : formatDate(row.updated_at, 'YYYY-MM-DD HH:mm'),
          },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_, row) =>
              row.state === 'draft' ? (
                <Button
                  size="small"
                  type="link"
                  loading={publish.isPending && publish.variables?.id === row.id}
                  // The name starts with the visible word, so no space inside 发布 (WCAG 2.5.3).
                  autoInsertSpace={false}
                  aria-label={`发布“${row.title}”`}
                  onClick={() => publish.mutate({ id: row.id, version: row.version } as never)}
                >
                  发布
                </Button>
              ) : (
                <Button
                  size="small"
                  type="link"
                  aria-label={`设置有效性：${row.title}`}
                  onClick={() => setValidityOf(row)}
                >
                  设置有效性
                </Button>
              ),
          },
        ]}
        emptyText="没有符合条件的政策文件"
      />
      <PolicyValidityDialog policy={validityOf} onClose={() => setValidityOf(undefined)} />
    </>
  );
}
