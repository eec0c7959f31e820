// The error report of a refused import: the workbook's wrong rows as they were read, each with its
// 行号 and an added 错误原因 (every problem of the row, column by column), streamed through the
// shared writer, which shows text a spreadsheet would run as a formula with a leading apostrophe —
// a formula cell of the import is shown as its formula's text, never as a formula.
import {
  AWARD_IMPORT_COLUMNS,
  AWARD_LIST_ERROR_REPORT,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import type { AwardImportProblem } from '@qyfw/portal-sdk/calls/award-list-admin';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { XlsxColumn, XlsxExport } from '../shared/export/xlsx.js';
import { judgeWorkbook } from './judge.js';
import type { ImportCell } from './workbook.js';

export const NOTHING_WRONG = '该文件没有发现有误的行，可以直接导入';

type ReportRow = Record<string, string | number>;

const COLUMNS: readonly XlsxColumn<ReportRow>[] = [
  { header: '行号', key: 'row', width: 8 },
  ...AWARD_IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.key === 'total_money' ? 16 : 28,
  })),
  { header: '错误原因', key: 'reason', width: 70 },
];

/** A cell as the operator typed it. */
function shown(cell: ImportCell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'object') return 'formula' in cell ? cell.formula : cell.other;
  return cell;
}

const reasonOf = (problem: AwardImportProblem) =>
  problem.column ? `${problem.column}：${problem.message}` : problem.message;

export async function awardErrorReport(db: Db, bytes: Buffer): Promise<XlsxExport> {
  const verdict = await judgeWorkbook(db, bytes);
  if (verdict.problems.length === 0) throw ApiError.badRequest(NOTHING_WRONG);
  const byRow = new Map<number, AwardImportProblem[]>();
  for (const problem of verdict.problems) {
    byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  }
  const rows = verdict.read
    .filter((row) => byRow.has(row.number))
    .map((row) => {
      const cells: ReportRow = { row: row.number };
      for (const column of AWARD_IMPORT_COLUMNS) cells[column.key] = shown(row.cells[column.key]);
      cells.reason = byRow.get(row.number)!.map(reasonOf).join('；');
      return cells;
    });
  return {
    fileName: AWARD_LIST_ERROR_REPORT.fileName,
    sheets: [{ name: '错误报告', columns: COLUMNS, rows }],
  };
}
