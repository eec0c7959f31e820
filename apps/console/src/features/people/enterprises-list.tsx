// 人员与角色 › 企业管理 (read only): the enterprise directory by name or credit code and by status
// (已认证, 认证审核中, 未认证), with how many members each has; a row opens the enterprise.
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import { ENTERPRISE_STATUS_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import { Link } from '@tanstack/react-router';
import { ConsoleList } from '../../components/console-list';
import { ListFilters, optionsOf } from '../../components/list-filters';
import { EnterpriseStatusTag } from './enterprise-status-tag';
import type { EnterprisesSearch } from './search';

export interface EnterprisesListProps {
  readonly search: EnterprisesSearch;
  readonly onSearchChange: (next: EnterprisesSearch) => void;
}

export function EnterprisesList({ search, onSearchChange }: EnterprisesListProps) {
  return (
    <ConsoleList
      title="企业管理"
      label="企业"
      call={peopleAdminCalls.admin_enterprise_list}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <ListFilters
          keywordLabel="企业名称或统一社会信用代码"
          choices={[
            { key: 'status', label: '认证状态', options: optionsOf(ENTERPRISE_STATUS_LABELS) },
          ]}
          search={search}
          onSearchChange={onSearchChange}
        />
      }
      columns={[
        {
          title: '企业名称',
          key: 'name',
          render: (_, row) => (
            <Link
              to="/people/enterprises/$id"
              params={{ id: row.id }}
              aria-label={`查看企业“${row.name}”`}
            >
              {row.name}
            </Link>
          ),
        },
        {
          title: '统一社会信用代码',
          key: 'code',
          width: 200,
          render: (_, row) => row.credit_code ?? '—',
        },
        {
          title: '所属区县',
          key: 'district',
          width: 110,
          render: (_, row) => row.district || '—',
        },
        {
          title: '认证状态',
          key: 'status',
          width: 120,
          render: (_, row) => <EnterpriseStatusTag status={row.status} />,
        },
        {
          title: '已绑定会员',
          key: 'members',
          width: 110,
          render: (_, row) => `${row.member_count} 人`,
        },
      ]}
      emptyText="没有符合条件的企业"
    />
  );
}
