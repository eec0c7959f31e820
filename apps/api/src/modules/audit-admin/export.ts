// The audit log's Excel export: the list's filters on a first sheet, then every matching row,
// newest first, read in batches while the file streams out (the shared writer neutralizes cells a
// spreadsheet would run as formulas). Counted first: more than AUDIT_EXPORT_MAX_ROWS is refused
// with a Chinese message while an error can still be answered, rather than cut silently.
import { AUDIT_EXPORT_MAX_ROWS } from '@qyfw/portal-sdk/calls/audit-admin';
import type { AuditEntry } from '@qyfw/portal-sdk/calls/audit-admin';
import { max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { shanghaiDate } from '../shared/dates.js';
import type { XlsxColumn, XlsxExport } from '../shared/export/xlsx.js';
import { entityLabel } from './labels.js';
import type { AuditFilterValues } from './query.js';
import { auditEntries, auditRows, auditWhere, countAudit } from './query.js';

const BATCH = 500;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

interface ExportRow extends Record<string, string | number> {
  at: string;
  actor: string;
  account: string;
  role: string;
  action: string;
  entity: string;
  entity_id: number;
  record: string;
  changes: string;
  ip: string;
  browser: string;
  user_agent: string;
}

const COLUMNS: readonly XlsxColumn<ExportRow>[] = [
  { header: '时间', key: 'at', width: 20 },
  { header: '操作人', key: 'actor', width: 16 },
  { header: '账号', key: 'account', width: 16 },
  { header: '角色', key: 'role', width: 14 },
  { header: '操作', key: 'action', width: 22 },
  { header: '记录类型', key: 'entity', width: 14 },
  { header: '记录编号', key: 'entity_id', width: 10 },
  { header: '记录名称', key: 'record', width: 36 },
  { header: '变更（前 → 后）', key: 'changes', width: 60 },
  { header: 'IP 地址', key: 'ip', width: 18 },
  { header: '浏览器', key: 'browser', width: 24 },
  { header: 'User-Agent', key: 'user_agent', width: 60 },
];

/** 2026-03-02 09:00:05, Asia/Shanghai. */
const shanghaiSecond = (seconds: number) =>
  new Date(seconds * 1000 + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

function rowOf(entry: AuditEntry): ExportRow {
  return {
    at: shanghaiSecond(entry.at),
    actor: entry.actor.name,
    account: entry.actor.account ?? '',
    role: entry.actor.role_label,
    action: entry.action_label,
    entity: entry.entity_label,
    entity_id: entry.entity_id,
    record: entry.record_name ?? '',
    changes: entry.changes
      .map((change) => `${change.label}：${change.before} → ${change.after}`)
      .join('\n'),
    ip: entry.ip ?? '',
    browser: entry.browser ?? '',
    user_agent: entry.user_agent ?? '',
  };
}

function filterLines(filters: AuditFilterValues, now: Date, total: number): [string, string][] {
  return [
    ['导出时间', shanghaiSecond(Math.floor(now.getTime() / 1000))],
    ['关键词', filters.keyword || '无'],
    ['操作人编号', filters.actor_id === undefined ? '全部' : String(filters.actor_id)],
    ['记录类型', filters.entity_type ? entityLabel(filters.entity_type) : '全部'],
    ['记录编号', filters.entity_id === undefined ? '全部' : String(filters.entity_id)],
    ['开始日期', filters.from ?? '不限'],
    ['结束日期', filters.to ?? '不限'],
    ['记录数', String(total)],
    ['说明', `时间为北京时间，按时间从新到旧；单次最多导出 ${AUDIT_EXPORT_MAX_ROWS} 条`],
  ];
}

async function* exportRows(
  db: Db,
  where: ReturnType<typeof auditWhere>,
): AsyncGenerator<ExportRow> {
  let last: { at: Date; id: number } | undefined;
  for (;;) {
    const rows = await auditRows(db, where, BATCH, 0, last);
    for (const entry of await auditEntries(db, rows)) yield rowOf(entry);
    if (rows.length < BATCH) return;
    const tail = rows[rows.length - 1]!;
    last = { at: tail.at, id: tail.id };
  }
}

/** Checks the size before the first byte: too many rows answer 400 with what to do. */
export async function auditExport(
  db: Db,
  filters: AuditFilterValues,
  now: Date,
  maxRows: number = AUDIT_EXPORT_MAX_ROWS,
): Promise<XlsxExport> {
  const [top] = await db.select({ id: max(auditLog.id) }).from(auditLog);
  const where = auditWhere(db, filters, top?.id ?? 0);
  const total = await countAudit(db, where);
  if (total > maxRows) {
    throw ApiError.badRequest(
      `符合条件的审计记录有 ${total} 条，超过单次导出上限 ${maxRows} 条，请缩小日期范围或增加筛选条件后再导出`,
    );
  }
  return {
    fileName: `审计日志-${shanghaiDate(now)}.xlsx`,
    notes: { sheetName: '筛选条件', lines: filterLines(filters, now, total) },
    sheets: [{ name: '审计日志', columns: COLUMNS, rows: exportRows(db, where) }],
  };
}
