// 惠企服务: service types, services by provider, and the service-system strip.
import { asc } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { serviceSystemItems, services, serviceTypes } from '../../schema/index.js';
import { insertBatched } from './batch.js';
import { logoSvg, serviceCoverSvg } from './images.js';
import { fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_SERVICES = 60;

/**
 * Ten services of each type, sixty in all: the base seed lists each once. The home page's 惠企服务
 * grid shows ten services of a type, so a type with fewer names showed the same service twice.
 */
const CATALOGUE = [
  {
    type: '知识产权',
    services: [
      '发明专利申请代理',
      '商标注册与续展',
      '专利年费代缴与监控',
      '知识产权贯标辅导',
      '知识产权质押融资咨询',
      '专利侵权预警分析',
      '海外商标马德里注册',
      '高价值专利培育',
      '软件著作权登记代理',
      '知识产权维权援助',
    ],
  },
  {
    type: '财税服务',
    services: [
      '研发费用加计扣除专项审计',
      '高新技术企业认定辅导',
      '代理记账与纳税申报',
      '财务内控体系建设',
      '税收优惠政策体检',
      '出口退税申报代理',
      '政府补助资金专项审计',
      '企业所得税汇算清缴',
      '成本核算体系咨询',
      '上市前财务规范辅导',
    ],
  },
  {
    type: '法律服务',
    services: [
      '企业常年法律顾问',
      '劳动用工合规体检',
      '合同审查与风险防控',
      '股权架构设计',
      '商业秘密保护方案',
      '数据合规评估',
      '股权激励方案设计',
      '涉外商事法律咨询',
      '债权催收与诉讼代理',
      '企业破产重整咨询',
    ],
  },
  {
    type: '人力资源',
    services: [
      '高层次人才招聘',
      '人才政策申报代办',
      '员工技能培训',
      '薪酬绩效体系咨询',
      '灵活用工外包',
      '校园招聘专场对接',
      '职业技能等级认定',
      '人才公寓申请代办',
      '领导力训练营',
      '社保公积金代理',
    ],
  },
  {
    type: '科技金融',
    services: [
      '科技型企业信用贷款',
      '政策性融资担保',
      '创业投资对接',
      '上市辅导咨询',
      '科技保险投保服务',
      '供应链金融服务',
      '知识产权证券化咨询',
      '天使投资路演',
      '融资租赁方案设计',
      '企业信用评级辅导',
    ],
  },
  {
    type: '检验检测',
    services: [
      '产品质量检测',
      'CNAS 实验室认证辅导',
      '电磁兼容检测',
      '环境检测',
      '食品安全检测',
      '医疗器械注册检验',
      '材料成分分析',
      '计量器具校准',
      '可靠性与寿命试验',
      '3C 认证辅导',
    ],
  },
] as const;

const PROVIDERS = [
  '知识产权代理有限公司',
  '税务师事务所有限公司',
  '律师事务所',
  '人力资源服务有限公司',
  '科技金融服务有限公司',
  '检测技术有限公司',
] as const;
const PROVIDER_BRANDS = ['之江', '钱塘', '西溪', '天目', '富春', '运河', '湖滨', '良渚'] as const;

/**
 * Partner platforms of the service-system strip; ten, so it scrolls (it does from five, contract §4). Each
 * has its own emblem: `mark`, the short name a visitor knows it by, drawn in a shape and colour
 * of its own (logoSvg).
 */
const SERVICE_SYSTEM = [
  { title: '浙江政务服务网', mark: '浙政', url: 'https://www.zjzwfw.gov.cn/' },
  { title: '国家知识产权局', mark: '知产', url: 'https://www.cnipa.gov.cn/' },
  { title: '中国商标网', mark: '商标', url: 'https://sbj.cnipa.gov.cn/' },
  { title: '信用中国', mark: '信用', url: 'https://www.creditchina.gov.cn/' },
  { title: '国家企业信用信息公示系统', mark: '公示', url: 'https://www.gsxt.gov.cn/' },
  { title: '中国版权保护中心', mark: '版权', url: 'https://www.ccopyright.com.cn/' },
  { title: '浙江省科技厅', mark: '科技', url: 'https://kjt.zj.gov.cn/' },
  { title: '浙江省经济和信息化厅', mark: '经信', url: 'https://jxt.zj.gov.cn/' },
  { title: '杭州市人民政府', mark: '杭州', url: 'https://www.hangzhou.gov.cn/' },
  { title: '国家中小企业服务平台', mark: '中小', url: 'https://www.chinasme.org.cn/' },
] as const;

export async function seedServices(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('services', context.now);
  await insertBatched(
    db,
    serviceTypes,
    CATALOGUE.map((entry, index) => ({ name: entry.type, sort: (index + 1) * 10 })),
  );
  const types = await db
    .select({ id: serviceTypes.id, name: serviceTypes.name })
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.sort));
  const rows = Array.from(
    { length: scaled(context, BASE_SERVICES) },
    (_, index): typeof services.$inferInsert => {
      const typeIndex = index % CATALOGUE.length;
      const entry = CATALOGUE[typeIndex]!;
      const nameIndex = Math.floor(index / CATALOGUE.length);
      const brand = faker.helpers.arrayElement(PROVIDER_BRANDS);
      const provider = `浙江${brand}${PROVIDERS[typeIndex]}`;
      // Beyond the catalogue (a seed scaled up) the same service comes from another provider: its
      // name says which, so no two services read alike.
      const round = Math.floor(nameIndex / entry.services.length);
      const base = entry.services[nameIndex % entry.services.length]!;
      const name = round === 0 ? base : `${base}（${brand}·${round + 1}）`;
      return {
        serviceTypeId: types.find((type) => type.name === entry.type)!.id,
        policyName: name,
        image: context.images.add('service', serviceCoverSvg(entry.type, typeIndex + nameIndex)),
        provider,
        description: `${provider}为园区企业提供${name}服务，专业团队一对一对接，服务过程全程线上可查。`,
        applicationsCount: faker.number.int({ min: 0, max: 500 }),
        createdAt: pastMoment(faker, context.now, 400),
      };
    },
  );
  await insertBatched(db, services, rows);
}

export async function seedServiceSystem(db: Db, context: SeedContext): Promise<void> {
  await insertBatched(
    db,
    serviceSystemItems,
    SERVICE_SYSTEM.map(({ title, mark, url }, index) => ({
      title,
      url,
      image: context.images.add('logo', logoSvg(title, mark, index)),
      sort: (index + 1) * 10,
    })),
  );
}
