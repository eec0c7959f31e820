// What the award-list suites build their files with: workbooks written by exceljs in the test
// (no binary fixtures), valid credit codes no seed uses, a zip with chosen entries for the zip
// guard, and the multipart request of the import routes.
import { crc32, deflateRawSync } from 'node:zlib';
import { AWARD_IMPORT_COLUMNS } from '@qyfw/portal-sdk/calls/award-list-admin';
import { creditCodeCheckChar } from '@qyfw/portal-sdk/validators';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { enterprises } from '../../db/schema/index.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { postForm } from '../upload/upload-fixtures.js';

export const HEADERS = AWARD_IMPORT_COLUMNS.map((column) => column.header);

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
let codeCounter = 0;

/** A valid 统一社会信用代码 (right check character) that no seeded enterprise has. */
export function freshCreditCode(): string {
  codeCounter += 1;
  let body = '';
  let rest = process.pid * 1000 + codeCounter;
  for (let index = 0; index < 7; index += 1) {
    body += CODE_CHARS[rest % CODE_CHARS.length];
    rest = Math.floor(rest / CODE_CHARS.length);
  }
  // 91 (enterprise), 330106 (西湖区), then 9 characters: 'QY' marks this suite's codes.
  const first17 = `91330106QY${body}`;
  return first17 + creditCodeCheckChar(first17);
}

export type Cell = ExcelJS.CellValue;

/** A directory enterprise of the test's own; its id. */
export async function newEnterprise(
  kit: AuthKit,
  values: { readonly name: string; readonly creditCode?: string },
): Promise<number> {
  const [row] = await kit.db.insert(enterprises).values(values).returning({ id: enterprises.id });
  return row!.id;
}

/** An .xlsx whose first sheet holds `rows` (the first of them usually the header). */
export async function workbookOf(
  rows: readonly (readonly Cell[])[],
  options: { readonly before?: readonly string[]; readonly sheetName?: string } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const name of options.before ?? []) workbook.addWorksheet(name).addRow(['别的表']);
  const sheet = workbook.addWorksheet(options.sheetName ?? '获扶持名单');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The header row, then `rows`. */
export const listWorkbook = (rows: readonly (readonly Cell[])[]) => workbookOf([HEADERS, ...rows]);

/** A zip of raw entries (deflated unless `stored`), with `declared` sizes that may lie. */
export function zipOf(
  entries: readonly {
    readonly name: string;
    readonly data: Buffer;
    readonly declared?: number;
    readonly stored?: boolean;
  }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.stored ? entry.data : deflateRawSync(entry.data);
    const size = entry.declared ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface ImportFormFields {
  readonly entry_name?: string;
  readonly level?: string | number;
  readonly policy_id?: string | number;
  readonly call_id?: string | number;
}

/** POSTs fields and a workbook as the console's import form does. */
export function postWorkbook(
  app: FastifyInstance,
  url: string,
  bytes: Buffer | undefined,
  fields: ImportFormFields,
  token?: string,
  fileName = '名单.xlsx',
): Promise<LightMyRequestResponse> {
  return postForm(
    app,
    url,
    [
      ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
      ...(bytes ? [{ name: 'file', filename: fileName, bytes }] : []),
    ],
    token,
  );
}
