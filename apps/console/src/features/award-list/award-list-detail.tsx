// 运营后台 › 获扶持名单 › one list: its name, level, links, counts, total and date, then its
// enterprises by amount (paged in the address) — 未匹配 marks one the directory did not know,
// which no enterprise's 已获政策 shows — and 删除名单. Names are text, never markup.
import { DataList } from '@qyfw/app-kit/data-list';
import { useAppKit } from '@qyfw/app-kit/provider';
import { QueryBlock } from '@qyfw/app-kit/query-block';
import * as awardListAdminCalls from '@qyfw/portal-sdk/calls/award-list-admin';
import type { AwardCompany } from '@qyfw/portal-sdk/calls/award-list-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { StatusTag } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { AwardListDelete } from './award-list-delete';
import { CompanyCount, LinkedTo } from './award-lists';
import { levelLabel, money, publishedAt } from './labels';

const PAGE_SIZE = 50;

export interface AwardListDetailProps {
  readonly id: number;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
}

export function AwardListDetail({ id, page, onPageChange }: AwardListDetailProps) {
  const { client } = useAppKit();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const options = callQueryOptions(client, awardListAdminCalls.admin_award_list_detail, {
    id,
    page,
    pageSize: PAGE_SIZE,
  });
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  // The same answer, seen as the page of companies the list frame pages through.
  const companies = useQuery({
    ...options,
    placeholderData: keepPreviousData,
    select: (data) => data.companies,
  });
  return (
    <section aria-labelledby="award-list-title">
      <Link to="/award-list" search={{ page: 1 }}>
        ← 获扶持名单
      </Link>
      <QueryBlock query={query} label="获扶持名单">
        {({ award_list: list }) => (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Space align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Title level={1} id="award-list-title">
                {list.entry_name}
              </Typography.Title>
              <Button danger onClick={() => setDeleting(true)}>
                删除名单
              </Button>
            </Space>
            <Descriptions
              bordered
              column={2}
              items={[
                { key: 'level', label: '级别', children: levelLabel(list.level) },
                { key: 'published', label: '发布时间', children: publishedAt(list.created_at) },
                { key: 'linked', label: '关联政策与通知', children: <LinkedTo list={list} /> },
                { key: 'companies', label: '企业数', children: <CompanyCount list={list} /> },
                {
                  key: 'total',
                  label: '扶持金额合计（万元）',
                  children: money(list.total_money),
                },
              ]}
            />
            <DataList<AwardCompany>
              label="名单企业"
              query={companies}
              rowKey={(row) => row.id}
              page={page}
              pageSize={PAGE_SIZE}
              onPageChange={onPageChange}
              view={{
                columns: [
                  {
                    title: '企业名称',
                    key: 'enterprise_name',
                    render: (_, row) => (
                      <Space size={6} wrap>
                        <span>{row.enterprise_name}</span>
                        {row.enterprise_id === null ? (
                          <StatusTag tone="orange">未匹配</StatusTag>
                        ) : null}
                      </Space>
                    ),
                  },
                  {
                    title: '统一社会信用代码',
                    key: 'credit_code',
                    width: 200,
                    render: (_, row) => row.credit_code ?? '—',
                  },
                  { title: '项目名称', key: 'topic_name', render: (_, row) => row.topic_name },
                  { title: '主管单位', key: 'unit', render: (_, row) => row.unit },
                  {
                    title: '扶持金额（万元）',
                    key: 'total_money',
                    width: 140,
                    align: 'right',
                    render: (_, row) => money(row.total_money),
                  },
                ],
              }}
              emptyText="名单中没有企业"
            />
            <AwardListDelete
              list={deleting ? list : undefined}
              onClose={() => setDeleting(false)}
              onDeleted={() => void navigate({ to: '/award-list', search: { page: 1 } })}
            />
          </Space>
        )}
      </QueryBlock>
    </section>
  );
}
