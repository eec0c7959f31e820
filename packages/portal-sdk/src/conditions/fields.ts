// The enterprise-profile fields a condition may test (DOMAIN §2 "typical profile fields"). Each
// names where its value comes from, so an answer can say 来源 and 日期, and which screen settles it
// when it is missing (a 待确认 condition links there).
export interface MatchFieldInfo {
  readonly label: string;
  /** number: eq/ne/gt/gte/lt/lte/between; date: years_since_*; text: eq/ne/in; list: contains_*; flag: is_true. */
  readonly kind: 'number' | 'date' | 'text' | 'list' | 'flag';
  /** Shown after a number: 万元, %, 人, 件. */
  readonly unit?: string;
  /** The portal screen whose form holds the field (a 待确认 links there). */
  readonly settledAt: '/information' | '/intellect';
}

export const MATCH_FIELDS = {
  district: { label: '注册地（区）', kind: 'text', settledAt: '/information' },
  street: { label: '注册地（街道）', kind: 'text', settledAt: '/information' },
  established_on: { label: '成立日期', kind: 'date', settledAt: '/information' },
  industry_code: { label: '国民经济行业分类', kind: 'text', settledAt: '/information' },
  scale: { label: '企业规模', kind: 'text', settledAt: '/information' },
  average_staff: { label: '年平均从业人数', kind: 'number', unit: '人', settledAt: '/information' },
  revenue: { label: '上年度营业收入', kind: 'number', unit: '万元', settledAt: '/information' },
  rd_spending: { label: '上年度研发费用', kind: 'number', unit: '万元', settledAt: '/information' },
  rd_share: {
    label: '研发费用占营业收入比例',
    kind: 'number',
    unit: '%',
    settledAt: '/information',
  },
  tax_paid: { label: '上年度纳税额', kind: 'number', unit: '万元', settledAt: '/information' },
  qualifications: { label: '企业资质', kind: 'list', settledAt: '/information' },
  invention_patents: { label: '有效发明专利', kind: 'number', unit: '件', settledAt: '/intellect' },
  utility_patents: {
    label: '有效实用新型专利',
    kind: 'number',
    unit: '件',
    settledAt: '/intellect',
  },
  design_patents: {
    label: '有效外观设计专利',
    kind: 'number',
    unit: '件',
    settledAt: '/intellect',
  },
  trademarks: { label: '有效注册商标', kind: 'number', unit: '件', settledAt: '/intellect' },
  software_copyrights: { label: '软件著作权', kind: 'number', unit: '件', settledAt: '/intellect' },
  credit_clean: { label: '近三年无严重失信记录', kind: 'flag', settledAt: '/information' },
} as const satisfies Record<string, MatchFieldInfo>;

export type MatchField = keyof typeof MATCH_FIELDS;
export const MATCH_FIELD_NAMES = Object.keys(MATCH_FIELDS) as [MatchField, ...MatchField[]];

/**
 * The qualifications the platform records (资质, DOMAIN §2 and the qualification records): what a
 * condition on `qualifications` is offered to choose from. A condition may name another one; it is
 * then met only by an enterprise holding a qualification of exactly that name.
 */
export const KNOWN_QUALIFICATIONS = [
  '高新技术企业',
  '科技型中小企业',
  '专精特新中小企业',
  '专精特新“小巨人”企业',
  '瞪羚企业',
  '规模以上工业企业',
  '浙江省企业研究开发中心',
  '杭州市企业高新技术研究开发中心',
  'ISO 9001 质量管理体系认证',
  'ISO 14001 环境管理体系认证',
] as const;
