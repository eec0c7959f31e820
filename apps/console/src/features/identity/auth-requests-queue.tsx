import * as identityAdminCalls from '@qyfw/portal-sdk/calls/identity-admin';
import { enterpriseAuthFlow } from '@qyfw/portal-sdk/flows';
import { formatDate } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { ConsoleList } from '../../components/console-list';
import { reviewVerb } from '../../components/review-verb';
import { StateKeywordFilters } from '../../components/state-keyword-filters';
import type { AuthRequestsSearch } from './auth-requests-search';

export interface AuthRequestsQueueProps {
  readonly search: AuthRequestsSearch;
  readonly onSearchChange: (next: AuthRequestsSearch) => void;
}

/**
 * 运营后台 › 企业认证审核: every authentication request, filtered by state and searched by
 * enterprise name or credit code (both in the address); each row opens its review.
 */
export function AuthRequestsQueue({ search, onSearchChange }: AuthRequestsQueueProps) {
  return (
    <ConsoleList
      title="企业认证审核"
      label="企业认证申请"
      call={identityAdminCalls.admin_auth_request_list}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <StateKeywordFilters
          states={enterpriseAuthFlow.states}
          stateLabel="认证状态"
          keywordLabel="企业名称或统一社会信用代码"
          search={search}
          onSearchChange={onSearchChange}
        />
      }
      columns={[
        { title: '企业名称', key: 'name', render: (_, row) => row.enterprise_name },
        {
          title: '统一社会信用代码',
          key: 'code',
          width: 200,
          render: (_, row) => row.credit_code,
        },
        { title: '申请人', key: 'applicant', width: 140, render: (_, row) => row.applicant.name },
        {
          title: '状态',
          key: 'state',
          width: 110,
          render: (_, row) => enterpriseAuthFlow.states[row.state],
        },
        {
          title: '提交时间',
          key: 'submitted',
          width: 150,
          render: (_, row) => formatDate(row.submittime, 'YYYY-MM-DD HH:mm'),
        },
        {
          title: '审核',
          key: 'review',
          width: 120,
          render: (_, row) => (
            <Link
              to="/identity/auth-requests/$id"
              params={{ id: row.id }}
              aria-label={`${reviewVerb(enterpriseAuthFlow, row.state)} ${row.enterprise_name} 的认证申请`}
            >
              {reviewVerb(enterpriseAuthFlow, row.state)}
            </Link>
          ),
        },
      ]}
      emptyText="没有符合条件的认证申请"
    />
  );
}
