// What each call of the working-day calendar (工作日历) is for, with an example body (see
// call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type CalendarAdminCallName = keyof (typeof callDomains)['calendar-admin'];

export const calendarAdminCallDocs: { readonly [Name in CalendarAdminCallName]: CallDoc } = {
  admin_calendar_year: {
    description:
      '某一年的工作日历：与“周一至周五上班”不同的日子（工作日放假为休、周末调休上班为班）及其节假日名称，按连续休息日归并的节假日（起止日期、共几天、对应的调休上班日），以及该年是否已录入、来源与录入人。`entered` 为 null 表示该年尚未录入：涉及该年的办理时限按周一至周五推算并标注。管理后台各角色可读。',
    exampleBody: { year: 2026 },
  },
  admin_calendar_year_save: {
    description:
      '平台运营录入或修改某一年的节假日安排（国务院办公厅公布后）：提交该年全部例外日子，整年替换并记审计。每一天须在该年内、不重复；放假日（is_workday 为 false）须为周一至周五，调休上班日（true）须为周六或周日；名称 1–20 字。任何一行不合规则整体不写入，答 400 并说明原因。`expected_entered_at` 须为读取时的 `entered.entered_at`（未录入为 null），否则答 409。',
    exampleBody: {
      year: 2027,
      expected_entered_at: null,
      days: [
        { day: '2027-01-01', is_workday: false, name: '元旦' },
        { day: '2027-02-06', is_workday: true, name: '春节' },
      ],
    },
  },
  admin_calendar_status: {
    description:
      '今年与明年的节假日安排是否已录入，以及已录入的全部年份（升序）。管理后台在明年尚未录入时提示运营录入。',
    exampleBody: {},
  },
};
