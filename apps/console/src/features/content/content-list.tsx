// 运营后台 › 资讯公告: one tab per kind (园区动态, 政策知识, 政策资讯, 公告), each kind's rows, drafts
// included, by state and title keyword — all in the address; a row opens its editor; a draft can
// be published or deleted, a published row taken down (下线). Titles are text, never markup.
import { refusalMessage } from '@qyfw/app-kit/call-errors';
import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as contentAdminCalls from '@qyfw/portal-sdk/calls/content-admin';
import type { AdminContentItem, ContentKind } from '@qyfw/portal-sdk/calls/content-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { formatDate } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { Button, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { ConsoleList } from '../../components/console-list';
import { PublishFilters, publishStateColumn } from '../../components/publish-state';
import type { ContentSearch } from './content-search';
import { CONTENT_KINDS, kindLabel } from './labels';

export interface ContentListProps {
  readonly search: ContentSearch;
  readonly onSearchChange: (next: ContentSearch) => void;
}

/** A row asked about before it changes: 下线 (the portal loses it) or 删除 (gone for good). */
type Pending = { readonly row: AdminContentItem; readonly what: 'withdraw' | 'delete' };

const time = (seconds: number | null) =>
  seconds === null ? '—' : formatDate(seconds, 'YYYY-MM-DD HH:mm');

export function ContentList({ search, onSearchChange }: ContentListProps) {
  const { client, toast } = useAppKit();
  const [pending, setPending] = useState<Pending>();
  const kind = search.kind;
  const changes = [contentAdminCalls.admin_content_list, contentAdminCalls.admin_content_detail];
  const publish = useCallMutation(contentAdminCalls.admin_content_publish, {
    client,
    invalidates: changes,
    onSuccess: (data) => void toast('success', `已发布“${data.title}”，门户已可见`),
    onError: (error) => void toast('error', refusalMessage(error) ?? '发布失败，请稍后重试'),
  });
  const withdraw = useCallMutation(contentAdminCalls.admin_content_withdraw, {
    client,
    invalidates: changes,
  });
  const remove = useCallMutation(contentAdminCalls.admin_content_delete, {
    client,
    invalidates: changes,
  });
  const target = (row: AdminContentItem) => ({
    kind: row.kind,
    id: row.id,
    updated_at: row.updated_at,
  });
  const label = kindLabel(kind);

  return (
    <>
      <ConsoleList
        title="资讯公告"
        titleExtra={
          <ButtonLink to="/content/articles/$kind/new" params={{ kind }}>
            新建{label}
          </ButtonLink>
        }
        label={label}
        call={contentAdminCalls.admin_content_list}
        search={search}
        onSearchChange={onSearchChange}
        filters={<PublishFilters search={search} onSearchChange={onSearchChange} />}
        columns={[
          {
            title: '标题',
            key: 'title',
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <Link
                  to="/content/articles/$kind/$id"
                  params={{ kind: row.kind, id: row.id }}
                  aria-label={`编辑${label}“${row.title}”`}
                >
                  {row.title}
                </Link>
                {row.category ? (
                  <Typography.Text type="secondary">{row.category}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          publishStateColumn<AdminContentItem>(),
          {
            title: '发布时间',
            key: 'published_at',
            width: 150,
            render: (_, row) => time(row.published_at),
          },
          {
            title: '更新时间',
            key: 'updated_at',
            width: 150,
            render: (_, row) => time(row.updated_at),
          },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, row) =>
              row.state === 'draft' ? (
                <Space size={0}>
                  <Button
                    size="small"
                    type="link"
                    autoInsertSpace={false}
                    loading={publish.isPending && publish.variables?.id === row.id}
                    aria-label={`发布“${row.title}”`}
                    onClick={() => publish.mutate(target(row))}
                  >
                    发布
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    danger
                    autoInsertSpace={false}
                    aria-label={`删除“${row.title}”`}
                    onClick={() => setPending({ row, what: 'delete' })}
                  >
                    删除
                  </Button>
                </Space>
              ) : (
                <Button
                  size="small"
                  type="link"
                  autoInsertSpace={false}
                  aria-label={`下线“${row.title}”`}
                  onClick={() => setPending({ row, what: 'withdraw' })}
                >
                  下线
                </Button>
              ),
          },
        ]}
        emptyText={`没有符合条件的${label}`}
      >
        <Tabs
          activeKey={kind}
          onChange={(next) => onSearchChange({ kind: next as ContentKind, page: 1 })}
          items={CONTENT_KINDS.map((value) => ({ key: value, label: kindLabel(value) }))}
        />
      </ConsoleList>
      <ModalForm
        open={pending !== undefined}
        title={pending?.what === 'delete' ? `删除${label}` : `下线${label}`}
        okText={pending?.what === 'delete' ? '删除' : '下线'}
        danger={pending?.what === 'delete'}
        description={
          pending ? (
            <Typography.Paragraph>
              {pending.what === 'delete'
                ? `删除草稿“${pending.row.title}”？删除后不可恢复（审计日志保留其内容）。`
                : `下线“${pending.row.title}”？门户将不再显示，它回到草稿，可修改后重新发布。`}
            </Typography.Paragraph>
          ) : undefined
        }
        onSubmit={async () => {
          if (!pending) return;
          if (pending.what === 'delete') {
            await remove.mutateAsync(target(pending.row));
            void toast('success', `已删除“${pending.row.title}”`);
          } else {
            await withdraw.mutateAsync(target(pending.row));
            void toast('success', `已下线“${pending.row.title}”`);
          }
        }}
        onClose={() => setPending(undefined)}
      />
    </>
  );
}
