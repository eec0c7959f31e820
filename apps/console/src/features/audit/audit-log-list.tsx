// 运营后台 › 审计日志: every audited action, newest first — who, what, which record, the fields
// before → after, when, from which address and browser — filtered in the address and exported to
// Excel with the same filters. Read only: the log offers no way to change a row. Everything shown
// is text (member-written names and reasons included), never markup.
import * as auditAdminCalls from '@qyfw/portal-sdk/calls/audit-admin';
import { AUDIT_ENTITY_LABELS } from '@qyfw/portal-sdk/calls/audit-admin';
import type { AuditEntityType } from '@qyfw/portal-sdk/calls/audit-admin';
import { formatDate } from '@qyfw/ui';
import { Button, Typography } from 'antd';
import { ConsoleList } from '../../components/console-list';
import { AuditChanges } from './audit-changes';
import { exportAuditLog } from './audit-export';
import { AuditLogFilters } from './audit-log-filters';
import { filtersOf } from './audit-log-search';
import type { AuditLogSearch } from './audit-log-search';

const isKnownType = (type: string): type is AuditEntityType =>
  Object.hasOwn(AUDIT_ENTITY_LABELS, type);

export interface AuditLogListProps {
  readonly search: AuditLogSearch;
  /** Writes the address; a new filter goes back to page 1. */
  readonly onSearchChange: (next: AuditLogSearch) => void;
}

export function AuditLogList({ search, onSearchChange }: AuditLogListProps) {
  const narrow = (next: Partial<AuditLogSearch>) => onSearchChange({ ...search, ...next, page: 1 });

  return (
    <ConsoleList
      title="审计日志"
      label="审计日志"
      call={auditAdminCalls.admin_audit_list}
      search={search}
      onSearchChange={onSearchChange}
      filters={<AuditLogFilters search={search} onSearchChange={onSearchChange} />}
      onExport={() => exportAuditLog(filtersOf(search))}
      scrollX={1200}
      columns={[
        {
          title: '时间',
          key: 'at',
          width: 120,
          render: (_, row) => formatDate(row.at, 'YYYY-MM-DD HH:mm:ss'),
        },
        {
          title: '操作人',
          key: 'actor',
          width: 170,
          render: (_, row) => (
            <>
              <div>{row.actor.name}</div>
              <Typography.Text type="secondary">
                {[row.actor.account, row.actor.role_label].filter(Boolean).join(' · ')}
              </Typography.Text>
              {row.actor.id !== null && row.actor.id !== search.actor_id ? (
                <div>
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    aria-label={`只看此人：${row.actor.name}`}
                    onClick={() => narrow({ actor_id: row.actor.id ?? undefined })}
                  >
                    只看此人
                  </Button>
                </div>
              ) : null}
            </>
          ),
        },
        { title: '操作', key: 'action', width: 150, render: (_, row) => row.action_label },
        {
          title: '记录',
          key: 'record',
          width: 220,
          render: (_, row) => (
            <>
              <div>
                {row.entity_label} #{row.entity_id}
              </div>
              {row.record_name ? (
                <Typography.Text type="secondary">{row.record_name}</Typography.Text>
              ) : null}
              {isKnownType(row.entity_type) &&
              !(row.entity_type === search.entity_type && row.entity_id === search.entity_id) ? (
                <div>
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    aria-label={`只看此记录：${row.entity_label} #${row.entity_id}`}
                    onClick={() =>
                      narrow({
                        entity_type: row.entity_type as AuditEntityType,
                        entity_id: row.entity_id,
                      })
                    }
                  >
                    只看此记录
                  </Button>
                </div>
              ) : null}
            </>
          ),
        },
        {
          title: '变更（前 → 后）',
          key: 'changes',
          render: (_, row) => <AuditChanges changes={row.changes} />,
        },
        {
          title: '地址与浏览器',
          key: 'client',
          width: 190,
          render: (_, row) => (
            <>
              <div>{row.ip ?? '—'}</div>
              <Typography.Text type="secondary" title={row.user_agent ?? undefined}>
                {row.browser ?? '未记录浏览器'}
              </Typography.Text>
            </>
          ),
        },
      ]}
      emptyText="没有符合条件的审计记录"
    />
  );
}
