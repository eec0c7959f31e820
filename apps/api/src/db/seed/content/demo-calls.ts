// Calls designed against demo_enterprise's record (enterprise-record.ts: 西湖区, founded
// 2016-05-18, 中型, industry 653, 262 staff, revenue 18 650.5 万元, R&D 2 310 万元, tax 986.4 万元;
// the record holds no credit statement, so 近三年无严重失信记录 is 待确认), so that /match shows every
// level: 可申报, 可能符合 and 差一点 (one numeric condition short by a small gap), and one 暂不符合.
// The e2e relies on the 高新 差一点 call: a what-if of 上年度研发费用 = 2500 makes it 可申报.
import type { AmountRule, MatchLevel } from '@qyfw/portal-sdk/conditions';
import type { DeliveryMode } from '../../schema/index.js';
import type { FieldKey, LeafTemplate, MaterialKey, WindowState } from './call-catalogue.js';
import type { Issuer } from './policy-catalogue.js';
import { DISTRICTS } from './places.js';

export interface DemoCall {
  /** The call's title without its year: `${year}年度${title}`. */
  readonly title: string;
  readonly mode: DeliveryMode;
  readonly window: WindowState;
  readonly supportType: string;
  readonly ceiling: number;
  readonly supportText: string;
  /** How a 免申即享 case's amount is computed (the support line, as data). */
  readonly amountRule?: AmountRule;
  readonly conditions: readonly LeafTemplate[];
  readonly checklist: readonly string[];
  readonly materials: readonly MaterialKey[];
  readonly fields: readonly FieldKey[];
  /** What demo_enterprise's profile makes of it (the seed test checks). */
  readonly expected: { readonly level: MatchLevel; readonly nearMiss: boolean };
}

export interface DemoDocument {
  readonly key: string;
  readonly level: number;
  readonly region: string;
  readonly issuer: Issuer;
  /** The catalogue topic it belongs to (themes, industries, support line). */
  readonly subject: string;
  readonly title: string;
  readonly amount: number;
  readonly publishedDaysAgo: number;
  readonly call: DemoCall;
}

const HANGZHOU = DISTRICTS.map((district) => district.name);

const inHangzhou: LeafTemplate = {
  label: '注册地在杭州市',
  clause: '第二条第（一）项',
  field: 'district',
  op: 'in',
  value: HANGZHOU,
};
const inXihu: LeafTemplate = {
  label: '注册地在西湖区',
  clause: '第二条第（一）项',
  field: 'district',
  op: 'eq',
  value: '西湖区',
};

