// Finds each good row's enterprise in the directory — by 统一社会信用代码 when the row gives one,
// else by the exact name — and refuses what would publish the wrong company: a code whose
// directory name is another's, a name the directory knows under another code, a name several
// directory enterprises share with no code to choose, and the same enterprise twice in one list.
// An enterprise the directory does not know is allowed (未匹配: listed, in no one's 已获政策).
// Two queries for the whole file, in batches, whatever its size.
import { AWARD_IMPORT_MESSAGES as M } from '@qyfw/portal-sdk/calls/award-list-admin';
import type { AwardImportProblem } from '@qyfw/portal-sdk/calls/award-list-admin';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprises } from '../../db/schema/index.js';
import { HEADER } from './rows.js';
import type { AwardRowValues } from './rows.js';

/** A row ready to write: its enterprise (null: 未匹配) and the name to publish. */
export interface MatchedRow extends AwardRowValues {
  readonly enterpriseId: number | null;
}

interface DirectoryEnterprise {
  readonly id: number;
  readonly name: string;
  readonly creditCode: string | null;
}

/** Names compared as people mean them: ASCII and full-width brackets alike, spaces ignored. */
export const sameName = (name: string) =>
  name.normalize('NFC').replace(/\s+/g, '').replaceAll('(', '（').replaceAll(')', '）');

/** The spellings a directory name may have (PostgreSQL compares exactly). */
const spellings = (name: string) => [
  name,
  name.replaceAll('(', '（').replaceAll(')', '）'),
  name.replaceAll('（', '(').replaceAll('）', ')'),
];

const BATCH = 2_000;

async function directoryWhere(
  db: Db,
  column: typeof enterprises.name | typeof enterprises.creditCode,
  values: readonly string[],
): Promise<DirectoryEnterprise[]> {
  const found: DirectoryEnterprise[] = [];
  const unique = [...new Set(values)];
  for (let start = 0; start < unique.length; start += BATCH) {
    found.push(
      ...(await db
        .select({ id: enterprises.id, name: enterprises.name, creditCode: enterprises.creditCode })
        .from(enterprises)
        .where(inArray(column, unique.slice(start, start + BATCH)))),
    );
  }
  return found;
}

export interface MatchOutcome {
  readonly rows: MatchedRow[];
  readonly problems: AwardImportProblem[];
}

export async function matchDirectory(
  db: Db,
  rows: readonly AwardRowValues[],
): Promise<MatchOutcome> {
  const codes = rows.flatMap((row) => (row.creditCode ? [row.creditCode] : []));
  const byCode = new Map(
    (await directoryWhere(db, enterprises.creditCode, codes)).map((found) => [
      found.creditCode!,
      found,
    ]),
  );
  const byName = new Map<string, DirectoryEnterprise[]>();
  for (const found of await directoryWhere(
    db,
    enterprises.name,
    rows.flatMap((row) => spellings(row.enterpriseName)),
  )) {
    const key = sameName(found.name);
    byName.set(key, [...(byName.get(key) ?? []), found]);
  }

  const problems: AwardImportProblem[] = [];
  const matched: MatchedRow[] = [];
  const problem = (row: number, column: string, message: string) =>
    problems.push({ row, column, message });

  for (const row of rows) {
    const named = byName.get(sameName(row.enterpriseName)) ?? [];
    let enterprise: DirectoryEnterprise | null;
    const coded = row.creditCode ? byCode.get(row.creditCode) : undefined;
    if (coded) {
      if (sameName(coded.name) !== sameName(row.enterpriseName)) {
        problem(row.row, HEADER.credit_code, M.codeNameMismatch(coded.name));
        continue;
      }
      enterprise = coded;
    } else if (row.creditCode) {
      // A code the directory lacks: the same name under another code is another company's.
      if (named.some((found) => found.creditCode !== null && found.creditCode !== row.creditCode)) {
        problem(row.row, HEADER.credit_code, M.nameCodeMismatch);
        continue;
      }
      const uncoded = named.filter((found) => found.creditCode === null);
      enterprise = uncoded.length === 1 ? uncoded[0]! : null;
    } else if (named.length > 1) {
      problem(row.row, HEADER.enterprise_name, M.ambiguousName);
      continue;
    } else {
      enterprise = named[0] ?? null;
    }
    // The directory's spelling is the one published (design §6: a named directory enterprise
    // carries the directory's name).
    matched.push({
      ...row,
      enterpriseName: enterprise?.name ?? row.enterpriseName,
      enterpriseId: enterprise?.id ?? null,
    });
  }
  return { rows: matched, problems: [...problems, ...repeatedEnterprises(matched)] };
}

/**
 * The same enterprise twice: the same directory enterprise, the same code, or the same name when
 * either row has no code (two rows with one name and two codes are two companies).
 */
function repeatedEnterprises(rows: readonly MatchedRow[]): AwardImportProblem[] {
  const byId = new Map<number, number>();
  const byCode = new Map<string, number>();
  const byName = new Map<string, { row: number; code: string | null }[]>();
  const problems: AwardImportProblem[] = [];
  for (const row of rows) {
    const name = sameName(row.enterpriseName);
    const earlier =
      (row.enterpriseId !== null ? byId.get(row.enterpriseId) : undefined) ??
      (row.creditCode ? byCode.get(row.creditCode) : undefined) ??
      byName.get(name)?.find((other) => other.code === null || row.creditCode === null)?.row;
    if (earlier !== undefined) {
      problems.push({
        row: row.row,
        column: HEADER.enterprise_name,
        message: M.repeatedEnterprise(earlier),
      });
      continue;
    }
    if (row.enterpriseId !== null) byId.set(row.enterpriseId, row.row);
    if (row.creditCode) byCode.set(row.creditCode, row.row);
    byName.set(name, [...(byName.get(name) ?? []), { row: row.row, code: row.creditCode }]);
  }
  return problems;
}
