import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { AdminCall } from '@qyfw/portal-sdk/calls/policy-admin';
import { DELIVERY_MODE_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import { formatDate } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { ButtonLink } from '../../components/button-link';
import { ConsoleList } from '../../components/console-list';
import { ListFilters, optionsOf } from '../../components/list-filters';
import { PolicyPicker } from '../../components/policy-picker';
import { publishStateChoice, publishStateColumn } from '../../components/publish-state';
import type { CallsSearch } from './calls-search';

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
  return (
    <ConsoleList
      title="申报通知"
      titleExtra={
        <ButtonLink
          to="/publishing/calls/new"
          search={search.policy_id ? { policy_id: search.policy_id } : {}}
        >
          新建申报通知
        </ButtonLink>
      }
      label="申报通知"
      call={policyAdminCalls.admin_call_list}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <>
          <div style={{ width: 320 }}>
            <PolicyPicker
              label="所属政策"
              value={search.policy_id}
              onChange={(policy_id) => onSearchChange({ ...search, policy_id, page: 1 })}
            />
          </div>
          <ListFilters
            choices={[
              publishStateChoice,
              {
                key: 'mode',
                label: '兑现方式',
                width: 160,
                options: optionsOf(DELIVERY_MODE_LABELS),
              },
            ]}
            search={search}
            onSearchChange={onSearchChange}
          />
        </>
      }
      columns={[
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
      ]}
      emptyText="没有符合条件的申报通知"
    />
  );
}
