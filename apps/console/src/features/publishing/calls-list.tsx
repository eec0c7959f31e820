import { bodyFromSearch, DataList } from '@qyfw/app-kit/data-list';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { AdminCall } from '@qyfw/portal-sdk/calls/policy-admin';
import { DELIVERY_MODE_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import type { CallDeliveryMode } from '@qyfw/portal-sdk/calls/policy-library';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { formatDate } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Select, Space, Typography } from 'antd';
import type { CallsSearch } from './calls-search';
import { publishStateColumn, PublishStateSelect } from '../../components/publish-state';
import { PolicyPicker } from '../../components/policy-picker';

const PAGE_SIZE = 20;

export interface CallsListProps {
  readonly search: CallsSearch;
  readonly onSearchChange: (next: CallsSearch) => void;
}

function windowText(call: AdminCall): string {
  if (!call.start_on && !call.end_on) return '常年受理';
  return `${call.start_on ?? '即日起'} 至 ${call.end_on ?? '常年'}`;
}

/**
 * 运营后台 › 申报通知: every call for applications, drafts included, filtered by document, state
 * and delivery mode (all in the address); a row opens its editor, 新建 starts one (under the
 * filtered document when there is one).
 */
export function CallsList({ search, onSearchChange }: CallsListProps) {
  const { client } = useAppKit();
  const query = useQuery({
    ...callQueryOptions(
      client,
      policyAdminCalls.admin_call_list,
      bodyFromSearch(search, PAGE_SIZE),
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="calls-title">
      <Space align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={1} id="calls-title">
          申报通知
        </Typography.Title>
        <Link
          to="/publishing/calls/new"
          search={search.policy_id ? { policy_id: search.policy_id } : {}}
          className="ant-btn ant-btn-primary"
        >
          新建申报通知
        </Link>
      </Space>
      <DataList<AdminCall>
        label="申报通知"
        query={query}
        rowKey={(row) => row.id}
        page={search.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => onSearchChange({ ...search, page })}
        filters={
          <>
            <div style={{ width: 320 }}>
              <PolicyPicker
                label="所属政策"
                value={search.policy_id}
                onChange={(policy_id) => onSearchChange({ ...search, policy_id, page: 1 })}
              />
            </div>
            <PublishStateSelect
              value={search.state}
              onChange={(state) => onSearchChange({ ...search, state, page: 1 })}
            />
            <Select<CallDeliveryMode>
              aria-label="兑现方式"
              placeholder="全部兑现方式"
              allowClear
              style={{ width: 160 }}
              value={search.mode}
              options={(Object.keys(DELIVERY_MODE_LABELS) as CallDeliveryMode[]).map((value) => ({
                value,
                label: DELIVERY_MODE_LABELS[value],
              }))}
              onChange={(mode?: CallDeliveryMode) => onSearchChange({ ...search, mode, page: 1 })}
            />
          </>
        }
        view={{
          columns: [
            {
              title: '通知标题',
              key: 'title',
              render: (_, row) => (
                <Link
                  to="/publishing/calls/$id"
                  params={{ id: row.id }}
                  aria-label={`编辑申报通知“${row.title}”`}
                >
                  {row.title}
                </Link>
              ),
            },
            { title: '所属政策', key: 'policy', render: (_, row) => row.policy_title },
            { title: '申报时间', key: 'window', width: 200, render: (_, row) => windowText(row) },
            {
              title: '兑现方式',
              key: 'mode',
              width: 100,
              render: (_, row) => DELIVERY_MODE_LABELS[row.mode],
            },
            publishStateColumn<AdminCall>(),
            {
              title: '更新时间',
              key: 'updated',
              width: 150,
              render: (_, row) =>
                row.updated_at === null ? '—' : formatDate(row.updated_at, 'YYYY-MM-DD HH:mm'),
            },
          ],
        }}
        emptyText="没有符合条件的申报通知"
      />
    </section>
  );
}
