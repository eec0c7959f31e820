// The registry cases of the data-screen calls (spread into test/calls.test.ts).
import type { CallName } from '../src/calls/index.js';
import type { CallCase } from './call-case.js';
import {
  appealFunnel,
  appealMonths,
  appealStatus,
  dapingTotals,
  enterpriseDistribution,
  ipHoldings,
  policyMonths,
  renewalCalendar,
  renewalMonths,
  serviceTop,
  subsidyMonths,
  tickerItems,
} from './daping-fixtures.js';

type DapingCallName = Extract<CallName, `daping_${string}`>;

const publicPost = (path: string) =>
  ({ method: 'POST', path, family: 'standard', auth: 'public' }) as const;

/** Bodies with a `months` window: 1..24 whole months. */
const monthsBodies = {
  validBodies: [{}, { months: 12 }, { months: 1 }, { months: 24 }],
  invalidBodies: [
    ['months 0', { months: 0 }],
    ['months 25', { months: 25 }],
    ['fractional months', { months: 1.5 }],
    ['months as a string', { months: '12' }],
  ],
} satisfies Pick<CallCase, 'validBodies' | 'invalidBodies'>;

const [firstPolicyMonth] = policyMonths.list;
const [firstTickerItem, secondTickerItem] = tickerItems.list;

export const dapingCases: Record<DapingCallName, CallCase> = {
  daping_totals: {
    ...publicPost('/api/daping/totals'),
    validBodies: [{}],
    validData: dapingTotals,
    invalidData: [
      ['a negative count', { ...dapingTotals, appeals: -1 }],
      ['a fractional count', { ...dapingTotals, enterprises: 2.5 }],
      ['subsidy money missing', { ...dapingTotals, subsidy_money: undefined }],
      ['negative subsidy money', { ...dapingTotals, subsidy_money: -0.01 }],
    ],
  },
  daping_enterprise_distribution: {
    ...publicPost('/api/daping/enterprise_distribution'),
    validBodies: [{}],
    validData: enterpriseDistribution,
    invalidData: [
      ['districts missing', { industries: enterpriseDistribution.industries }],
      [
        'a count as a string',
        { ...enterpriseDistribution, industries: [{ name: '制造业', count: '3' }] },
      ],
    ],
  },
  daping_policy_monthly: {
    ...publicPost('/api/daping/policy_monthly'),
    ...monthsBodies,
    validData: policyMonths,
    invalidData: [
      ['month 2026-13', { list: [{ ...firstPolicyMonth, month: '2026-13' }] }],
      ['month as 2026/01', { list: [{ ...firstPolicyMonth, month: '2026/01' }] }],
      ['a level missing', { list: [{ ...firstPolicyMonth, district: undefined }] }],
    ],
  },
  daping_subsidy_monthly: {
    ...publicPost('/api/daping/subsidy_monthly'),
    ...monthsBodies,
    validData: subsidyMonths,
    invalidData: [
      ['negative money', { list: [{ month: '2026-01', money: -1, companies: 0 }] }],
      ['companies missing', { list: [{ month: '2026-01', money: 1 }] }],
    ],
  },
  daping_appeal_status: {
    ...publicPost('/api/daping/appeal_status'),
    validBodies: [{}],
    validData: appealStatus,
    invalidData: [
      ['a rate above 1', { ...appealStatus, handling_rate: 1.2 }],
      ['average days missing', { ...appealStatus, average_handling_days: undefined }],
      ['negative average days', { ...appealStatus, average_handling_days: -1 }],
    ],
  },
  daping_appeal_funnel: {
    ...publicPost('/api/daping/appeal_funnel'),
    validBodies: [{}],
    validData: appealFunnel,
    invalidData: [
      ['a stage missing', { stages: appealFunnel.stages.slice(0, 3) }],
      [
        'an unknown stage',
        { stages: [...appealFunnel.stages.slice(0, 3), { stage: 'closed', count: 1 }] },
      ],
    ],
  },
  daping_appeal_monthly: {
    ...publicPost('/api/daping/appeal_monthly'),
    ...monthsBodies,
    validData: appealMonths,
    invalidData: [['done missing', { list: [{ month: '2026-01', submitted: 3 }] }]],
  },
  daping_ip_holdings: {
    ...publicPost('/api/daping/ip_holdings'),
    validBodies: [{}],
    validData: ipHoldings,
    invalidData: [
      ['a kind missing', { kinds: ipHoldings.kinds.slice(1) }],
      ['an unknown kind', { kinds: [...ipHoldings.kinds.slice(1), { kind: 'domain', count: 1 }] }],
    ],
  },
  daping_ip_renewals: {
    ...publicPost('/api/daping/ip_renewals'),
    ...monthsBodies,
    validData: renewalMonths,
    invalidData: [
      [
        'qualification missing',
        {
          list: [
            { month: '2026-01', patent: 1, trademark: 0, copyright: 0, software_copyright: 0 },
          ],
        },
      ],
    ],
  },
  daping_renewal_calendar: {
    ...publicPost('/api/daping/renewal_calendar'),
    validBodies: [{}, { days: 30 }, { days: 1 }, { days: 366 }],
    invalidBodies: [
      ['days 0', { days: 0 }],
      ['days 367', { days: 367 }],
      ['days as a string', { days: '90' }],
    ],
    validData: renewalCalendar,
    invalidData: [
      ['an end day without zero padding', { ...renewalCalendar, end: '2026-2-1' }],
      ['a day without its count', { ...renewalCalendar, days: [{ date: '2026-01-30' }] }],
    ],
  },
  daping_service_top: {
    ...publicPost('/api/daping/service_top'),
    validBodies: [{}, { limit: 10 }, { limit: 1 }, { limit: 20 }],
    invalidBodies: [
      ['limit 0', { limit: 0 }],
      ['limit 21', { limit: 21 }],
    ],
    validData: serviceTop,
    invalidData: [['applications missing', { list: [{ id: 1, policy_name: '服务' }] }]],
  },
  daping_ticker: {
    ...publicPost('/api/daping/ticker'),
    validBodies: [{}, { limit: 20 }, { limit: 50 }],
    invalidBodies: [
      ['limit 0', { limit: 0 }],
      ['limit 51', { limit: 51 }],
    ],
    validData: tickerItems,
    invalidData: [
      ['an unknown kind', { list: [{ ...firstTickerItem, kind: 'news' }] }],
      ['an award without money', { list: [{ ...firstTickerItem, money: undefined }] }],
      ['an appeal with an unknown status', { list: [{ ...secondTickerItem, status: 'closed' }] }],
      ['time as a date string', { list: [{ ...secondTickerItem, time: '2026-01-01' }] }],
    ],
  },
};
