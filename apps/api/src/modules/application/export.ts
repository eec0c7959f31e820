// /annual's export: the enterprise's applications under the list's filters as an .xlsx (the
// shared streaming writer; cells that would run as formulas are neutralized there), the filters
// on a first sheet, at most APPLICATION_EXPORT_MAX rows in the list's order.
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { APPLICATION_EXPORT_MAX } from '@qyfw/portal-sdk/schemas';
import type { Db } from '../../db/client.js';
import { shanghaiDate } from '../shared/dates.js';
import type { XlsxExport } from '../shared/export/xlsx.js';
import { memberApplicationRows } from './list.js';
import type { ApplicationFilters } from './list.js';

const MODE_LABELS = { exempt: '免申即享', instant: '即申即享', review: '申报审批' } as const;

const dayOf = (seconds: number | null) =>
  seconds === null ? '' : shanghaiDate(new Date(seconds * 1000));

function filterLines(filters: ApplicationFilters, now: Date): [string, string][] {
  const states = filters.state?.length
    ? filters.state.map((state) => policyApplicationFlow.states[state]).join('、')
    : '全部';
  return [
    ['导出时间', shanghaiDate(now)],
    ['申报状态', states],
    ['年度', filters.year === undefined ? '全部' : `${filters.year} 年`],
    ['关键词', filters.keyword || '无'],
    ['说明', `最多导出前 ${APPLICATION_EXPORT_MAX} 条，按最近更新排序`],
  ];
}

export async function applicationExport(
  db: Db,
  enterpriseId: number,
  filters: ApplicationFilters,
  now: Date,
): Promise<XlsxExport> {
  // Read before the first byte is sent: a failure still answers an error envelope.
  const items = await memberApplicationRows(db, enterpriseId, filters, APPLICATION_EXPORT_MAX, now);
  return {
    fileName: `申报记录-${shanghaiDate(now)}.xlsx`,
    notes: { lines: filterLines(filters, now) },
    sheets: [
      {
        name: '申报记录',
        columns: [
          { header: '申报编号', key: 'serial', width: 16 },
          { header: '申报通知', key: 'call', width: 40 },
          { header: '所属政策', key: 'policy', width: 40 },
          { header: '兑现方式', key: 'mode', width: 12 },
          { header: '状态', key: 'state', width: 12 },
          { header: '金额（万元）', key: 'amount', width: 14 },
          { header: '提交日期', key: 'submitted', width: 14 },
          { header: '最近更新', key: 'updated', width: 14 },
          { header: '下一步', key: 'next', width: 50 },
        ],
        rows: items.map((item) => ({
          serial: item.serial_number ?? '（未提交）',
          call: item.call.title,
          policy: item.policy.title,
          mode: MODE_LABELS[item.call.delivery_mode],
          state: policyApplicationFlow.states[item.state],
          amount: item.amount,
          submitted: dayOf(item.submittime),
          updated: dayOf(item.updatetime),
          next: item.next_step,
        })),
      },
    ],
  };
}