/** The exact title (without the year) the e2e's what-if finds. */
export const DEMO_NEAR_MISS_TITLE = '杭州市高新技术企业研发投入补助';
/** The what-if that turns it into 可申报. */
export const DEMO_NEAR_MISS_WHAT_IF = { field: 'rd_spending', value: 2500 } as const;

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    key: 'rd-subsidy',
    level: 20,
    region: '杭州市',
    issuer: { unit: '杭州市科学技术局', prefix: '杭科' },
    subject: '研发费用补助',
    title: '杭州市高新技术企业研发投入补助实施办法',
    amount: 200,
    publishedDaysAgo: 40,
    call: {
      title: DEMO_NEAR_MISS_TITLE,
      mode: 'review',
      window: 'open',
      supportType: '无偿资助',
      ceiling: 200,
      supportText: '按上年度研发费用的 5% 给予补助，单家企业最高 200 万元',
      conditions: [
        inHangzhou,
        {
          label: '成立满1年',
          clause: '第二条第（一）项',
          field: 'established_on',
          op: 'years_since_gte',
          value: 1,
        },
        {
          label: '上年度营业收入不低于2000万元',
          clause: '第二条第（二）项',
          field: 'revenue',
          op: 'gte',
          value: 2000,
        },
        {
          label: '上年度研发费用不低于2500万元',
          clause: '第二条第（三）项',
          field: 'rd_spending',
          op: 'gte',
          value: 2500,
        },
      ],
      checklist: ['研发项目立项资料齐全，研发费用单独归集核算'],
      materials: ['application_form', 'rd_ledger', 'audit_report'],
      fields: ['revenue', 'rd_spending', 'average_staff', 'project_summary'],
      expected: { level: 'ineligible', nearMiss: true },
    },
  },
  {
    key: 'digital-reward',
    level: 21,
    region: '西湖区',
    issuer: { unit: '西湖区经济和信息化局', prefix: '西湖经信' },
    subject: '数字经济高质量发展',
    title: '西湖区促进数字经济企业加大研发投入的奖励办法',
    amount: 100,
    publishedDaysAgo: 30,
    call: {
      title: '西湖区数字经济企业研发投入奖励',
      mode: 'review',
      window: 'open',
      supportType: '奖励',
      ceiling: 100,
      supportText: '按上年度研发费用增量的 10% 给予奖励，最高 100 万元',
      conditions: [
        inXihu,
        {
          label: '成立满3年',
          clause: '第二条第（一）项',
          field: 'established_on',
          op: 'years_since_gte',
          value: 3,
        },
        {
          label: '上年度营业收入不低于5000万元',
          clause: '第二条第（二）项',
          field: 'revenue',
          op: 'gte',
          value: 5000,
        },
        {
          label: '上年度研发费用不低于1000万元',
          clause: '第二条第（三）项',
          field: 'rd_spending',
          op: 'gte',
          value: 1000,
        },
        {
          label: '年平均从业人数不少于100人',
          clause: '第二条第（四）项',
          field: 'average_staff',
          op: 'gte',
          value: 100,
        },
      ],
      checklist: ['项目具有示范带动作用'],
      materials: ['application_form', 'audit_report', 'licence'],
      fields: ['revenue', 'rd_spending', 'average_staff', 'project_name'],
      expected: { level: 'eligible', nearMiss: false },
    },
  },
  {
    key: 'scale-up',
    level: 20,
    region: '杭州市',
    issuer: { unit: '杭州市经济和信息化局', prefix: '杭经信' },
    subject: '中小企业数字化转型',
    title: '杭州市软件和信息服务业企业规模提升奖励办法',
    amount: 50,
    publishedDaysAgo: 50,
    call: {
      title: '杭州市软件和信息服务业企业规模提升奖励',
      mode: 'instant',
      window: 'closing',
      supportType: '奖励',
      ceiling: 50,
      supportText: '营业收入首次突破 1 亿元的，一次性奖励 50 万元',
      conditions: [
        inHangzhou,
        {
          label: '所属行业为软件和信息技术服务业或互联网和相关服务',
          clause: '第二条第（一）项',
          field: 'industry_code',
          op: 'in',
          value: ['65', '64'],
        },
        {
          label: '企业规模为中型或大型',
          clause: '第二条第（二）项',
          field: 'scale',
          op: 'in',
          value: ['中型', '大型'],
        },
        {
          label: '上年度营业收入不低于10000万元',
          clause: '第二条第（二）项',
          field: 'revenue',
          op: 'gte',
          value: 10000,
        },
        {
          label: '上年度纳税额不低于500万元',
          clause: '第二条第（三）项',
          field: 'tax_paid',
          op: 'gte',
          value: 500,
        },
      ],
      checklist: [],
      materials: ['application_form', 'tax_certificate'],
      fields: ['revenue', 'tax_paid'],
      expected: { level: 'eligible', nearMiss: false },
    },
  },
  {
    key: 'stable-jobs',
    level: 21,
    region: '西湖区',
    issuer: { unit: '西湖区人力资源和社会保障局', prefix: '西湖人社' },
    subject: '失业保险稳岗返还',
    title: '西湖区服务业企业稳岗扩岗补助办法',
    amount: 30,
    publishedDaysAgo: 70,
    call: {
      title: '西湖区服务业企业稳岗扩岗补助',
      mode: 'review',
      window: 'rolling',
      supportType: '补贴',
      ceiling: 30,
      supportText: '按新增参保职工每人 1000 元给予补助，单家企业最高 30 万元',
      conditions: [
        inXihu,
        {
          label: '年平均从业人数不少于50人',
          clause: '第二条第（二）项',
          field: 'average_staff',
          op: 'gte',
          value: 50,
        },
        {
          label: '近三年无严重失信记录',
          clause: '第二条第（三）项',
          field: 'credit_clean',
          op: 'is_true',
        },
      ],
      checklist: ['上年度未裁员或裁员率低于规定标准'],
      materials: ['payroll', 'application_form'],
      fields: ['average_staff'],
      expected: { level: 'possible', nearMiss: false },
    },
  },
  {
    key: 'tax-reward',
    level: 21,
    region: '西湖区',
    issuer: { unit: '西湖区经济和信息化局', prefix: '西湖经信' },
    subject: '绿色低碳工厂',
    title: '西湖区亩均效益领跑企业奖励办法',
    amount: 50,
    publishedDaysAgo: 20,
    call: {
      title: '西湖区亩均效益领跑企业奖励',
      mode: 'instant',
      window: 'open',
      supportType: '奖励',
      ceiling: 50,
      supportText: '对亩均税收和研发强度均居前列的企业一次性奖励 50 万元',
      conditions: [
        inXihu,
        {
          label: '上年度营业收入不低于10000万元',
          clause: '第二条第（一）项',
          field: 'revenue',
          op: 'gte',
          value: 10000,
        },
        {
          label: '上年度纳税额不低于1000万元',
          clause: '第二条第（二）项',
          field: 'tax_paid',
          op: 'gte',
          value: 1000,
        },
      ],
      checklist: [],
      materials: ['tax_certificate'],
      fields: ['tax_paid'],
      expected: { level: 'ineligible', nearMiss: true },
    },
  },
  {
    key: 'micro-loans',
    level: 21,
    region: '西湖区',
    issuer: { unit: '西湖区财政局', prefix: '西湖财' },
    subject: '科技贷款贴息',
    title: '西湖区小微企业创业担保贷款贴息办法',
    amount: 20,
    publishedDaysAgo: 15,
    call: {
      title: '西湖区小微企业创业担保贷款贴息',
      mode: 'instant',
      window: 'open',
      supportType: '贷款贴息',
      ceiling: 20,
      supportText: '按贷款市场报价利率的 50% 给予贴息，最高 20 万元',
      conditions: [
        inXihu,
        {
          label: '企业规模为小型或微型',
          clause: '第二条第（一）项',
          field: 'scale',
          op: 'in',
          value: ['小型', '微型'],
        },
        {
          label: '成立不超过5年',
          clause: '第二条第（一）项',
          field: 'established_on',
          op: 'years_since_lte',
          value: 5,
        },
      ],
      checklist: ['贷款用于生产经营'],
      materials: ['application_form', 'invoices'],
      fields: ['investment'],
      expected: { level: 'ineligible', nearMiss: false },
    },
  },
  {
    key: 'exempt-rd',
    level: 21,
    region: '西湖区',
    issuer: { unit: '西湖区科学技术局', prefix: '西湖科' },
    subject: '研发费用补助',
    title: '西湖区企业研发费用补助免申即享实施细则',
    amount: 50,
    publishedDaysAgo: 60,
    call: {
      title: '西湖区企业研发费用补助（免申即享）',
      mode: 'exempt',
      window: 'rolling',
      supportType: '无偿资助',
      ceiling: 50,
      supportText: '按上年度研发费用的 2% 给予补助，最高 50 万元，系统比对后直接兑付',
      amountRule: { kind: 'share', field: 'rd_spending', percent: 2 },
      conditions: [
        inXihu,
        {
          label: '上年度研发费用不低于500万元',
          clause: '第二条第（二）项',
          field: 'rd_spending',
          op: 'gte',
          value: 500,
        },
        {
          label: '年平均从业人数不超过1000人',
          clause: '第二条第（三）项',
          field: 'average_staff',
          op: 'lte',
          value: 1000,
        },
      ],
      checklist: [],
      materials: [],
      fields: [],
      expected: { level: 'eligible', nearMiss: false },
    },
  },
];
