import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type { PolicyApplicationState } from '@qyfw/portal-sdk/flows';
import { formatDate } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { ConsoleList } from '../../components/console-list';
import { reviewVerb } from '../../components/review-verb';
import { StateKeywordFilters } from '../../components/state-keyword-filters';
import type { ApplicationsSearch } from './applications-search';

const DRAFT: readonly PolicyApplicationState[] = ['draft'];

export interface ApplicationsQueueProps {
  readonly search: ApplicationsSearch;
  readonly onSearchChange: (next: ApplicationsSearch) => void;
}

/**
 * 运营后台 › 政策申报审核: every submitted application, filtered by state and searched by
 * enterprise or 申报编号 (both in the address); each row opens its review.
 */
export function ApplicationsQueue({ search, onSearchChange }: ApplicationsQueueProps) {
  return (
    <ConsoleList
      title="政策申报审核"
      label="政策申报"
      call={applicationAdminCalls.admin_application_list}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <StateKeywordFilters
          states={policyApplicationFlow.states}
          // A draft is the member's own: operators never see one.
          hiddenStates={DRAFT}
          stateLabel="申报状态"
          keywordLabel="企业名称或申报编号"
          search={search}
          onSearchChange={onSearchChange}
        />
      }
      columns={[
        {
          title: '申报编号',
          key: 'serial_number',
          width: 150,
          render: (_, row) => row.serial_number ?? '—',
        },
        { title: '申报企业', key: 'enterprise', render: (_, row) => row.enterprise.name },
        { title: '申报通知', key: 'call', render: (_, row) => row.call.title },
        {
          title: '状态',
          key: 'state',
          width: 110,
          render: (_, row) => policyApplicationFlow.states[row.state],
        },
        {
          title: '提交时间',
          key: 'submitted',
          width: 150,
          render: (_, row) =>
            row.submittime === null ? '—' : formatDate(row.submittime, 'YYYY-MM-DD HH:mm'),
        },
        {
          title: '审核',
          key: 'review',
          render: (_, row) => (
            <Link
              to="/application/applications/$id"
              params={{ id: row.id }}
              aria-label={`${reviewVerb(policyApplicationFlow, row.state)} ${row.enterprise.name} 的申报`}
            >
              {reviewVerb(policyApplicationFlow, row.state)}
            </Link>
          ),
        },
      ]}
      emptyText="没有符合条件的申报"
    />
  );
}
