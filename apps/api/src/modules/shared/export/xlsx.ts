// Excel exports (design §6 "Exports"): one streaming workbook writer (exceljs WorkbookWriter,
// rows committed one by one, so memory stays flat at 100 000 rows), cells that a spreadsheet
// would run as a formula neutralized, the list's filters on a first sheet. Used by the policy
// library's export and /annual's; a module gives sheets of rows, this answers the .xlsx.
import { PassThrough } from 'node:stream';
import type { Stream } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../upload/disposition.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxCell = string | number | boolean | Date | null | undefined;

export interface XlsxColumn<Row> {
  /** The header cell, in Chinese. */
  readonly header: string;
  readonly key: keyof Row & string;
  /** Width in characters. */
  readonly width?: number;
}

export interface XlsxSheet<Row extends Record<string, XlsxCell>> {
  readonly name: string;
  readonly columns: readonly XlsxColumn<Row>[];
  readonly rows: Iterable<Row> | AsyncIterable<Row>;
}

export interface XlsxExport {
  /** The downloaded file's name (Chinese allowed; sent as RFC 5987 filename*). */
  readonly fileName: string;
  /** Label → value lines written first, on a sheet of their own (筛选条件: the list's filters). */
  readonly notes?: {
    readonly sheetName?: string;
    readonly lines: readonly (readonly [string, string])[];
  };
  // Each sheet has its own row type; the writer only reads cells by key.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly sheets: readonly XlsxSheet<any>[];
}

/**
 * Text a spreadsheet would read as a formula (= + - @, and tab or carriage return before one)
 * gets a leading apostrophe, so a title like "=HYPERLINK(…)" shows as text (OWASP CSV injection).
 */
export function neutralizeCell(value: XlsxCell): XlsxCell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Writes the workbook into `output`; resolves when the last byte is written. */
export async function writeXlsx(output: NodeJS.WritableStream, spec: XlsxExport): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output as unknown as Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  if (spec.notes) {
    const notes = workbook.addWorksheet(spec.notes.sheetName ?? '筛选条件');
    notes.columns = [
      { header: '项目', key: 'label', width: 16 },
      { header: '内容', key: 'value', width: 60 },
    ];
    notes.getRow(1).font = { bold: true };
    for (const [label, value] of spec.notes.lines) {
      notes.addRow({ label: neutralizeCell(label), value: neutralizeCell(value) }).commit();
    }
    notes.commit();
  }
  for (const sheet of spec.sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width ?? 16,
    }));
    worksheet.getRow(1).font = { bold: true };
    for await (const row of sheet.rows as AsyncIterable<Record<string, XlsxCell>>) {
      const cells: Record<string, XlsxCell> = {};
      for (const column of sheet.columns) cells[column.key] = neutralizeCell(row[column.key]);
      worksheet.addRow(cells).commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/**
 * Answers the workbook as a download, streamed as it is written. Check the caller and the input
 * before: once the first byte is sent, a failure can only cut the file short (and is logged).
 */
export function sendXlsx(reply: FastifyReply, spec: XlsxExport): FastifyReply {
  const body = new PassThrough();
  writeXlsx(body, spec).catch((error: unknown) => {
    reply.log.error({ err: error }, 'xlsx export failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition(XLSX_MIME, spec.fileName))
    .header('cache-control', 'no-store')
    .send(body);
}
