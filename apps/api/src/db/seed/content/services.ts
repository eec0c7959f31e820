// 惠企服务: service types, services by provider, and the service-system strip.
import { asc } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { serviceSystemItems, services, serviceTypes } from '../../schema/index.js';
import { insertBatched } from './batch.js';
import { coverSvg, logoSvg } from './images.js';
import { fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_SERVICES = 60;

const CATALOGUE = [
  { type: '知识产权', services: ['发明专利申请代理', '商标注册与续展', '专利年费代缴与监控', '知识产权贯标辅导', '知识产权质押融资咨询'] },
  { type: '财税服务', services: ['研发费用加计扣除专项审计', '高新技术企业认定辅导', '代理记账与纳税申报', '财务内控体系建设'] },
  { type: '法律服务', services: ['企业常年法律顾问', '劳动用工合规体检', '合同审查与风险防控', '股权架构设计'] },
  { type: '人力资源', services: ['高层次人才招聘', '人才政策申报代办', '员工技能培训', '薪酬绩效体系咨询'] },
  { type: '科技金融', services: ['科技型企业信用贷款', '政策性融资担保', '创业投资对接', '上市辅导咨询'] },
  { type: '检验检测', services: ['产品质量检测', 'CNAS 实验室认证辅导', '电磁兼容检测', '环境检测'] },
] as const;

const PROVIDERS = ['知识产权代理有限公司', '税务师事务所有限公司', '律师事务所', '人力资源服务有限公司', '科技金融服务有限公司', '检测技术有限公司'] as const;
const PROVIDER_BRANDS = ['之江', '钱塘', '西溪', '天目', '富春', '运河', '湖滨', '良渚'] as const;

/** Partner platforms of the service-system strip; ten, so it scrolls (it does from five, §4). */
const SERVICE_SYSTEM = [
  { title: '浙江政务服务网', url: 'https://www.zjzwfw.gov.cn/' },
  { title: '国家知识产权局', url: 'https://www.cnipa.gov.cn/' },
  { title: '中国商标网', url: 'https://sbj.cnipa.gov.cn/' },
  { title: '信用中国', url: 'https://www.creditchina.gov.cn/' },
  { title: '国家企业信用信息公示系统', url: 'https://www.gsxt.gov.cn/' },
  { title: '中国版权保护中心', url: 'https://www.ccopyright.com.cn/' },
  { title: '浙江省科技厅', url: 'https://kjt.zj.gov.cn/' },
  { title: '浙江省经济和信息化厅', url: 'https://jxt.zj.gov.cn/' },
  { title: '杭州市人民政府', url: 'https://www.hangzhou.gov.cn/' },
  { title: '国家中小企业服务平台', url: 'https://www.chinasme.org.cn/' },
] as const;

export async function seedServices(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('services', context.now);
  await insertBatched(db, serviceTypes, CATALOGUE.map((entry, index) => ({ name: entry.type, sort: (index + 1) * 10 })));
  const types = await db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes).orderBy(asc(serviceTypes.sort));
  const rows = Array.from({ length: scaled(context, BASE_SERVICES) }, (_, index): typeof services.$inferInsert => {
    const typeIndex = index % CATALOGUE.length;
    const entry = CATALOGUE[typeIndex]!;
    const name = entry.services[Math.floor(index / CATALOGUE.length) % entry.services.length]!;
    const provider = `浙江${faker.helpers.arrayElement(PROVIDER_BRANDS)}${PROVIDERS[typeIndex]}`;
    return {
      serviceTypeId: types.find((type) => type.name === entry.type)!.id,
      policyName: name,
      image: context.images.add('service', coverSvg(name, typeIndex * 4 + (index % 4))),
      provider,
      description: `${provider}为园区企业提供${name}服务，专业团队一对一对接，服务过程全程线上可查。`,
      applicationsCount: faker.number.int({ min: 0, max: 500 }),
      createdAt: pastMoment(faker, context.now, 400),
    };
  });
  await insertBatched(db, services, rows);
}

export async function seedServiceSystem(db: Db, context: SeedContext): Promise<void> {
  await insertBatched(
    db,
    serviceSystemItems,
    SERVICE_SYSTEM.map((item, index) => ({ ...item, image: context.images.add('logo', logoSvg(item.title, index)), sort: (index + 1) * 10 })),
  );
}
