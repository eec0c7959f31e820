// policy_export: the library's current results (the same filters and order as policy_search) as
// an .xlsx download for a member: the filters on a first sheet, at most POLICY_EXPORT_MAX_ROWS
// rows read in batches while the file streams out.
import {
  CALL_WINDOW_LABELS,
  DELIVERY_MODE_LABELS,
  POLICY_EXPORT_MAX_ROWS,
  POLICY_SORT_LABELS,
  POLICY_VALIDITY_LABELS,
} from '@qyfw/portal-sdk/calls/policy-library';
import { POLICY_LEVEL_OPTIONS } from '@qyfw/portal-sdk/constants';
import { industryLabel } from '@qyfw/portal-sdk/industries';
import type { Db } from '../../db/client.js';
import { policies } from '../../db/schema/index.js';
import type { XlsxColumn, XlsxExport } from '../shared/export/xlsx.js';
import type { ParsedFilters } from './filters.js';
import { ensureFilterDay } from './filter-tokens.js';
import { policyWhere } from './filters.js';
import { callSummaries, policyOrder, resultColumns } from './search.js';
import { validityOf } from './validity.js';

const BATCH = 500;

interface ExportRow extends Record<string, string | number | null> {
  title: string;
  document_number: string;
  issuing_unit: string;
  level: string;
  region: string;
  published_on: string;
  validity: string;
  themes: string;
  support_ceiling: number | null;
  open_calls: number;
  next_deadline: string | null;
}

const COLUMNS: readonly XlsxColumn<ExportRow>[] = [
  { header: '政策名称', key: 'title', width: 50 },
  { header: '发文字号', key: 'document_number', width: 24 },
  { header: '发文机关', key: 'issuing_unit', width: 24 },
  { header: '级别', key: 'level', width: 8 },
  { header: '适用地区', key: 'region', width: 12 },
  { header: '发布日期', key: 'published_on', width: 12 },
  { header: '有效性', key: 'validity', width: 10 },
  { header: '主题', key: 'themes', width: 24 },
  { header: '最高支持（万元）', key: 'support_ceiling', width: 16 },
  { header: '正在申报的通知数', key: 'open_calls', width: 16 },
  { header: '最近截止日期', key: 'next_deadline', width: 14 },
];

const levelLabel = (level: number) =>
  POLICY_LEVEL_OPTIONS.find((option) => option.level === level)?.label ?? String(level);

/** The filters as the member chose them, in words (the first sheet). */
export function filterLines(filters: ParsedFilters, today: string): [string, string][] {
  const lines: [string, string][] = [['导出日期', today]];
  if (filters.keyword) lines.push(['关键词', filters.keyword]);
  if (filters.level?.length) lines.push(['级别', filters.level.map(levelLabel).join('、')]);
  if (filters.issuing_unit) lines.push(['发文机关', filters.issuing_unit]);
  if (filters.region) lines.push(['适用地区', filters.region]);
  if (filters.industry) {
    lines.push(['行业', industryLabel(filters.industry) || filters.industry]);
  }
  if (filters.theme?.length) lines.push(['主题', filters.theme.join('、')]);
  if (filters.validity) lines.push(['有效性', POLICY_VALIDITY_LABELS[filters.validity]]);
  if (filters.window) lines.push(['申报状态', CALL_WINDOW_LABELS[filters.window]]);
  if (filters.mode) lines.push(['兑现方式', DELIVERY_MODE_LABELS[filters.mode]]);
  if (filters.published_from) lines.push(['发布日期起', filters.published_from]);
  if (filters.published_to) lines.push(['发布日期止', filters.published_to]);
  lines.push(['排序', POLICY_SORT_LABELS[filters.sort]]);
  lines.push(['说明', `最多导出前 ${POLICY_EXPORT_MAX_ROWS} 条`]);
  return lines;
}

async function* exportRows(
  db: Db,
  filters: ParsedFilters,
  today: string,
): AsyncGenerator<ExportRow> {
  await ensureFilterDay(db, today);
  const where = policyWhere(filters);
  const order = policyOrder(filters);
  for (let offset = 0; offset < POLICY_EXPORT_MAX_ROWS; offset += BATCH) {
    const rows = await db
      .select(resultColumns)
      .from(policies)
      .where(where)
      .orderBy(...order)
      .limit(Math.min(BATCH, POLICY_EXPORT_MAX_ROWS - offset))
      .offset(offset);
    const calls = await callSummaries(
      db,
      rows.map((row) => row.id),
      today,
    );
    for (const row of rows) {
      yield {
        title: row.title,
        document_number: row.documentNumber,
        issuing_unit: row.issuingUnit,
        level: levelLabel(row.level),
        region: row.region,
        published_on: row.publishedOn,
        validity: validityOf(row.validity, row.validUntil, today).validity_label,
        themes: row.themes.join('、'),
        support_ceiling: row.supportCeiling,
        open_calls: calls.get(row.id)?.open ?? 0,
        next_deadline: calls.get(row.id)?.deadline ?? null,
      };
    }
    if (rows.length < BATCH) return;
  }
}

export function policyExport(db: Db, filters: ParsedFilters, today: string): XlsxExport {
  return {
    fileName: `政策检索结果-${today}.xlsx`,
    notes: { sheetName: '筛选条件', lines: filterLines(filters, today) },
    sheets: [{ name: '政策列表', columns: COLUMNS, rows: exportRows(db, filters, today) }],
  };
}
