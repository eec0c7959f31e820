// One verdict on a whole workbook, shared by the import and its error report: the rows read,
// each row's own problems, then the directory's and the duplicates' — every problem of the file,
// sorted as the sheet runs, so the operator fixes them all in one go.
import type { AwardImportProblem } from '@qyfw/portal-sdk/calls/award-list-admin';
import type { Db } from '../../db/client.js';
import { matchDirectory } from './match.js';
import type { MatchedRow } from './match.js';
import { checkRow } from './rows.js';
import type { AwardRowValues } from './rows.js';
import { readImportRows } from './workbook.js';
import type { ImportRow } from './workbook.js';

export interface WorkbookVerdict {
  readonly read: readonly ImportRow[];
  /** Empty when any row has a problem. */
  readonly rows: readonly MatchedRow[];
  readonly problems: readonly AwardImportProblem[];
}

export async function judgeWorkbook(db: Db, bytes: Buffer): Promise<WorkbookVerdict> {
  const read = await readImportRows(bytes);
  const problems: AwardImportProblem[] = [];
  const good: AwardRowValues[] = [];
  for (const row of read) {
    const verdict = checkRow(row);
    problems.push(...verdict.problems);
    if (verdict.values) good.push(verdict.values);
  }
  const matched = await matchDirectory(db, good);
  problems.push(...matched.problems);
  problems.sort((a, b) => a.row - b.row);
  return { read, rows: problems.length === 0 ? matched.rows : [], problems };
}
