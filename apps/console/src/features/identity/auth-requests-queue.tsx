import { bodyFromSearch, DataList } from '@qyfw/app-kit/data-list';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as identityAdminCalls from '@qyfw/portal-sdk/calls/identity-admin';
import { enterpriseAuthFlow } from '@qyfw/portal-sdk/flows';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import type { CallData } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Typography } from 'antd';
import { StateKeywordFilters } from '../../components/state-keyword-filters';
import type { AuthRequestsSearch } from './auth-requests-search';

const PAGE_SIZE = 20;
type Row = CallData<typeof identityAdminCalls.admin_auth_request_list>['list'][number];

export interface AuthRequestsQueueProps {
  readonly search: AuthRequestsSearch;
  readonly onSearchChange: (next: AuthRequestsSearch) => void;
}

/**
 * 运营后台 › 企业认证审核: every authentication request, filtered by state and searched by
 * enterprise name or credit code (both in the address); each row opens its review.
 */
export function AuthRequestsQueue({ search, onSearchChange }: AuthRequestsQueueProps) {
  const { client } = useAppKit();
  const query = useQuery({
    ...callQueryOptions(
      client,
      identityAdminCalls.admin_auth_request_list,
      bodyFromSearch(search, PAGE_SIZE),
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="auth-requests-title">
      <Typography.Title level={1} id="auth-requests-title">
        企业认证审核
      </Typography.Title>
      <DataList<Row>
        label="企业认证申请"
        query={query}
        rowKey={(row) => row.id}
        page={search.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => onSearchChange({ ...search, page })}
        filters={
          <StateKeywordFilters
            states={enterpriseAuthFlow.states}
            stateLabel="认证状态"
            keywordLabel="企业名称或统一社会信用代码"
            search={search}
            onSearchChange={onSearchChange}
          />
        }
        view={{
          columns: [
            { title: '企业名称', key: 'name', render: (_, row) => row.enterprise_name },
            {
              title: '统一社会信用代码',
              key: 'code',
              width: 200,
              render: (_, row) => row.credit_code,
            },
            {
              title: '申请人',
              key: 'applicant',
              width: 140,
              render: (_, row) => row.applicant.name,
            },
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
                  aria-label={`查看并处理 ${row.enterprise_name} 的认证申请`}
                >
                  查看并处理
                </Link>
              ),
            },
          ],
        }}
        emptyText="没有符合条件的认证申请"
      />
    </section>
  );
}
