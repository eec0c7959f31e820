// The governments that issue policies at each level (contract §9: 18 national, 19 province, 20 city,
// 21 district) and the kinds of policy they issue, with the lines their bodies are made of.
import { POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import type { PolicyValidity, PublishState } from '../../schema/index.js';

export interface Issuer {
  readonly unit: string;
  /** Opening of its document numbers, e.g. 浙经信企业 → 浙经信企业〔2026〕12号. */
  readonly prefix: string;
}

/**
 * The department families that issue policies (issue 25: a 高企认定 by a 人社局 or a 稳岗返还 by a
 * 科技局 is nothing anyone would believe): 科技, 经信, 人社, 商务, 市场监管 (知识产权, 标准),
 * 财政 (贴息, 担保) and the government itself (its office), for the comprehensive 若干政策.
 */
export const FAMILIES = ['sci', 'eco', 'hr', 'com', 'mkt', 'fin', 'gov'] as const;
export type Family = (typeof FAMILIES)[number];

/** What each family's units are called, to check an issuer against its family. */
export const FAMILY_UNIT_PATTERNS: Readonly<Record<Family, RegExp>> = {
  sci: /科学技术(部|厅|局)$/,
  eco: /(工业和信息化部|经济和信息化(厅|局))$/,
  hr: /人力资源和社会保障(部|厅|局)$/,
  com: /商务(部|厅|局)$/,
  mkt: /(国家知识产权局|市场监督管理(总局|局))$/,
  fin: /财政(部|厅|局)$/,
  gov: /(国务院办公厅|人民政府办公厅|人民政府)$/,
};

export interface LevelCatalogue {
  readonly level: PolicyLevel;
  /** Where its policies apply; the district level picks one district per policy. */
  readonly regions: readonly string[];
  /** The issuing unit of each family at this level. */
  readonly issuers: Readonly<Record<Family, Issuer>>;
}

export const LEVELS: readonly LevelCatalogue[] = [
  {
    level: POLICY_LEVELS.national,
    regions: ['全国'],
    issuers: {
      sci: { unit: '科学技术部', prefix: '国科发' },
      eco: { unit: '工业和信息化部', prefix: '工信部企业' },
      hr: { unit: '人力资源和社会保障部', prefix: '人社部发' },
      com: { unit: '商务部', prefix: '商贸发' },
      mkt: { unit: '国家知识产权局', prefix: '国知发' },
      fin: { unit: '财政部', prefix: '财建' },
      gov: { unit: '国务院办公厅', prefix: '国办发' },
    },
  },
  {
    level: POLICY_LEVELS.province,
    regions: ['浙江省'],
    issuers: {
      sci: { unit: '浙江省科学技术厅', prefix: '浙科发' },
      eco: { unit: '浙江省经济和信息化厅', prefix: '浙经信企业' },
      hr: { unit: '浙江省人力资源和社会保障厅', prefix: '浙人社发' },
      com: { unit: '浙江省商务厅', prefix: '浙商务发' },
      mkt: { unit: '浙江省市场监督管理局', prefix: '浙市监知' },
      fin: { unit: '浙江省财政厅', prefix: '浙财企' },
      gov: { unit: '浙江省人民政府办公厅', prefix: '浙政办发' },
    },
  },
  {
    level: POLICY_LEVELS.city,
    regions: ['杭州市'],
    issuers: {
      sci: { unit: '杭州市科学技术局', prefix: '杭科' },
      eco: { unit: '杭州市经济和信息化局', prefix: '杭经信' },
      hr: { unit: '杭州市人力资源和社会保障局', prefix: '杭人社发' },
      com: { unit: '杭州市商务局', prefix: '杭商务' },
      mkt: { unit: '杭州市市场监督管理局', prefix: '杭市管' },
      fin: { unit: '杭州市财政局', prefix: '杭财企' },
      gov: { unit: '杭州市人民政府办公厅', prefix: '杭政办函' },
    },
  },
  {
    level: POLICY_LEVELS.district,
    regions: ['西湖区', '滨江区', '余杭区', '上城区', '拱墅区', '萧山区'],
    issuers: {
      sci: { unit: '{region}科学技术局', prefix: '{short}科' },
      eco: { unit: '{region}经济和信息化局', prefix: '{short}经信' },
      hr: { unit: '{region}人力资源和社会保障局', prefix: '{short}人社' },
      com: { unit: '{region}商务局', prefix: '{short}商务' },
      mkt: { unit: '{region}市场监督管理局', prefix: '{short}市监' },
      fin: { unit: '{region}财政局', prefix: '{short}财' },
      gov: { unit: '{region}人民政府', prefix: '{short}政' },
    },
  },
];

/**
 * One way a programme's documents are titled, with the title of the call each one opens.
 * `{year}`, `{region}` are filled in; a title opening with 关于 is prefixed with its issuing unit
 * (as portals list them), one opening with {region} is a standing document, issued once per
 * region, and never at the national level. A call name's `{year}` is its document's year when the
 * title has one (a 2025年度 notice opens 2025年度 calls), otherwise the year its window opens.
 */
export interface TitleVariant {
  readonly title: string;
  readonly call: string;
}

export interface PolicyTopic {
  /** What it is about, for the award lists and the knowledge items. */
  readonly subject: string;
  /** The department families that issue it, the usual one first. */
  readonly families: readonly Family[];
  /** The levels that issue it and the ceilings (万元) a document of that level sets. */
  readonly amounts: Readonly<Partial<Record<PolicyLevel, readonly number[]>>>;
  readonly variants: readonly TitleVariant[];
  /** '' for every industry. */
  readonly industry: string;
  /** GB/T 4754 codes (门类 letter, 大类 or 中类 digits) it targets; empty for every industry. */
  readonly industryCodes: readonly string[];
  /** Theme tags of the 政策库 filter (资质认定, 金融扶持, 稳岗, 科技创新 …). */
  readonly themes: readonly string[];
  readonly goal: string;
  readonly conditions: readonly string[];
  /** `{amount}` is the document's ceiling in 万元. */
  readonly support: string;
}

export const TOPICS: readonly PolicyTopic[] = [
  // 科技
  {
    subject: '高新技术企业认定',
    families: ['sci'],
    amounts: { 19: [30, 50], 20: [20, 30, 50], 21: [10, 20, 30] },
    variants: [
      {
        title: '关于开展{year}年度高新技术企业认定工作的通知',
        call: '{year}年度{region}高新技术企业认定申报',
      },
      {
        title: '关于兑现{year}年度高新技术企业认定奖励的通知',
        call: '{year}年度{region}高新技术企业认定奖励兑现',
      },
      {
        title: '{region}高新技术企业培育扶持办法',
        call: '{year}年度{region}高新技术企业培育奖励申报',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['资质认定', '科技创新'],
    goal: '引导企业加大研发投入、提升自主创新能力，壮大高新技术企业群体',
    conditions: [
      '在{region}注册成立一年以上的居民企业',
      '拥有对其主要产品（服务）在技术上发挥核心支持作用的知识产权的所有权',
      '从事研发和相关技术创新活动的科技人员占企业当年职工总数的比例不低于10%',
      '近三个会计年度的研究开发费用总额占同期销售收入总额的比例符合规定要求',
      '近一年高新技术产品（服务）收入占企业同期总收入的比例不低于60%',
    ],
    support: '对首次通过认定的高新技术企业给予最高{amount}万元的一次性奖励，重新认定的减半奖励',
  },
  {
    subject: '研发费用补助',
    families: ['sci'],
    amounts: { 19: [100, 200, 300], 20: [50, 100, 200], 21: [20, 50, 100] },
    variants: [
      { title: '{year}年度企业研发费用补助申报指南', call: '{year}年度{region}企业研发费用补助' },
      {
        title: '关于下达{year}年度企业研发投入补助资金的通知',
        call: '{year}年度{region}企业研发投入补助资金拨付',
      },
      { title: '{region}企业研发投入后补助实施办法', call: '{year}年度{region}企业研发投入后补助' },
    ],
    industry: '',
    industryCodes: [],
    themes: ['科技创新', '金融扶持'],
    goal: '鼓励企业持续加大研发投入，提升自主创新能力',
    conditions: [
      '已入库国家科技型中小企业评价系统或为有效期内高新技术企业的{region}企业',
      '上一年度研发费用已按规定享受税前加计扣除',
      '研发费用较上年度有所增长',
    ],
    support: '按企业上年度研发费用增量的10%给予补助，最高不超过{amount}万元',
  },
  {
    subject: '科技型中小企业评价',
    families: ['sci'],
    amounts: { 18: [5, 10], 19: [5, 10], 20: [5, 10], 21: [3, 5] },
    variants: [
      {
        title: '关于开展{year}年度科技型中小企业评价工作的通知',
        call: '{year}年度{region}科技型中小企业评价入库申报',
      },
      {
        title: '关于做好{year}年度科技型中小企业入库奖励工作的通知',
        call: '{year}年度{region}科技型中小企业入库奖励',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['资质认定', '科技创新'],
    goal: '培育壮大科技型中小企业群体，落实研发费用加计扣除等优惠政策',
    conditions: [
      '在{region}注册的居民企业，职工总数不超过500人',
      '年销售收入不超过2亿元、资产总额不超过2亿元',
      '企业科技人员占职工总数的比例不低于10%',
    ],
    support: '入库企业享受研发费用加计扣除等优惠政策，对首次入库的企业给予{amount}万元奖励',
  },
  {
    subject: '科技贷款贴息',
    families: ['sci', 'fin'],
    amounts: { 20: [50, 100], 21: [20, 30, 50] },
    variants: [
      {
        title: '{region}科技型中小企业贷款贴息实施细则',
        call: '{year}年度{region}科技型中小企业贷款贴息',
      },
      {
        title: '关于开展{year}年度科技信贷贴息申报工作的通知',
        call: '{year}年度{region}科技信贷贴息申报',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['金融扶持', '科技创新'],
    goal: '缓解科技型中小企业融资难、融资贵问题',
    conditions: [
      '在{region}注册、已入库国家科技型中小企业评价系统的企业',
      '上一年度从合作银行获得一年期以上科技贷款且按期还本付息',
      '贷款用于研发和成果转化',
    ],
    support: '按实际支付利息的50%给予贴息，单家企业每年最高{amount}万元',
  },
  {
    subject: '文化科技融合',
    families: ['sci', 'gov'],
    amounts: { 20: [100, 200, 300], 21: [50, 100] },
    variants: [
      {
        title: '{region}关于促进文化和科技深度融合的若干措施',
        call: '{year}年度{region}文化科技融合重点项目申报',
      },
      {
        title: '关于组织申报{year}年度文化科技融合示范项目的通知',
        call: '{year}年度{region}文化科技融合示范项目申报',
      },
    ],
    industry: '数字创意',
    industryCodes: ['86', '87', '88', '657'],
    themes: ['数字化', '科技创新'],
    goal: '培育数字文化新业态，壮大文化创意产业',
    conditions: [
      '在{region}注册的文化科技类企业',
      '项目具有原创性，拥有相关著作权',
      '上一年度营业收入500万元以上',
    ],
    support: '对入选的重点项目按项目投资额的20%给予扶持，单个项目最高{amount}万元',
  },
  // 经信
  {
    subject: '专精特新中小企业认定',
    families: ['eco'],
    amounts: { 18: [300, 600], 19: [50, 100], 20: [30, 50, 100], 21: [20, 30, 50] },
    variants: [
      {
        title: '关于组织申报{year}年度专精特新中小企业的通知',
        call: '{year}年度{region}专精特新中小企业认定申报',
      },
      {
        title: '关于兑现{year}年度专精特新企业培育奖励的通知',
        call: '{year}年度{region}专精特新企业奖励兑现',
      },
      {
        title: '{region}专精特新中小企业梯度培育实施办法',
        call: '{year}年度{region}专精特新梯度培育奖励申报',
      },
    ],
    industry: '高端装备制造',
    industryCodes: ['C', '65'],
    themes: ['资质认定', '产业升级'],
    goal: '培育一批专注细分市场、创新能力强、质量效益优的专精特新中小企业',
    conditions: [
      '在{region}依法设立、具有独立法人资格的中小企业，且持续经营三年以上',
      '主营业务收入占营业收入总额的比重不低于70%',
      '近两年研发费用总额占营业收入总额的比重不低于3%',
      '拥有有效发明专利或软件著作权等知识产权',
      '近三年未发生重大安全、质量、环境污染等事故',
    ],
    support: '对新认定的专精特新中小企业给予一次性奖励，国家级专精特新“小巨人”企业最高{amount}万元',
  },
  {
    subject: '数字经济高质量发展',
    families: ['eco', 'gov'],
    amounts: { 19: [500, 1000], 20: [200, 300, 500], 21: [100, 200] },
    variants: [
      {
        title: '{region}关于促进数字经济高质量发展的若干政策',
        call: '{year}年度{region}数字经济高质量发展项目申报',
      },
      {
        title: '关于组织申报{year}年度数字经济发展专项资金项目的通知',
        call: '{year}年度{region}数字经济专项资金项目申报',
      },
    ],
    industry: '新一代信息技术',
    industryCodes: ['I', '39'],
    themes: ['数字化', '产业升级'],
    goal: '加快数字产业化和产业数字化，打造数字经济创新发展高地',
    conditions: [
      '注册地、税务征管关系及统计关系均在{region}的数字经济企业',
      '上一年度数字经济核心产业营业收入增长10%以上',
      '具有健全的财务管理制度，无不良信用记录',
    ],
    support: '对数字经济重点项目按设备和软件投资额的20%给予补助，单个项目最高{amount}万元',
  },
  {
    subject: '工业企业技术改造',
    families: ['eco'],
    amounts: { 19: [500, 1000], 20: [300, 500, 1000], 21: [100, 200, 300] },
    variants: [
      {
        title: '关于组织申报{year}年度工业企业技术改造项目补助资金的通知',
        call: '{year}年度{region}工业企业技术改造项目补助',
      },
      {
        title: '{region}工业企业技术改造专项资金管理办法',
        call: '{year}年度{region}技术改造专项资金项目申报',
      },
    ],
    industry: '高端装备制造',
    industryCodes: ['C'],
    themes: ['产业升级'],
    goal: '推动工业企业加大设备更新和技术改造投入，提升产业基础能力',
    conditions: [
      '在{region}注册的规模以上工业企业',
      '项目已竣工投产，生产性设备投资额不低于500万元',
      '项目符合国家和省市产业政策',
    ],
    support: '按项目生产性设备投资额的10%给予补助，单个项目最高{amount}万元',
  },
  {
    subject: '中小企业数字化转型',
    families: ['eco'],
    amounts: { 18: [200, 300], 19: [100, 200], 20: [50, 100], 21: [30, 50] },
    variants: [
      {
        title: '{region}中小企业数字化转型“上云用数赋智”专项资金管理办法',
        call: '{year}年度{region}中小企业数字化改造补助',
      },
      {
        title: '关于开展{year}年度中小企业数字化改造诊断服务的通知',
        call: '{year}年度{region}数字化改造诊断服务申请',
      },
    ],
    industry: '',
    industryCodes: ['C', 'F', 'I'],
    themes: ['数字化'],
    goal: '推动中小企业数字化转型，降低数字化改造门槛',
    conditions: [
      '在{region}注册的中小企业，上一年度营业收入2000万元以上',
      '数字化改造项目已完成并通过验收',
      '项目软硬件投资额不低于50万元',
    ],
    support: '按数字化改造投资额的30%给予补助，单家企业最高{amount}万元',
  },
  {
    subject: '首台（套）装备认定',
    families: ['eco'],
    amounts: { 18: [500, 1000], 19: [200, 300, 500], 20: [100, 200] },
    variants: [
      {
        title: '关于做好{year}年度首台（套）装备认定工作的通知',
        call: '{year}年度{region}首台（套）装备认定申报',
      },
      {
        title: '{region}首台（套）重大技术装备推广应用奖励办法',
        call: '{year}年度{region}首台（套）装备推广应用奖励',
      },
    ],
    industry: '高端装备制造',
    industryCodes: ['34', '35', '40'],
    themes: ['产业升级', '资质认定'],
    goal: '推动重大技术装备创新突破和推广应用',
    conditions: [
      '在{region}注册的装备制造企业，产品具有自主知识产权',
      '产品技术指标达到国内领先或国际先进水平',
      '产品已实现首次销售或已签订销售合同',
    ],
    support: '对认定的首台（套）产品按销售额的15%给予奖励，最高{amount}万元',
  },
  {
    subject: '节能降碳技术改造',
    families: ['eco'],
    amounts: { 18: [1000, 2000], 19: [300, 500], 20: [100, 200, 300], 21: [50, 100] },
    variants: [
      {
        title: '关于组织申报{year}年度工业节能降碳技术改造项目的通知',
        call: '{year}年度{region}工业节能降碳技术改造项目申报',
      },
      {
        title: '{region}关于推进工业领域节能降碳的实施意见',
        call: '{year}年度{region}节能降碳改造补助申报',
      },
    ],
    industry: '节能环保',
    industryCodes: ['C', '44'],
    themes: ['绿色低碳', '产业升级'],
    goal: '推动工业绿色低碳转型，实现碳达峰目标',
    conditions: [
      '在{region}注册的规模以上工业企业',
      '项目实施后年节能量达到500吨标准煤以上',
      '项目已完工并通过第三方节能量审核',
    ],
    support: '按项目设备投资额的10%给予补助，单个项目最高{amount}万元',
  },
  {
    subject: '绿色低碳工厂',
    families: ['eco'],
    amounts: { 19: [50, 100], 20: [30, 50, 100], 21: [20, 30, 50] },
    variants: [
      {
        title: '关于开展{year}年度绿色低碳工厂创建工作的通知',
        call: '{year}年度{region}绿色低碳工厂创建申报',
      },
      { title: '关于兑现{year}年度绿色工厂奖励的通知', call: '{year}年度{region}绿色工厂奖励兑现' },
    ],
    industry: '节能环保',
    industryCodes: ['C'],
    themes: ['绿色低碳'],
    goal: '构建绿色制造体系，推动制造业绿色低碳转型',
    conditions: [
      '在{region}注册、具有独立法人资格的工业企业',
      '单位产品能耗、水耗达到行业先进水平',
      '近三年未发生重大安全、环境污染事故',
    ],
    support: '对新认定的国家级绿色工厂给予最高{amount}万元奖励，省级绿色工厂减半奖励',
  },
  {
    subject: '新材料首批次应用',
    families: ['eco'],
    amounts: { 18: [300, 500], 19: [100, 200] },
    variants: [
      {
        title: '关于开展{year}年度重点新材料首批次应用保险补偿工作的通知',
        call: '{year}年度{region}新材料首批次应用保险补偿申报',
      },
      {
        title: '关于下达{year}年度新材料首批次应用保险补偿资金的通知',
        call: '{year}年度{region}新材料首批次保险补偿资金拨付',
      },
    ],
    industry: '新材料',
    industryCodes: ['26', '29', '30'],
    themes: ['产业升级', '金融扶持'],
    goal: '降低新材料用户的使用风险，加快新材料推广应用',
    conditions: [
      '生产《重点新材料首批次应用示范指导目录》内产品的{region}企业',
      '已投保新材料质量安全责任保险',
      '产品已实现首批次销售',
    ],
    support: '按年度保费的80%给予补贴，单个企业最高{amount}万元',
  },
  {
    subject: '生物医药产业发展',
    families: ['gov', 'eco'],
    amounts: { 19: [1000, 2000, 3000], 20: [500, 1000, 2000], 21: [200, 500, 1000] },
    variants: [
      {
        title: '{region}关于加快生物医药产业高质量发展的若干意见',
        call: '{year}年度{region}生物医药产业发展项目申报',
      },
      {
        title: '关于组织申报{year}年度生物医药产业创新项目的通知',
        call: '{year}年度{region}生物医药创新项目申报',
      },
    ],
    industry: '生物医药',
    industryCodes: ['27', '734'],
    themes: ['产业升级', '科技创新'],
    goal: '打造具有全球影响力的生物医药产业集群',
    conditions: [
      '在{region}注册并开展新药、医疗器械研发生产的企业',
      '项目已取得临床试验批件或产品注册证',
      '企业承诺在{region}实现产业化',
    ],
    support: '对完成临床试验并在本地产业化的创新药，按研发投入的20%给予资助，最高{amount}万元',
  },
  // 人社
  {
    subject: '失业保险稳岗返还',
    families: ['hr'],
    amounts: { 18: [10, 20], 19: [10, 20], 20: [10, 20, 30], 21: [5, 10, 30] },
    variants: [
      {
        title: '关于做好{year}年度失业保险稳岗返还工作的通知',
        call: '{year}年度{region}失业保险稳岗返还',
      },
      {
        title: '关于继续实施{year}年度失业保险稳岗扩岗政策的通知',
        call: '{year}年度{region}稳岗扩岗补助',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['稳岗'],
    goal: '减轻企业负担，支持企业稳定就业岗位',
    conditions: [
      '在{region}依法参加失业保险并足额缴费满12个月的企业',
      '上年度未裁员或裁员率不高于上年度全国城镇调查失业率控制目标',
      '近三年无严重违法失信行为',
    ],
    support: '按企业及其职工上年度实际缴纳失业保险费的60%返还，中小微企业最高{amount}万元',
  },
  {
    subject: '就业见习补贴',
    families: ['hr'],
    amounts: { 18: [20, 30], 19: [20, 30], 20: [10, 20, 30], 21: [5, 10, 20] },
    variants: [
      {
        title: '关于实施{year}年度高校毕业生就业见习补贴的通知',
        call: '{year}年度{region}就业见习补贴申领',
      },
      { title: '{region}就业见习基地管理办法', call: '{year}年度{region}就业见习基地补贴申领' },
    ],
    industry: '',
    industryCodes: [],
    themes: ['稳岗', '人才'],
    goal: '促进高校毕业生和青年群体就业',
    conditions: [
      '在{region}依法登记的用人单位，按规定开展就业见习',
      '与见习人员签订见习协议并为其购买人身意外伤害保险',
      '见习期满留用率达到50%以上',
    ],
    support:
      '按当地最低工资标准的60%给予见习补贴，留用的按每人2000元给予奖励，单家单位每年最高{amount}万元',
  },
  {
    subject: '技能人才培养',
    families: ['hr'],
    amounts: { 18: [50, 100], 19: [50, 100], 20: [30, 50], 21: [10, 20, 30] },
    variants: [
      {
        title: '关于开展{year}年度企业职业技能等级认定补贴申领工作的通知',
        call: '{year}年度{region}职业技能等级认定补贴申领',
      },
      {
        title: '{region}高技能人才培养培训补贴办法',
        call: '{year}年度{region}高技能人才培训补贴申领',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['人才', '稳岗'],
    goal: '壮大高技能人才队伍，支持企业开展职工技能培训',
    conditions: [
      '在{region}依法登记、按规定参加社会保险的企业',
      '已备案为职业技能等级认定机构或与认定机构签订合作协议',
      '培训对象为本企业在职职工',
    ],
    support:
      '对取得职业技能等级证书的职工按每人1000至3000元给予企业培训补贴，单家企业每年最高{amount}万元',
  },
  {
    subject: '高层次人才创业资助',
    families: ['hr'],
    amounts: { 20: [100, 200, 500], 21: [50, 100, 200] },
    variants: [
      {
        title: '{region}高层次人才创新创业项目资助办法',
        call: '{year}年度{region}高层次人才创业项目资助申报',
      },
      {
        title: '关于开展{year}年度海外高层次人才创业项目评审的通知',
        call: '{year}年度{region}海外高层次人才创业项目评审申报',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['人才', '科技创新'],
    goal: '集聚海内外高层次人才来{region}创新创业',
    conditions: [
      '人才在{region}创办企业并担任法定代表人或第一大股东',
      '企业成立不超过五年，实缴注册资本不低于100万元',
      '项目技术水平国内领先，具有较好的产业化前景',
    ],
    support: '经评审给予最高{amount}万元创业启动资金资助',
  },
  // 商务
  {
    subject: '外贸发展专项资金',
    families: ['com'],
    amounts: { 18: [100, 200], 19: [50, 100], 20: [30, 50, 80], 21: [10, 20, 30] },
    variants: [
      {
        title: '关于组织开展{year}年度外贸发展专项资金申报工作的通知',
        call: '{year}年度{region}外贸发展专项资金申报',
      },
      {
        title: '{region}外经贸发展专项资金管理办法',
        call: '{year}年度{region}外经贸发展专项资金项目申报',
      },
    ],
    industry: '现代服务业',
    industryCodes: ['51', '72'],
    themes: ['金融扶持'],
    goal: '稳外贸、优结构，支持企业开拓国际市场',
    conditions: [
      '在{region}注册、具有进出口经营资格的企业',
      '上一年度进出口额同比增长',
      '近两年无海关、税务、外汇等方面的违法记录',
    ],
    support: '对企业开拓国际市场的项目按实际支出的50%给予补助，单家企业最高{amount}万元',
  },
  {
    subject: '境内外展会补助',
    families: ['com'],
    amounts: { 20: [20, 30, 50], 21: [10, 20] },
    variants: [
      {
        title: '关于做好{year}年度境内外重点展会补助申报工作的通知',
        call: '{year}年度{region}境内外重点展会补助申报',
      },
      { title: '{region}企业参加重点展会补助办法', call: '{year}年度{region}企业参展补助申报' },
    ],
    industry: '现代服务业',
    industryCodes: ['51', '72'],
    themes: ['金融扶持'],
    goal: '支持企业参加重点展会，拓展国内外市场',
    conditions: [
      '在{region}注册的企业，参加列入年度重点展会目录的展会',
      '以企业名义参展并支付展位费',
      '近两年无违法违规记录',
    ],
    support: '按展位费的70%给予补助，单家企业每年最高{amount}万元',
  },
  // 市场监管（知识产权、标准）
  {
    subject: '知识产权示范企业培育',
    families: ['mkt'],
    amounts: { 18: [50, 100], 19: [30, 50], 20: [20, 30, 50], 21: [10, 20] },
    variants: [
      {
        title: '关于开展{year}年度知识产权示范企业培育工作的通知',
        call: '{year}年度{region}知识产权示范企业申报',
      },
      {
        title: '关于组织申报{year}年度知识产权优势企业的通知',
        call: '{year}年度{region}知识产权优势企业申报',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['知识产权'],
    goal: '提升企业知识产权创造、运用、保护和管理能力',
    conditions: [
      '在{region}注册，具有独立法人资格，知识产权管理制度健全',
      '拥有有效发明专利5件以上，或有效注册商标、软件著作权合计10件以上',
      '近三年无知识产权侵权违法行为',
    ],
    support: '对认定的知识产权示范企业给予最高{amount}万元资助，优势企业减半资助',
  },
  {
    subject: '知识产权质押融资',
    families: ['mkt', 'fin'],
    amounts: { 20: [30, 50, 100], 21: [20, 30, 50] },
    variants: [
      {
        title: '{region}知识产权质押融资贴息补助办法',
        call: '{year}年度{region}知识产权质押融资贴息',
      },
      {
        title: '关于开展{year}年度知识产权质押融资贴息申报工作的通知',
        call: '{year}年度{region}知识产权质押融资贴息申报',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['知识产权', '金融扶持'],
    goal: '促进知识产权转化运用，拓宽企业融资渠道',
    conditions: [
      '在{region}注册、以自有专利或商标进行质押融资的企业',
      '质押合同已在国家知识产权局办理登记',
      '贷款已按期足额发放',
    ],
    support: '按质押贷款利息的50%给予贴息，评估、担保费用按50%给予补助，单家企业最高{amount}万元',
  },
  {
    subject: '标准化项目资助',
    families: ['mkt'],
    amounts: { 19: [50, 100], 20: [30, 50, 100], 21: [20, 30, 50] },
    variants: [
      {
        title: '关于开展{year}年度标准化项目资助申报工作的通知',
        call: '{year}年度{region}标准化项目资助申报',
      },
      { title: '{region}实施标准化战略资助办法', call: '{year}年度{region}标准化战略资助申报' },
    ],
    industry: '',
    industryCodes: ['C'],
    themes: ['产业升级'],
    goal: '鼓励企业主导或参与制定国际、国家和行业标准，提升标准话语权',
    conditions: [
      '在{region}注册的企业，作为主要起草单位主导制定标准',
      '标准已正式发布实施',
      '近三年无产品质量违法记录',
    ],
    support: '主导制定国际标准的最高资助{amount}万元，国家标准、行业标准按档次递减',
  },
  // 财政、金融
  {
    subject: '融资担保降费奖补',
    families: ['fin'],
    amounts: { 18: [200, 300], 19: [100, 200], 20: [50, 100], 21: [20, 30, 50] },
    variants: [
      {
        title: '关于做好{year}年度小微企业融资担保降费奖补工作的通知',
        call: '{year}年度{region}融资担保降费奖补申报',
      },
      {
        title: '{region}小微企业贷款贴息和担保费补助办法',
        call: '{year}年度{region}小微企业担保费补助申报',
      },
    ],
    industry: '',
    industryCodes: [],
    themes: ['金融扶持'],
    goal: '降低小微企业融资成本，引导担保机构扩大小微业务规模',
    conditions: [
      '在{region}注册的小微企业，通过政府性融资担保机构获得贷款',
      '担保费率不高于1%',
      '贷款已按期还本付息',
    ],
    support: '按实际支付担保费的50%给予补助，单家企业每年最高{amount}万元',
  },
];

/** Fills `{region}`, `{year}` and the amounts of a topic's lines. */
export function fill(
  text: string,
  values: { region: string; year: number; amount: number },
): string {
  return text
    .replaceAll('{region}', values.region === '全国' ? '各地' : values.region)
    .replaceAll('{year}', String(values.year))
    .replaceAll('{amount}', String(values.amount))
    .replaceAll('{half}', String(Math.round(values.amount / 2)))
    .replaceAll('{double}', String(values.amount * 2))
    .replaceAll('{small}', String(Math.max(1, Math.round(values.amount / 50))));
}

export function issuerOf(issuer: Issuer, region: string): { unit: string; prefix: string } {
  const short = region.slice(0, 2);
  return {
    unit: issuer.unit.replaceAll('{region}', region),
    prefix: issuer.prefix.replaceAll('{short}', short),
  };
}

/** A document as planned before it is written: what its calls, bodies and links are made from. */
export interface PlannedPolicy {
  readonly level: number;
  /** The title variant it was written from (its call's name); none for the demo documents. */
  readonly variant?: TitleVariant;
  readonly region: string;
  readonly unit: string;
  readonly topic: PolicyTopic;
  readonly published: Date;
  readonly year: number;
  readonly amount: number;
  title: string;
  readonly documentNumber: string;
  validity: PolicyValidity;
  validUntil: string | null;
  readonly state: PublishState;
  /** Index (in the plan) of the document that replaced this one. */
  successor: number | null;
  /** Index of the document this one replaced (its text says so). */
  replaces: number | null;
  /** Set for the documents of the calls designed against demo_enterprise. */
  readonly demoKey?: string;
}

/**
 * Every programme also has a supplementary notice and a guide each year: more documents per
 * region and year, each with a title of its own.
 */
export function variantsOf(topic: PolicyTopic): readonly TitleVariant[] {
  return [
    ...topic.variants,
    {
      title: `关于做好{year}年度${topic.subject}申报工作的补充通知`,
      call: `{year}年度{region}${topic.subject}补充申报`,
    },
    {
      title: `{year}年度${topic.subject}申报指南`,
      call: `{year}年度{region}${topic.subject}专项申报`,
    },
  ];
}

/**
 * A document's title: a 关于 title is prefixed with its unit, any other names its region (a
 * standing one opens with it).
 */
export function titleOf(variant: TitleVariant, unit: string, region: string, year: number): string {
  const filled = variant.title.replaceAll('{region}', region).replaceAll('{year}', String(year));
  if (filled.startsWith('关于')) return `${unit}${filled}`;
  // A yearly guide names its region (the state's names none): one per region and year.
  return region === '全国' || filled.startsWith(region) ? filled : `${region}${filled}`;
}

/** Whether the variant's title names a year (its calls then carry the document's year). */
export const isYearly = (variant: TitleVariant): boolean => variant.title.includes('{year}');

/** A call's name; the national level names no region. */
export function callNameOf(variant: TitleVariant, region: string, year: number): string {
  return variant.call
    .replaceAll('{region}', region === '全国' ? '' : region)
    .replaceAll('{year}', String(year));
}

/** The levels a programme is issued at. */
export const levelsOf = (topic: PolicyTopic): number[] => Object.keys(topic.amounts).map(Number);

/** A stored ceiling, or the smallest its programme sets at the level (a call without money). */
export function ceilingOr(
  stored: number | string | null,
  topic: PolicyTopic,
  level: number,
): number {
  return stored === null
    ? Math.min(...(topic.amounts[level as PolicyLevel] ?? Object.values(topic.amounts).flat()))
    : Number(stored);
}
