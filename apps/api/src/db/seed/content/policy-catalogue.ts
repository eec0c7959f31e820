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

export interface LevelCatalogue {
  readonly level: PolicyLevel;
  /** Where its policies apply; the district level picks one district per policy. */
  readonly regions: readonly string[];
  readonly issuers: readonly Issuer[];
}

export const LEVELS: readonly LevelCatalogue[] = [
  {
    level: POLICY_LEVELS.national,
    regions: ['全国'],
    issuers: [
      { unit: '国务院办公厅', prefix: '国办发' },
      { unit: '工业和信息化部', prefix: '工信部企业' },
      { unit: '科学技术部', prefix: '国科发' },
      { unit: '财政部', prefix: '财税' },
      { unit: '国家知识产权局', prefix: '国知发' },
      { unit: '国家发展和改革委员会', prefix: '发改高技' },
      { unit: '人力资源和社会保障部', prefix: '人社部发' },
    ],
  },
  {
    level: POLICY_LEVELS.province,
    regions: ['浙江省'],
    issuers: [
      { unit: '浙江省人民政府办公厅', prefix: '浙政办发' },
      { unit: '浙江省经济和信息化厅', prefix: '浙经信企业' },
      { unit: '浙江省科学技术厅', prefix: '浙科发' },
      { unit: '浙江省财政厅', prefix: '浙财企' },
      { unit: '浙江省市场监督管理局', prefix: '浙市监知' },
      { unit: '浙江省商务厅', prefix: '浙商务发' },
    ],
  },
  {
    level: POLICY_LEVELS.city,
    regions: ['杭州市'],
    issuers: [
      { unit: '杭州市人民政府办公厅', prefix: '杭政办函' },
      { unit: '杭州市经济和信息化局', prefix: '杭经信' },
      { unit: '杭州市科学技术局', prefix: '杭科' },
      { unit: '杭州市财政局', prefix: '杭财企' },
      { unit: '杭州市市场监督管理局', prefix: '杭市管' },
      { unit: '杭州市人力资源和社会保障局', prefix: '杭人社发' },
    ],
  },
  {
    level: POLICY_LEVELS.district,
    regions: ['西湖区', '滨江区', '余杭区', '上城区', '拱墅区', '萧山区'],
    issuers: [
      { unit: '{region}人民政府', prefix: '{short}政' },
      { unit: '{region}科学技术局', prefix: '{short}科' },
      { unit: '{region}经济和信息化局', prefix: '{short}经信' },
      { unit: '{region}人力资源和社会保障局', prefix: '{short}人社' },
    ],
  },
];

export interface PolicyTopic {
  /** `{year}` and `{region}` are filled in. */
  readonly title: string;
  /** What it is about, for the award lists and the knowledge items. */
  readonly subject: string;
  /** '' for every industry. */
  readonly industry: string;
  /** GB/T 4754 codes (门类 letter, 大类 or 中类 digits) it targets; empty for every industry. */
  readonly industryCodes: readonly string[];
  /** Theme tags of the 政策库 filter (资质认定, 金融扶持, 稳岗, 科技创新 …). */
  readonly themes: readonly string[];
  readonly goal: string;
  readonly conditions: readonly string[];
  readonly support: string;
}

