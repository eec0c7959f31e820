// One answer per daping call, shaped as the API sends them (checked by the SDK's schemas in the
// client, so a wrong fixture fails loudly).
import { ok, type AnswerFor } from './fake-api-server';

export const months = [
  '2025-02',
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
];
const futureMonths = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
];

export const totals = {
  enterprises: 240,
  /** The industries below add up to it. */
  registered_enterprises: 137,
  ip_enterprises: 131,
  experts: 48,
  talents: 96,
  policies: 182,
  services: 36,
  appeals: 410,
  subsidy_money: 12_345.67,
};

export const subsidyMonthly = {
  list: months.map((month, i) => ({
    month,
    money: [320.5, 410, 0, 860.25, 530, 1210.8, 640, 380, 975.5, 720, 1480.3, 690][i] ?? 0,
    companies: 5 + ((i * 7) % 11),
  })),
};

export const serviceTop = {
  list: [
    { id: 4, policy_name: '高新技术企业认定辅导', applications: 186 },
    { id: 9, policy_name: '知识产权贯标咨询', applications: 142 },
    { id: 2, policy_name: '研发费用加计扣除申报', applications: 131 },
  ],
};

const calendarDays = Array.from({ length: 90 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 0, 30 + i)).toISOString().slice(0, 10),
  count: i % 9 === 0 ? 3 : i % 4 === 0 ? 1 : 0,
}));

/** Every daping path with a good answer. */
export function dapingAnswers(): Record<string, AnswerFor> {
  return {
    '/api/daping/totals': ok(totals),
    '/api/daping/enterprise_distribution': ok({
      industries: [
        { name: '新一代信息技术', count: 61 },
        { name: '高端装备制造', count: 44 },
        { name: '生物医药', count: 32 },
      ],
      districts: [
        { name: '西湖区', count: 52 },
        { name: '余杭区', count: 44 },
        { name: '滨江区', count: 39 },
      ],
    }),
    '/api/daping/policy_monthly': ok({
      list: months.map((month, i) => ({
        month,
        national: i % 3,
        province: (i * 5) % 7,
        city: 4 + (i % 5),
        district: (i * 3) % 8,
      })),
    }),
    '/api/daping/subsidy_monthly': ok(subsidyMonthly),
    '/api/daping/appeal_status': ok({
      total: 410,
      pending: 38,
      processing: 57,
      done: 315,
      handling_rate: 0.768,
      average_handling_days: 6.4,
    }),
    '/api/daping/appeal_funnel': ok({
      stages: [
        { stage: 'submitted', count: 410 },
        { stage: 'accepted', count: 372 },
        { stage: 'processing', count: 372 },
        { stage: 'done', count: 315 },
      ],
    }),
    '/api/daping/appeal_monthly': ok({
      list: months.map((month, i) => ({
        month,
        submitted: 20 + ((i * 13) % 17),
        done: 15 + ((i * 11) % 13),
      })),
    }),
    '/api/daping/ip_holdings': ok({
      kinds: [
        { kind: 'patent', count: 320 },
        { kind: 'trademark', count: 141 },
        { kind: 'copyright', count: 37 },
        { kind: 'software_copyright', count: 205 },
        { kind: 'qualification', count: 88 },
      ],
    }),
    '/api/daping/ip_renewals': ok({
      list: futureMonths.map((month, i) => ({
        month,
        patent: 5 + (i % 4),
        trademark: i % 3,
        copyright: i % 2,
        software_copyright: (i * 2) % 5,
        qualification: 1 + (i % 3),
      })),
    }),
    '/api/daping/renewal_calendar': ok({
      start: calendarDays[0]!.date,
      end: calendarDays[89]!.date,
      days: calendarDays,
    }),
    '/api/daping/service_top': ok(serviceTop),
    '/api/daping/ticker': ok({
      list: [
        {
          kind: 'award',
          id: 31,
          enterprise_name: '杭州云栖科技有限公司',
          entry_name: '2026年度杭州市专精特新中小企业认定',
          money: 50,
          time: 1_769_731_200,
        },
        {
          kind: 'appeal',
          id: 8,
          category: '政策咨询',
          status: 'processing',
          time: 1_769_644_800,
        },
      ],
    }),
  };
}
