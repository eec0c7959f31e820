// What a seeded call for applications asks (DOMAIN §1–§2): per topic, the machine-checkable
// conditions with the clause of the notice each comes from, the conditions only a person can
// judge (a self-check list), the materials and the form. Thresholds are the ones such notices
// usually state; the region condition is added per document (see calls.ts).
import type { ConditionLeaf } from '@qyfw/portal-sdk/conditions';
import type { CallFormField, CallMaterial, DeliveryMode } from '../../schema/index.js';

/**
 * Where a seeded call's window stands on the seed's day (DOMAIN §1; derived, never stored): 未开始,
 * 申报中, 即将截止 (≤ 7 days), 已截止, 常年受理 (no dates).
 */
export const WINDOW_STATES = ['upcoming', 'open', 'closing', 'closed', 'rolling'] as const;
export type WindowState = (typeof WINDOW_STATES)[number];

/** A condition without its id: ids (c1, c2 …) are given in the order the call lists them. */
export type LeafTemplate = Omit<ConditionLeaf, 'id'>;

export interface CallTemplate {
  /** 无偿资助 / 奖励 / 贷款贴息 / 资质认定 … */
  readonly supportType: string;
  /** Whether the call pays money (资质认定 calls have no ceiling). */
  readonly pays: boolean;
  /** The delivery modes such a call is run in, the usual one first. */
  readonly modes: readonly DeliveryMode[];
  readonly conditions: readonly LeafTemplate[];
  readonly checklist: readonly string[];
  /** Keys of MATERIALS. */
  readonly materials: readonly MaterialKey[];
  /** Keys of FORM_FIELDS besides the ones every form has. */
  readonly fields: readonly FieldKey[];
}

const leaf = (
  label: string,
  clause: string,
  field: LeafTemplate['field'],
  op: LeafTemplate['op'],
  value?: LeafTemplate['value'],
): LeafTemplate =>
  value === undefined ? { label, clause, field, op } : { label, clause, field, op, value };

/** The materials calls ask for; libraryKind lets the enterprise's material library supply one. */
export const MATERIALS = {
  application_form: {
    key: 'application_form',
    name: '申报书及信用承诺书（加盖公章）',
    required: true,
    description: '按申报指南附件格式填写，法定代表人签字并加盖单位公章',
    libraryKind: 'application_form',
  },
  licence: {
    key: 'licence',
    name: '营业执照副本复印件',
    required: true,
    description: '加盖单位公章的复印件或电子营业执照截图',
    libraryKind: 'licence',
  },
  audit_report: {
    key: 'audit_report',
    name: '上一年度财务审计报告',
    required: true,
    description: '由会计师事务所出具，含资产负债表、利润表及附注',
    libraryKind: 'audit_report',
  },
  tax_certificate: {
    key: 'tax_certificate',
    name: '完税证明',
    required: false,
    description: '税务部门出具的上一年度纳税证明',
    libraryKind: 'tax_certificate',
  },
  qualification_certificate: {
    key: 'qualification_certificate',
    name: '资质证书',
    required: true,
    description: '高新技术企业、专精特新等有效期内的资质证书',
    libraryKind: 'qualification_certificate',
  },
  ip_certificate: {
    key: 'ip_certificate',
    name: '知识产权证书',
    required: false,
    description: '发明专利证书、软件著作权登记证书等',
    libraryKind: 'ip_certificate',
  },
  rd_ledger: {
    key: 'rd_ledger',
    name: '研发费用辅助账及专项审计报告',
    required: true,
    description: '按研发项目归集的研发费用明细',
  },
  project_plan: {
    key: 'project_plan',
    name: '项目实施方案',
    required: true,
    description: '项目背景、建设内容、投资构成、进度安排和预期效益',
  },
  invoices: {
    key: 'invoices',
    name: '投资凭证（合同、发票、付款凭证）',
    required: true,
    description: '与申报投资额对应的合同、发票及银行付款回单',
  },
  payroll: {
    key: 'payroll',
    name: '社保缴费明细',
    required: true,
    description: '人力社保部门出具的上年度参保缴费明细',
  },
} as const satisfies Record<string, CallMaterial>;
export type MaterialKey = keyof typeof MATERIALS;