export const TOPICS: readonly PolicyTopic[] = [
  {
    title: '关于开展{year}年度高新技术企业认定工作的通知',
    subject: '高新技术企业认定',
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
    support: '对首次通过认定的企业给予最高{amount}万元的一次性奖励，重新认定的给予{half}万元奖励',
  },
  {
    title: '关于组织申报{year}年度专精特新中小企业的通知',
    subject: '专精特新中小企业认定',
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
    support:
      '对新认定的省级专精特新中小企业给予{amount}万元奖励，国家级专精特新“小巨人”企业给予最高{double}万元奖励',
  },
  {
    title: '{region}关于促进数字经济高质量发展的若干政策',
    subject: '数字经济高质量发展',
    industry: '新一代信息技术',
    industryCodes: ['I', '39'],
    themes: ['数字化', '产业升级'],
    goal: '加快数字产业化和产业数字化，打造数字经济创新发展高地',
    conditions: [
      '注册地、税务征管关系及统计关系均在{region}的数字经济企业',
      '上一年度数字经济核心产业营业收入增长10%以上',
      '具有健全的财务管理制度，无不良信用记录',
    ],
    support: '对数字化改造项目按设备和软件投资额的20%给予补助，单个项目最高{amount}万元',
  },
  {
    title: '关于开展{year}年度知识产权示范企业培育工作的通知',
    subject: '知识产权示范企业培育',
    industry: '',
    industryCodes: [],
    themes: ['知识产权'],
    goal: '提升企业知识产权创造、运用、保护和管理能力',
    conditions: [
      '在{region}注册，具有独立法人资格，知识产权管理制度健全',
      '拥有有效发明专利5件以上，或有效注册商标、软件著作权合计10件以上',
      '近三年无知识产权侵权违法行为',
    ],
    support: '对认定的知识产权示范企业给予{amount}万元资助，优势企业给予{half}万元资助',
  },
  {
    title: '{year}年度科技型中小企业研发费用补助申报指南',
    subject: '研发费用补助',
    industry: '',
    industryCodes: [],
    themes: ['科技创新', '金融扶持'],
    goal: '鼓励科技型中小企业持续加大研发投入',
    conditions: [
      '已入库国家科技型中小企业评价系统的{region}企业',
      '上一年度研发费用已按规定享受税前加计扣除',
      '研发费用较上年度有所增长',
    ],
    support: '按企业上年度研发费用增量的10%给予补助，最高不超过{amount}万元',
  },
  {
    title: '关于做好{year}年度首台（套）装备认定工作的通知',
    subject: '首台（套）装备认定',
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
    title: '关于加快生物医药产业高质量发展的若干意见',
    subject: '生物医药产业发展',
    industry: '生物医药',
    industryCodes: ['27', '734'],
    themes: ['产业升级', '科技创新'],
    goal: '打造具有全球影响力的生物医药产业集群',
    conditions: [
      '在{region}注册并开展新药、医疗器械研发生产的企业',
      '项目已取得临床试验批件或产品注册证',
      '企业承诺在{region}实现产业化',
    ],
    support: '对完成临床试验并在本地产业化的创新药给予最高{amount}万元资助',
  },
  {
    title: '关于实施{year}年度高校毕业生就业见习补贴的通知',
    subject: '就业见习补贴',
    industry: '',
    industryCodes: [],
    themes: ['稳岗', '人才'],
    goal: '促进高校毕业生和青年群体就业',
    conditions: [
      '在{region}依法登记的用人单位，按规定开展就业见习',
      '与见习人员签订见习协议并为其购买人身意外伤害保险',
      '见习期满留用率达到50%以上',
    ],
    support: '按当地最低工资标准的60%给予见习补贴，留用的另给予每人{small}万元奖励',
  },
  {
    title: '关于组织开展{year}年度外贸发展专项资金申报工作的通知',
    subject: '外贸发展专项资金',
    industry: '现代服务业',
    industryCodes: ['51', '72'],
    themes: ['金融扶持'],
    goal: '稳外贸、优结构，支持企业开拓国际市场',
    conditions: [
      '在{region}注册、具有进出口经营资格的企业',
      '上一年度进出口额同比增长',
      '近两年无海关、税务、外汇等方面的违法记录',
    ],
    support: '对企业参加境外展会的展位费给予70%补助，单家企业最高{amount}万元',
  },
  {
    title: '关于推进工业领域节能降碳的实施意见',
    subject: '节能降碳技术改造',
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
    title: '关于支持新材料首批次应用保险补偿的通知',
    subject: '新材料首批次应用',
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
    title: '{region}关于促进文化和科技深度融合的若干措施',
    subject: '文化科技融合',
    industry: '数字创意',
    industryCodes: ['86', '87', '88', '657'],
    themes: ['数字化', '科技创新'],
    goal: '培育数字文化新业态，壮大文化创意产业',
    conditions: [
      '在{region}注册的文化科技类企业',
      '项目具有原创性，拥有相关著作权',
      '上一年度营业收入500万元以上',
    ],
    support: '对入选的重点项目给予最高{amount}万元扶持',
  },
  {
    title: '关于做好{year}年度失业保险稳岗返还工作的通知',
    subject: '失业保险稳岗返还',
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
    title: '{region}科技型中小企业贷款贴息实施细则',
    subject: '科技贷款贴息',
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
    title: '{region}高层次人才创新创业项目资助办法',
    subject: '高层次人才创业资助',
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
  {
    title: '关于开展{year}年度绿色低碳工厂创建工作的通知',
    subject: '绿色低碳工厂',
    industry: '节能环保',
    industryCodes: ['C'],
    themes: ['绿色低碳'],
    goal: '构建绿色制造体系，推动制造业绿色低碳转型',
    conditions: [
      '在{region}注册、具有独立法人资格的工业企业',
      '单位产品能耗、水耗达到行业先进水平',
      '近三年未发生重大安全、环境污染事故',
    ],
    support: '对新认定的国家级绿色工厂给予{amount}万元奖励，省级给予{half}万元奖励',
  },
  {
    title: '{region}中小企业数字化转型“上云用数赋智”专项资金管理办法',
    subject: '中小企业数字化转型',
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
    title: '{region}专利授权及知识产权质押融资奖励办法',
    subject: '知识产权质押融资',
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

/** Amount scales with the level: national support is larger than a district's. */
export const AMOUNTS: Readonly<Record<number, readonly number[]>> = {
  18: [200, 300, 500, 1000],
  19: [100, 200, 300, 500],
  20: [50, 100, 200, 300],
  21: [20, 30, 50, 100],
};

/** A document as planned before it is written: what its calls, bodies and links are made from. */
export interface PlannedPolicy {
  readonly level: number;
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
