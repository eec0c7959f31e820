// Judges each data row of an import on its own: every cell of it (so one pass names every
// problem, not the first), in the SDK's words. A row that passes becomes the values the list is
// written with; its money is kept in 分 (hundredths of 万元) so totals add up exactly.
import {
  AWARD_ENTERPRISE_NAME_MAX,
  AWARD_IMPORT_COLUMNS,
  AWARD_IMPORT_EXAMPLE_MARK,
  AWARD_IMPORT_MESSAGES as M,
  AWARD_MONEY_MAX,
  AWARD_TOPIC_MAX,
  AWARD_UNIT_MAX,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import type {
  AwardImportColumnKey,
  AwardImportProblem,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import { isCreditCode } from '@qyfw/portal-sdk/validators';
import type { ImportCell, ImportRow } from './workbook.js';

/** A row that passed: what the list's company row is made of. */
export interface AwardRowValues {
  readonly row: number;
  readonly enterpriseName: string;
  /** Upper-cased; null when the cell is empty. */
  readonly creditCode: string | null;
  readonly topicName: string;
  readonly unit: string;
  /** The amount in hundredths of 万元. */
  readonly cents: number;
}

export const HEADER: Readonly<Record<AwardImportColumnKey, string>> = Object.fromEntries(
  AWARD_IMPORT_COLUMNS.map((column) => [column.key, column.header]),
) as Record<AwardImportColumnKey, string>;

// eslint-disable-next-line no-control-regex -- exactly the characters refused
const CONTROL = /[\u0000-\u001f\u007f]/;
/** What a spreadsheet would start a formula with (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@]/;

type Checked<T> = { readonly value: T } | { readonly problem: string };

/** A text column: one line of plain text within `max` characters. */
function text(cell: ImportCell, header: string, max: number): Checked<string | null> {
  if (cell === null) return { value: null };
  if (typeof cell === 'object') return { problem: 'formula' in cell ? M.formula : M.notText };
  const raw = typeof cell === 'number' ? String(cell) : cell;
  // Line breaks inside a cell (Alt+Enter) and runs of spaces read as one space.
  const value = raw
    .normalize('NFC')
    .replace(/[\t\n\r ]+/g, ' ')
    .trim();
  if (value === '') return { value: null };
  if (CONTROL.test(value)) return { problem: M.controlCharacter };
  if (FORMULA_START.test(value)) return { problem: M.formulaLike };
  if ([...value].length > max) return { problem: M.tooLong(header, max) };
  return { value };
}

function required(cell: ImportCell, header: string, max: number): Checked<string> {
  const checked = text(cell, header, max);
  if ('problem' in checked) return checked;
  return checked.value === null ? { problem: M.required(header) } : { value: checked.value };
}

function creditCode(cell: ImportCell): Checked<string | null> {
  if (typeof cell === 'number') return { problem: M.creditCodeNumber };
  const checked = text(cell, HEADER.credit_code, 64);
  if ('problem' in checked || checked.value === null) return checked;
  const code = checked.value.replace(/\s+/g, '').toUpperCase();
  if (code.length !== 18) return { problem: M.creditCodeLength };
  if (!isCreditCode(code)) return { problem: M.creditCodeCheck };
  return { value: code };
}

/** 25.5, '25.50', '1,200' → hundredths of 万元. */
function money(cell: ImportCell): Checked<number> {
  if (cell === null) return { problem: M.required(HEADER.total_money) };
  if (typeof cell === 'object')
    return { problem: 'formula' in cell ? M.formula : M.moneyNotNumber };
  let amount: number;
  if (typeof cell === 'number') {
    amount = cell;
  } else {
    const typed = cell.replace(/[\s,，]/g, '');
    if (!/^-?\d+(\.\d+)?$/.test(typed)) return { problem: M.moneyNotNumber };
    amount = Number(typed);
  }
  if (!Number.isFinite(amount)) return { problem: M.moneyNotNumber };
  if (amount < 0) return { problem: M.moneyNegative };
  const cents = Math.round(amount * 100);
  // A binary float of two decimals is a hair off its hundredths; three decimals are far off.
  if (Math.abs(cents - amount * 100) > 1e-6 * Math.max(1, amount)) {
    return { problem: M.moneyDecimals };
  }
  if (amount > AWARD_MONEY_MAX) return { problem: M.moneyTooLarge };
  return { value: cents };
}

const isExample = (cell: ImportCell) =>
  typeof cell === 'string' &&
  cell.trim().replaceAll('(', '（').replaceAll(')', '）').startsWith(AWARD_IMPORT_EXAMPLE_MARK);

export interface RowVerdict {
  readonly values?: AwardRowValues;
  readonly problems: AwardImportProblem[];
}

export function checkRow({ number, cells }: ImportRow): RowVerdict {
  if (isExample(cells.enterprise_name)) {
    return { problems: [{ row: number, column: null, message: M.exampleRow }] };
  }
  const name = required(cells.enterprise_name, HEADER.enterprise_name, AWARD_ENTERPRISE_NAME_MAX);
  const code = creditCode(cells.credit_code);
  const topic = required(cells.topic_name, HEADER.topic_name, AWARD_TOPIC_MAX);
  const unit = required(cells.unit, HEADER.unit, AWARD_UNIT_MAX);
  const amount = money(cells.total_money);
  const checked: [AwardImportColumnKey, Checked<unknown>][] = [
    ['enterprise_name', name],
    ['credit_code', code],
    ['topic_name', topic],
    ['unit', unit],
    ['total_money', amount],
  ];
  const problems = checked.flatMap(([key, result]) =>
    'problem' in result ? [{ row: number, column: HEADER[key], message: result.problem }] : [],
  );
  if ('problem' in name || 'problem' in code || 'problem' in topic || 'problem' in unit) {
    return { problems };
  }
  if ('problem' in amount) return { problems };
  return {
    problems,
    values: {
      row: number,
      enterpriseName: name.value,
      creditCode: code.value,
      topicName: topic.value,
      unit: unit.value,
      cents: amount.value,
    },
  };
}