/** Form fields; `prefill` names the enterprise-record field the form starts from. */
export const FORM_FIELDS = {
  legal_person: {
    key: 'legal_person',
    label: '法定代表人',
    type: 'text',
    required: true,
    prefill: 'legal_person',
  },
  address: { key: 'address', label: '注册地址', type: 'text', required: true, prefill: 'address' },
  contact: { key: 'contact', label: '项目联系人', type: 'text', required: true },
  contact_phone: { key: 'contact_phone', label: '联系电话', type: 'text', required: true },
  revenue: {
    key: 'revenue',
    label: '上年度营业收入',
    type: 'number',
    unit: '万元',
    required: true,
    prefill: 'revenue',
  },
  rd_spending: {
    key: 'rd_spending',
    label: '上年度研发费用',
    type: 'number',
    unit: '万元',
    required: true,
    prefill: 'rd_spending',
  },
  average_staff: {
    key: 'average_staff',
    label: '年平均从业人数',
    type: 'number',
    unit: '人',
    required: true,
    prefill: 'average_staff',
  },
  tax_paid: {
    key: 'tax_paid',
    label: '上年度纳税额',
    type: 'number',
    unit: '万元',
    required: false,
    prefill: 'tax_paid',
  },
  investment: {
    key: 'investment',
    label: '项目总投资',
    type: 'number',
    unit: '万元',
    required: true,
  },
  project_name: { key: 'project_name', label: '项目名称', type: 'text', required: true },
  project_summary: {
    key: 'project_summary',
    label: '项目简介',
    type: 'textarea',
    required: true,
  },
  started_on: { key: 'started_on', label: '项目开始日期', type: 'date', required: false },
  apply_kind: {
    key: 'apply_kind',
    label: '申报类别',
    type: 'select',
    options: ['首次认定', '重新认定'],
    required: true,
  },
} as const satisfies Record<string, CallFormField>;
export type FieldKey = keyof typeof FORM_FIELDS;

/** Every form opens with who applies and how to reach them. */
export const COMMON_FIELDS: readonly FieldKey[] = [
  'legal_person',
  'address',
  'contact',
  'contact_phone',
];

const founded = (years: number, clause: string) =>
  leaf(`成立满${years}年`, clause, 'established_on', 'years_since_gte', years);
const creditClean = (clause: string) =>
  leaf('近三年无严重失信记录', clause, 'credit_clean', 'is_true');

