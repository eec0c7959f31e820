// The enterprise directory (企业库): enterprises across Hangzhou's districts and industries.
import { creditCodeCheckChar } from '@qyfw/portal-sdk/validators';
import type { Db } from '../../client.js';
import { enterprises } from '../../schema/index.js';
import { insertBatched } from './batch.js';
import { DISTRICTS, INDUSTRIES } from './places.js';
import { daysFrom, fakerFor, isoDate, pastMoment, scaled } from './seed-context.js';

/** How far back an enterprise may have been established: about 21 years. */
const ESTABLISHED_SPAN_DAYS = 7_750;
import type { SeedContext } from './seed-context.js';

export const BASE_ENTERPRISES = 500;

/** The enterprise the demo_enterprise account is authenticated for (design §2). */
export const DEMO_ENTERPRISE = {
  name: '杭州云栖智造科技有限公司',
  creditCode: creditCode('330106', 'MA27Y3KR5'),
  industry: '新一代信息技术',
  district: '西湖区',
  scale: '中型',
  registeredCapital: 3000,
  establishedOn: '2016-05-18',
  staffCount: 268,
} as const;

const BRANDS = [
  '云栖',
  '星河',
  '博远',
  '恒信',
  '智联',
  '海创',
  '明德',
  '晨曦',
  '天衡',
  '瑞丰',
  '启明',
  '卓越',
  '鼎盛',
  '华数',
  '宏达',
  '聚能',
  '中科',
  '西溪',
  '之江',
  '钱潮',
  '良渚',
  '湖畔',
  '新蓝',
  '睿思',
  '弘毅',
  '远望',
  '立信',
  '泰和',
  '嘉禾',
  '青禾',
  '锐捷',
  '精诚',
  '领航',
  '同创',
  '合众',
  '安澜',
  '澄明',
  '致远',
  '云帆',
] as const;

const SCALES = ['大型', '中型', '小型', '小型', '微型', '微型'] as const;

/** GB 32100: 91 (enterprise) + district code + 9-character organization code + check. */
export function creditCode(districtCode: string, organization: string): string {
  const first17 = `91${districtCode}${organization}`;
  return first17 + creditCodeCheckChar(first17);
}

export async function seedEnterprises(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('enterprises', context.now);
  const count = scaled(context, BASE_ENTERPRISES);
  const names = new Set<string>([DEMO_ENTERPRISE.name]);
  const rows: (typeof enterprises.$inferInsert)[] = [
    { ...DEMO_ENTERPRISE, createdAt: pastMoment(faker, context.now, 900) },
  ];
  for (let index = 1; index < count; index += 1) {
    const district = faker.helpers.arrayElement(DISTRICTS);
    const industry = faker.helpers.arrayElement(INDUSTRIES);
    const brand = `${faker.helpers.arrayElement(BRANDS)}${faker.helpers.arrayElement(BRANDS)}`;
    const suffix = faker.helpers.weightedArrayElement([
      { value: '有限公司', weight: 8 },
      { value: '股份有限公司', weight: 2 },
    ]);
    let name = `杭州${brand}${faker.helpers.arrayElement(industry.words)}${suffix}`;
    // A directory has no two enterprises of one name: a clash becomes a district branch.
    for (let branch = 1; names.has(name); branch += 1)
      name = `杭州${brand}${faker.helpers.arrayElement(industry.words)}${suffix}${district.name}${branch > 1 ? branch : ''}分公司`;
    names.add(name);
    // Whole days back from today (about 2005 to now), not between two calendar dates: the draw is
    // then the same every day and the date moves with today.
    const established = daysFrom(
      context.now,
      -faker.number.int({ min: 0, max: ESTABLISHED_SPAN_DAYS }),
    );
    // Drawn in this order (the seed's values stay what they were).
    const scale = faker.helpers.arrayElement(SCALES);
    const registeredCapital = faker.number.int({ min: 50, max: 20000 });
    const staffCount = faker.number.int({ min: 5, max: 2000 });
    const createdAt = pastMoment(faker, context.now, 900);
    // The registry's fields come from public data (DOMAIN §7), dated when the platform took the
    // enterprise in: what the 免申即享 batch may rely on, unlike figures a member types.
    const registry = { source: 'public' as const, at: createdAt.toISOString() };
    rows.push({
      name,
      creditCode: creditCode(district.code, `MA2${String(index).padStart(6, '0')}`),
      industry: industry.name,
      district: district.name,
      scale,
      registeredCapital,
      establishedOn: isoDate(established),
      staffCount,
      fieldSources: {
        district: registry,
        scale: registry,
        established_on: registry,
        registered_capital: registry,
      },
      createdAt,
    });
  }
  await insertBatched(db, enterprises, rows);
}
