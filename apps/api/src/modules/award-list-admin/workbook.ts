// Reads an import workbook's first worksheet with exceljs's streaming reader, row by row: finds
// the header row (the first row holding 企业名称, within the first rows, so a title row above it
// is fine), maps each expected column by its header, and hands back the data rows' cells as the
// import judges them. Refuses the file as a whole — not a zip, an .xls, unpacking too large, no
// header, no rows, too many rows — with a Chinese 400; judging the cells is rows.ts's job.
import { Readable } from 'node:stream';
import {
  AWARD_IMPORT_COLUMNS,
  AWARD_IMPORT_MAX_ROWS,
  AWARD_IMPORT_MESSAGES,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import type { AwardImportColumnKey } from '@qyfw/portal-sdk/calls/award-list-admin';
import ExcelJS from 'exceljs';
import { ApiError } from '../../plugins/api-error.js';
import { checkZip } from './zip-guard.js';

/** A cell as the import judges it. */
export type ImportCell =
  | null
  | string
  | number
  /** A formula (refused): its text, e.g. =B2*10. */
  | { readonly formula: string }
  /** A date, a truth value or an error value: shown as text, refused where text or money is due. */
  | { readonly other: string };

export interface ImportRow {
  /** The row number as Excel shows it. */
  readonly number: number;
  readonly cells: Readonly<Record<AwardImportColumnKey, ImportCell>>;
}

/** The header may sit under a title row or two; not further down. */
const HEADER_SEARCH_ROWS = 5;
const NAME_HEADER = AWARD_IMPORT_COLUMNS[0].header;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** 扶持金额(万元) and 扶持金额 （万元） read as the template's 扶持金额（万元）. */
const headerKey = (text: string) =>
  text.replace(/\s+/g, '').replaceAll('(', '（').replaceAll(')', '）');

const EXPECTED = new Map<string, AwardImportColumnKey>(
  AWARD_IMPORT_COLUMNS.map((column) => [headerKey(column.header), column.key]),
);

function refuseFileShape(bytes: Buffer): void {
  if (bytes.length === 0) throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.empty);
  if (bytes.subarray(0, 4).equals(OLE_MAGIC)) {
    throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.oldExcel);
  }
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.notXlsx);
  }
  const verdict = checkZip(bytes);
  if (verdict === 'too-large') throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.unpackedTooLarge);
  if (verdict === 'not-zip') throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.notXlsx);
}

type CellValue = ExcelJS.CellValue | undefined;

function isObject(value: CellValue): value is Exclude<CellValue, string | number | null> & object {
  return typeof value === 'object' && value !== null;
}

/** exceljs's value of a cell → what the import judges. */
export function importCell(value: CellValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return { other: value ? 'TRUE' : 'FALSE' };
  if (value instanceof Date) return { other: value.toISOString().slice(0, 10) };
  if (isObject(value)) {
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = ('formula' in value && value.formula) || '';
      return { formula: formula ? `=${formula}` : '=（共享公式）' };
    }
    if ('richText' in value) return importCell(value.richText.map((run) => run.text).join(''));
    if ('error' in value) return { other: String(value.error) };
    // A hyperlink: its shown text.
    if ('text' in value) return importCell(typeof value.text === 'string' ? value.text : '');
  }
  return { other: String(value as unknown) };
}

/** A header cell's text (a number header counts too: someone may have typed 1, 2, 3). */
function headerText(cell: ImportCell): string {
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return String(cell);
  return '';
}

type SheetRow = ExcelJS.Row;

function rowTexts(row: SheetRow): { column: number; text: string }[] {
  const texts: { column: number; text: string }[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    const text = headerText(importCell(cell.value));
    if (text) texts.push({ column, text });
  });
  return texts;
}

function columnsOf(texts: readonly { column: number; text: string }[]) {
  const columns = new Map<AwardImportColumnKey, number>();
  for (const { column, text } of texts) {
    const key = EXPECTED.get(headerKey(text));
    if (key === undefined) continue; // 序号 and other columns of the operator's own are left alone
    if (columns.has(key)) {
      const header = AWARD_IMPORT_COLUMNS.find((expected) => expected.key === key)!.header;
      throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.repeatedColumn(header));
    }
    columns.set(key, column);
  }
  const missing = AWARD_IMPORT_COLUMNS.filter((column) => !columns.has(column.key));
  if (missing.length > 0) {
    throw ApiError.badRequest(
      AWARD_IMPORT_MESSAGES.missingColumns(missing.map((column) => column.header).join('、')),
    );
  }
  return columns;
}

const wrongHeader = (found: string | undefined) =>
  ApiError.badRequest(
    AWARD_IMPORT_MESSAGES.wrongHeader((found ?? '').slice(0, 80).replace(/、$/, '')),
  );

async function readRows(sheet: AsyncIterable<SheetRow>): Promise<ImportRow[]> {
  let columns: Map<AwardImportColumnKey, number> | undefined;
  let firstLine: string | undefined;
  const rows: ImportRow[] = [];
  for await (const row of sheet) {
    if (!columns) {
      if (row.number > HEADER_SEARCH_ROWS) throw wrongHeader(firstLine);
      const texts = rowTexts(row);
      if (texts.length === 0) continue;
      firstLine ??= texts.map((cell) => cell.text).join('、');
      if (texts.some((cell) => headerKey(cell.text) === NAME_HEADER)) columns = columnsOf(texts);
      continue;
    }
    const found = columns;
    const cells = Object.fromEntries(
      AWARD_IMPORT_COLUMNS.map(({ key }) => [key, importCell(row.getCell(found.get(key)!).value)]),
    ) as Record<AwardImportColumnKey, ImportCell>;
    // A row blank in every column of the list is not a row (Excel keeps formatted empty rows).
    if (Object.values(cells).every((cell) => cell === null)) continue;
    if (rows.length === AWARD_IMPORT_MAX_ROWS) {
      throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.tooManyRows);
    }
    rows.push({ number: row.number, cells });
  }
  if (!columns) throw wrongHeader(firstLine);
  if (rows.length === 0) throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.noRows);
  return rows;
}

/** The data rows of the workbook's first sheet, or a 400 saying why the file is refused. */
export async function readImportRows(bytes: Buffer): Promise<ImportRow[]> {
  refuseFileShape(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    entries: 'ignore',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      // The first sheet as Excel orders its tabs; the zip may hold them in another order.
      const first = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model
        ?.sheets?.[0];
      const worksheet = sheet as unknown as AsyncIterable<SheetRow> & { name: string };
      if (first && worksheet.name !== first.name) {
        for await (const _skipped of worksheet) {
          // Read through (within the zip guard's bound): the reader moves on only after it.
        }
        continue;
      }
      return await readRows(worksheet);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw ApiError.badRequest(AWARD_IMPORT_MESSAGES.notXlsx);
  }
  // A zip without a workbook part is some other file; a workbook without a sheet, an empty one.
  const read = (reader as unknown as { model?: unknown }).model;
  throw ApiError.badRequest(read ? AWARD_IMPORT_MESSAGES.noSheet : AWARD_IMPORT_MESSAGES.notXlsx);
}
