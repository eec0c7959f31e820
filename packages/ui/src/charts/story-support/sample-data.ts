// Figures shaped like the data screen's, for stories and tests: a year of months, uneven on purpose.

export const sampleMonths = [
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
] as const;

export const samplePolicySeries = [
  { name: '国家级', data: [2, 1, 3, 2, 0, 4, 2, 1, 3, 5, 2, 3] },
  { name: '省级', data: [4, 6, 3, 5, 7, 4, 6, 8, 5, 7, 9, 6] },
  { name: '市级', data: [7, 9, 12, 8, 10, 14, 9, 11, 13, 10, 15, 12] },
  { name: '区县级', data: [5, 8, 6, 11, 9, 7, 12, 10, 8, 13, 11, 16] },
];

export const sampleSubsidy = {
  money: [320.5, 410, 0, 860.25, 530, 1210.8, 640, 380, 975.5, 720, 1480.3, 690],
  companies: [8, 11, 0, 19, 12, 26, 15, 9, 21, 17, 33, 14],
};

export const sampleIndustries = [
  { name: '新一代信息技术', value: 61 },
  { name: '高端装备制造', value: 44 },
  { name: '生物医药', value: 32 },
  { name: '新材料', value: 27 },
  { name: '节能环保', value: 18 },
  { name: '现代服务业', value: 14 },
];

export const sampleServices = [
  { name: '高新技术企业认定辅导', value: 186 },
  { name: '知识产权贯标咨询', value: 142 },
  { name: '研发费用加计扣除申报', value: 131 },
  { name: '专精特新企业培育', value: 118 },
  { name: '科技型中小企业评价', value: 97 },
  { name: '企业融资对接', value: 84 },
  { name: '人才公寓申请', value: 66 },
  { name: '工业设计服务', value: 52 },
  { name: '法律咨询服务', value: 41 },
  { name: '出口退税辅导', value: 29 },
];

/** 60 days from 2026-02-01 with a few busy days. */
export const sampleCalendarDays = Array.from({ length: 60 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 1, 1 + i)).toISOString().slice(0, 10);
  const count = (i * 7) % 11 === 0 ? 9 : (i * 5) % 7 === 0 ? 4 : i % 3 === 0 ? 1 : 0;
  return { date, count };
});