/** By topic subject (policy-catalogue.ts TOPICS). */
export const CALL_TEMPLATES: Readonly<Record<string, CallTemplate>> = {
  高新技术企业认定: {
    supportType: '奖励',
    pays: true,
    modes: ['review', 'exempt'],
    conditions: [
      founded(1, '第二条第（一）项'),
      leaf('拥有发明专利不少于1件', '第二条第（二）项', 'invention_patents', 'gte', 1),
      leaf('研发费用占营业收入比例不低于5%', '第二条第（四）项', 'rd_share', 'gte', 5),
      creditClean('第二条第（六）项'),
    ],
    checklist: ['科技人员占职工总数比例不低于10%', '高新技术产品（服务）收入占比不低于60%'],
    materials: ['application_form', 'licence', 'audit_report', 'rd_ledger', 'ip_certificate'],
    fields: ['apply_kind', 'revenue', 'rd_spending', 'average_staff'],
  },
  专精特新中小企业认定: {
    supportType: '资质认定',
    pays: false,
    modes: ['review'],
    conditions: [
      founded(3, '第二条第（一）项'),
      leaf('企业规模为中型、小型或微型', '第二条第（一）项', 'scale', 'in', [
        '中型',
        '小型',
        '微型',
      ]),
      leaf('研发费用占营业收入比例不低于3%', '第二条第（三）项', 'rd_share', 'gte', 3),
      leaf('上年度营业收入不低于1000万元', '第二条第（二）项', 'revenue', 'gte', 1000),
    ],
    checklist: [
      '主营业务收入占营业收入总额比重不低于70%',
      '近三年未发生重大安全、质量、环境污染事故',
    ],
    materials: ['application_form', 'licence', 'audit_report', 'ip_certificate'],
    fields: ['revenue', 'rd_spending', 'average_staff'],
  },
  数字经济高质量发展: {
    supportType: '无偿资助',
    pays: true,
    modes: ['review', 'instant'],
    conditions: [
      leaf('上年度营业收入不低于500万元', '第三条第（一）项', 'revenue', 'gte', 500),
      leaf('软件著作权不少于2件', '第三条第（二）项', 'software_copyrights', 'gte', 2),
      creditClean('第三条第（四）项'),
    ],
    checklist: ['项目具有示范带动作用', '项目投资构成合理、效益测算可信'],
    materials: ['application_form', 'licence', 'project_plan', 'invoices'],
    fields: ['project_name', 'project_summary', 'investment', 'revenue'],
  },
  知识产权示范企业培育: {
    supportType: '奖励',
    pays: true,
    modes: ['review'],
    conditions: [
      leaf('拥有有效发明专利不少于5件', '第二条第（二）项', 'invention_patents', 'gte', 5),
      leaf('有效注册商标不少于2件', '第二条第（二）项', 'trademarks', 'gte', 2),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['知识产权管理制度健全，设有专门管理机构'],
    materials: ['application_form', 'licence', 'ip_certificate'],
    fields: ['project_summary'],
  },
  研发费用补助: {
    supportType: '无偿资助',
    pays: true,
    modes: ['exempt', 'instant'],
    conditions: [
      leaf('资质包含科技型中小企业', '第二条第（一）项', 'qualifications', 'contains_any', [
        '科技型中小企业',
      ]),
      leaf('上年度研发费用不低于100万元', '第二条第（二）项', 'rd_spending', 'gte', 100),
      leaf('年平均从业人数不超过500人', '第二条第（三）项', 'average_staff', 'lte', 500),
    ],
    checklist: [],
    materials: ['rd_ledger', 'tax_certificate'],
    fields: ['rd_spending', 'revenue'],
  },
  '首台（套）装备认定': {
    supportType: '奖励',
    pays: true,
    modes: ['review'],
    conditions: [
      founded(2, '第二条第（一）项'),
      leaf('拥有发明专利不少于2件', '第二条第（一）项', 'invention_patents', 'gte', 2),
    ],
    checklist: ['产品技术指标达到国内领先或国际先进水平', '产品已实现首次销售或已签订销售合同'],
    materials: ['application_form', 'licence', 'project_plan', 'invoices', 'ip_certificate'],
    fields: ['project_name', 'project_summary', 'investment'],
  },
  生物医药产业发展: {
    supportType: '无偿资助',
    pays: true,
    modes: ['review'],
    conditions: [
      leaf('研发费用占营业收入比例不低于8%', '第二条第（二）项', 'rd_share', 'gte', 8),
      creditClean('第二条第（四）项'),
    ],
    checklist: ['项目已取得临床试验批件或产品注册证', '承诺在本地实现产业化'],
    materials: ['application_form', 'licence', 'project_plan', 'audit_report'],
    fields: ['project_name', 'project_summary', 'investment', 'rd_spending'],
  },
  就业见习补贴: {
    supportType: '补贴',
    pays: true,
    modes: ['instant'],
    conditions: [
      leaf('年平均从业人数不少于10人', '第二条第（一）项', 'average_staff', 'gte', 10),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['已与见习人员签订见习协议并购买人身意外伤害保险'],
    materials: ['payroll', 'application_form'],
    fields: ['average_staff'],
  },
  外贸发展专项资金: {
    supportType: '无偿资助',
    pays: true,
    modes: ['review', 'instant'],
    conditions: [
      leaf('上年度营业收入不低于300万元', '第二条第（二）项', 'revenue', 'gte', 300),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['参展项目列入年度重点境外展会目录'],
    materials: ['application_form', 'licence', 'invoices'],
    fields: ['project_name', 'investment'],
  },
  节能降碳技术改造: {
    supportType: '无偿资助',
    pays: true,
    modes: ['review'],
    conditions: [
      leaf('上年度营业收入不低于2000万元（规模以上）', '第二条第（一）项', 'revenue', 'gte', 2000),
      founded(2, '第二条第（一）项'),
    ],
    checklist: ['项目已完工并通过第三方节能量审核', '年节能量达到500吨标准煤以上'],
    materials: ['application_form', 'licence', 'project_plan', 'invoices', 'audit_report'],
    fields: ['project_name', 'project_summary', 'investment', 'started_on'],
  },
  新材料首批次应用: {
    supportType: '保费补贴',
    pays: true,
    modes: ['instant', 'review'],
    conditions: [leaf('上年度营业收入不低于1000万元', '第三条第（一）项', 'revenue', 'gte', 1000)],
    checklist: ['产品列入《重点新材料首批次应用示范指导目录》'],
    materials: ['application_form', 'licence', 'invoices'],
    fields: ['project_name', 'investment'],
  },
  文化科技融合: {
    supportType: '无偿资助',
    pays: true,
    modes: ['review'],
    conditions: [
      leaf('上年度营业收入不低于500万元', '第二条第（三）项', 'revenue', 'gte', 500),
      leaf('软件著作权不少于1件', '第二条第（二）项', 'software_copyrights', 'gte', 1),
    ],
    checklist: ['项目具有原创性和示范带动作用'],
    materials: ['application_form', 'licence', 'project_plan'],
    fields: ['project_name', 'project_summary', 'investment'],
  },
  失业保险稳岗返还: {
    supportType: '稳岗返还',
    pays: true,
    modes: ['exempt'],
    conditions: [
      leaf('年平均从业人数不少于5人', '第二条第（一）项', 'average_staff', 'gte', 5),
      creditClean('第二条第（三）项'),
    ],
    checklist: [],
    materials: [],
    fields: [],
  },
  科技贷款贴息: {
    supportType: '贷款贴息',
    pays: true,
    modes: ['instant', 'review'],
    conditions: [
      leaf(
        '资质包含科技型中小企业或高新技术企业',
        '第二条第（一）项',
        'qualifications',
        'contains_any',
        ['科技型中小企业', '高新技术企业'],
      ),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['贷款用于研发和成果转化'],
    materials: ['application_form', 'licence', 'invoices'],
    fields: ['investment'],
  },
  高层次人才创业资助: {
    supportType: '无偿资助',
    pays: true,
    modes: ['review'],
    conditions: [leaf('成立不超过5年', '第二条第（二）项', 'established_on', 'years_since_lte', 5)],
    checklist: ['人才担任法定代表人或第一大股东', '项目技术水平国内领先'],
    materials: ['application_form', 'licence', 'project_plan'],
    fields: ['project_name', 'project_summary'],
  },
  绿色低碳工厂: {
    supportType: '奖励',
    pays: true,
    modes: ['review'],
    conditions: [
      founded(3, '第二条第（一）项'),
      leaf('上年度营业收入不低于2000万元', '第二条第（一）项', 'revenue', 'gte', 2000),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['单位产品能耗、水耗达到行业先进水平'],
    materials: ['application_form', 'licence', 'audit_report', 'project_plan'],
    fields: ['project_summary', 'revenue'],
  },
  中小企业数字化转型: {
    supportType: '无偿资助',
    pays: true,
    modes: ['review', 'instant'],
    conditions: [
      leaf('企业规模为中型、小型或微型', '第二条第（一）项', 'scale', 'in', [
        '中型',
        '小型',
        '微型',
      ]),
      leaf('上年度营业收入不低于2000万元', '第二条第（一）项', 'revenue', 'gte', 2000),
    ],
    checklist: ['数字化改造项目已完成并通过验收'],
    materials: ['application_form', 'licence', 'project_plan', 'invoices'],
    fields: ['project_name', 'investment', 'started_on'],
  },
  科技型中小企业评价: {
    supportType: '奖励',
    pays: true,
    modes: ['review', 'exempt'],
    conditions: [
      leaf('年平均从业人数不超过500人', '第二条第（一）项', 'average_staff', 'lte', 500),
      leaf('上年度营业收入不超过20000万元', '第二条第（二）项', 'revenue', 'lte', 20000),
      creditClean('第二条第（四）项'),
    ],
    checklist: ['科技人员占职工总数比例不低于10%'],
    materials: ['application_form', 'licence', 'audit_report'],
    fields: ['revenue', 'rd_spending', 'average_staff'],
  },
  工业企业技术改造: {
    supportType: '无偿资助',
    pays: true,
    modes: ['review'],
    conditions: [
      leaf('上年度营业收入不低于2000万元（规模以上）', '第二条第（一）项', 'revenue', 'gte', 2000),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['项目已竣工投产', '生产性设备投资额不低于500万元'],
    materials: ['application_form', 'licence', 'project_plan', 'invoices', 'audit_report'],
    fields: ['project_name', 'project_summary', 'investment', 'started_on'],
  },
  技能人才培养: {
    supportType: '补贴',
    pays: true,
    modes: ['instant', 'review'],
    conditions: [
      leaf('年平均从业人数不少于20人', '第二条第（一）项', 'average_staff', 'gte', 20),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['培训对象为本企业在职职工并已取得职业技能等级证书'],
    materials: ['application_form', 'payroll'],
    fields: ['average_staff'],
  },
  境内外展会补助: {
    supportType: '无偿资助',
    pays: true,
    modes: ['instant', 'review'],
    conditions: [creditClean('第二条第（三）项')],
    checklist: ['所参展会列入年度重点展会目录'],
    materials: ['application_form', 'licence', 'invoices'],
    fields: ['project_name', 'investment'],
  },
  标准化项目资助: {
    supportType: '奖励',
    pays: true,
    modes: ['review'],
    conditions: [founded(1, '第二条第（一）项'), creditClean('第二条第（三）项')],
    checklist: ['作为主要起草单位主导制定的标准已正式发布'],
    materials: ['application_form', 'licence', 'ip_certificate'],
    fields: ['project_name', 'project_summary'],
  },
  融资担保降费奖补: {
    supportType: '贷款贴息',
    pays: true,
    modes: ['instant'],
    conditions: [
      leaf('企业规模为小型或微型', '第二条第（一）项', 'scale', 'in', ['小型', '微型']),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['贷款由政府性融资担保机构提供担保'],
    materials: ['application_form', 'licence', 'invoices'],
    fields: ['investment'],
  },
  知识产权质押融资: {
    supportType: '贷款贴息',
    pays: true,
    modes: ['instant'],
    conditions: [
      leaf('拥有有效专利或注册商标', '第二条第（一）项', 'trademarks', 'gte', 1),
      creditClean('第二条第（三）项'),
    ],
    checklist: ['质押合同已在国家知识产权局办理登记'],
    materials: ['application_form', 'licence', 'invoices', 'ip_certificate'],
    fields: ['investment'],
  },
};

/** The template of a topic; every topic of the catalogue has one (a test checks). */
export function callTemplateOf(subject: string): CallTemplate {
  const template = CALL_TEMPLATES[subject];
  if (!template) throw new Error(`no call template for ${subject}`);
  return template;
}
