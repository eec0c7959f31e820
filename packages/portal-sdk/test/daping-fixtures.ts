// Valid answers of the data-screen calls, shared by the schema tests.
export const dapingTotals = {
  enterprises: 240,
  registered_enterprises: 137,
  ip_enterprises: 131,
  experts: 48,
  talents: 96,
  policies: 182,
  services: 36,
  appeals: 410,
  subsidy_money: 12_345.67,
};

export const enterpriseDistribution = {
  industries: [
    { name: '新一代信息技术', count: 61 },
    { name: '高端装备制造', count: 40 },
    { name: '其他', count: 3 },
  ],
  districts: [
    { name: '西湖区', count: 52 },
    { name: '余杭区', count: 44 },
  ],
};

export const policyMonths = {
  list: [
    { month: '2025-12', national: 2, province: 4, city: 7, district: 5 },
    { month: '2026-01', national: 0, province: 3, city: 5, district: 9 },
  ],
};

export const subsidyMonths = {
  list: [
    { month: '2025-12', money: 820.5, companies: 14 },
    { month: '2026-01', money: 0, companies: 0 },
  ],
};

export const appealStatus = {
  total: 410,
  pending: 38,
  processing: 57,
  done: 315,
  handling_rate: 0.768,
  average_handling_days: 6.4,
};

export const appealFunnel = {
  stages: [
    { stage: 'submitted', count: 410 },
    { stage: 'accepted', count: 372 },
    { stage: 'processing', count: 372 },
    { stage: 'done', count: 315 },
  ],
};

export const appealMonths = {
  list: [
    { month: '2025-12', submitted: 31, done: 27 },
    { month: '2026-01', submitted: 44, done: 29 },
  ],
};

export const ipHoldings = {
  kinds: [
    { kind: 'patent', count: 320 },
    { kind: 'trademark', count: 141 },
    { kind: 'copyright', count: 37 },
    { kind: 'software_copyright', count: 205 },
    { kind: 'qualification', count: 88 },
  ],
};

export const renewalMonths = {
  list: [
    {
      month: '2026-01',
      patent: 12,
      trademark: 2,
      copyright: 0,
      software_copyright: 1,
      qualification: 4,
    },
    {
      month: '2026-02',
      patent: 9,
      trademark: 0,
      copyright: 1,
      software_copyright: 0,
      qualification: 2,
    },
  ],
};

export const renewalCalendar = {
  start: '2026-01-30',
  end: '2026-02-01',
  days: [
    { date: '2026-01-30', count: 2 },
    { date: '2026-01-31', count: 0 },
    { date: '2026-02-01', count: 5 },
  ],
};

export const serviceTop = {
  list: [
    { id: 4, policy_name: '高新技术企业认定辅导', applications: 186 },
    { id: 9, policy_name: '知识产权贯标咨询', applications: 142 },
  ],
};

export const tickerItems = {
  list: [
    {
      kind: 'award',
      id: 31,
      enterprise_name: '杭州云栖科技有限公司',
      entry_name: '2026年度杭州市专精特新中小企业认定',
      money: 50,
      time: 1_767_225_600,
    },
    {
      kind: 'appeal',
      id: 8,
      category: '政策咨询',
      status: 'processing',
      time: 1_767_139_200,
    },
  ],
};
