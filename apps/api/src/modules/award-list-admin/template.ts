// The import template: the first sheet has the header row the import expects and one example row
// (marked, so an import that still holds it says so), the text columns formatted as text — a
// credit code typed into a number cell loses its last digits — and a second sheet of 填写说明.
// Small and fixed, so it is built in memory.
import {
  AWARD_IMPORT_COLUMNS,
  AWARD_IMPORT_EXAMPLE,
  AWARD_IMPORT_EXAMPLE_MARK,
  AWARD_IMPORT_MAX_BYTES,
  AWARD_IMPORT_MAX_ROWS,
  AWARD_LIST_TEMPLATE,
  AWARD_MONEY_MAX,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import ExcelJS from 'exceljs';

const WIDTHS: Readonly<Record<string, number>> = {
  enterprise_name: 36,
  credit_code: 24,
  topic_name: 30,
  unit: 28,
  total_money: 18,
};

const NOTES: readonly (readonly [string, string])[] = [
  ['名单', '第一个工作表为名单，每行一家企业；请勿修改表头（可在表头上方保留标题行）'],
  ['企业名称', '必填，与营业执照一致；企业库中有该企业时按企业库中的名称发布'],
  [
    '统一社会信用代码',
    '选填（建议填写），18位；填写后按代码匹配企业库，否则按企业名称精确匹配；企业库中没有的企业也可导入，显示为“未匹配”',
  ],
  ['项目名称', '必填，如“研发投入补助”'],
  ['主管单位', '必填，如“杭州市科学技术局”'],
  [
    '扶持金额（万元）',
    `必填，单位万元，不小于 0，最多两位小数，单家不超过 ${AWARD_MONEY_MAX} 万元`,
  ],
  ['注意', '同一企业在一份名单中只列一次；单元格请勿使用公式'],
  [
    '限制',
    `一次最多 ${AWARD_IMPORT_MAX_ROWS} 家企业，文件不超过 ${AWARD_IMPORT_MAX_BYTES / 1024 / 1024} MB；任何一行有误时整份名单都不导入，可下载错误报告逐行修改`,
  ],
  ['示例行', `导入前请删除示例行（企业名称以“${AWARD_IMPORT_EXAMPLE_MARK}”开头）`],
];

export async function awardTemplate(): Promise<{ fileName: string; bytes: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('获扶持名单');
  sheet.columns = AWARD_IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: WIDTHS[column.key] ?? 20,
    style: { numFmt: column.key === 'total_money' ? '0.00' : '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRow({ ...AWARD_IMPORT_EXAMPLE });
  const notes = workbook.addWorksheet('填写说明');
  notes.columns = [
    { header: '项目', key: 'label', width: 20 },
    { header: '说明', key: 'text', width: 90 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const [label, text] of NOTES) notes.addRow({ label, text });
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: AWARD_LIST_TEMPLATE.fileName, bytes };
}
