// A one-sheet .xlsx built here, with no spreadsheet library (e2e has none): the smallest workbook
// Excel and exceljs both read — a zip of five XML parts, stored uncompressed, text as inline
// strings, numbers as numbers. Enough for a journey to hand the console a list it typed; the API's
// own tests build their workbooks with exceljs.
import { crc32 } from 'node:zlib';

export type XlsxCell = string | number;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A1, B1 … Z1 (the lists have five columns). */
const cellRef = (column: number, row: number) => `${String.fromCharCode(65 + column)}${row}`;

function sheetXml(rows: readonly (readonly XlsxCell[])[]): string {
  const body = rows
    .map((cells, index) => {
      const row = index + 1;
      const xml = cells
        .map((cell, column) =>
          typeof cell === 'number'
            ? `<c r="${cellRef(column, row)}"><v>${cell}</v></c>`
            : `<c r="${cellRef(column, row)}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`,
        )
        .join('');
      return `<row r="${row}">${xml}</row>`;
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<sheetData>${body}</sheetData></worksheet>`
  );
}

function parts(sheetName: string, rows: readonly (readonly XlsxCell[])[]): [string, string][] {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const officeRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  return [
    [
      '[Content_Types].xml',
      `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${head}<Relationships xmlns="${rels}">` +
        `<Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/workbook.xml',
      `${head}<workbook xmlns="${main}" xmlns:r="${officeRels}">` +
        `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${head}<Relationships xmlns="${rels}">` +
        `<Relationship Id="rId1" Type="${officeRels}/worksheet" Target="worksheets/sheet1.xml"/>` +
        '</Relationships>',
    ],
    ['xl/worksheets/sheet1.xml', sheetXml(rows)],
  ];
}

/** A zip of stored (uncompressed) entries: local headers, then the central directory. */
function zip(entries: readonly [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [path, text] of entries) {
    const name = Buffer.from(path, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
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

/** An .xlsx whose only sheet holds `rows` (the first usually the header). */
export function xlsxOf(rows: readonly (readonly XlsxCell[])[], sheetName = 'Sheet1'): Buffer {
  return zip(parts(sheetName, rows));
}
