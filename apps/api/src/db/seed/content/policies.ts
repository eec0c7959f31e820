// The policy library: policies at the four levels with plausible issuers, document numbers,
// apply windows and full texts (HTML, sanitized on the way in like every other write).
import type { Faker } from '@faker-js/faker';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { policies } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { insertBatched } from './batch.js';
import { LEVELS, TOPICS } from './policy-catalogue.js';
import type { Issuer, PolicyTopic } from './policy-catalogue.js';
import { daysFrom, fakerFor, isoDate, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_POLICIES = 1000;

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
const AMOUNTS: Readonly<Record<number, readonly number[]>> = {
  18: [200, 300, 500, 1000],
  19: [100, 200, 300, 500],
  20: [50, 100, 200, 300],
  21: [20, 30, 50, 100],
};

function body(
  faker: Faker,
  topic: PolicyTopic,
  values: { region: string; year: number; amount: number },
  unit: string,
  window: { start: string; end: string },
): string {
  const conditions = faker.helpers.arrayElements(topic.conditions, {
    min: Math.min(3, topic.conditions.length),
    max: topic.conditions.length,
  });
  const phone = `0571-${faker.string.numeric(8)}`;
  return sanitizeRichText(
    `<h2>一、总体要求</h2>` +
      `<p>为深入贯彻党中央、国务院关于支持中小企业创新发展的决策部署，${topic.goal}，结合${fill('{region}', values)}实际，现就有关事项通知如下。</p>` +
      `<h2>二、支持对象与申报条件</h2><p>申报单位应同时符合以下条件：</p><ol>` +
      conditions.map((line) => `<li>${fill(line, values)}；</li>`).join('') +
      `</ol><h2>三、支持标准</h2><p>${fill(topic.support, values)}。同一项目已获得同级财政资金支持的，不得重复申报。</p>` +
      `<h2>四、申报时间与方式</h2><p>申报时间为<strong>${window.start}</strong>至<strong>${window.end}</strong>。申报单位登录企业服务门户“政策申报”栏目在线填报，并上传以下材料：</p>` +
      `<ul><li>申报书及承诺书（加盖单位公章）；</li><li>营业执照复印件；</li><li>上一年度财务审计报告；</li><li>其他证明材料。</li></ul>` +
      `<h2>五、工作要求</h2><p>申报单位对所提交材料的真实性负责。对弄虚作假、骗取财政资金的，将依法依规追回资金并纳入信用记录。</p>` +
      `<p>联系单位：${unit}，联系电话：${phone}。</p>`,
  );
}

/** Recent policies are more common than old ones (a library grows). */
function publishedDaysAgo(faker: Faker): number {
  return faker.helpers.weightedArrayElement([
    { value: () => faker.number.int({ min: 0, max: 60 }), weight: 15 },
    { value: () => faker.number.int({ min: 61, max: 365 }), weight: 35 },
    { value: () => faker.number.int({ min: 366, max: 1500 }), weight: 50 },
  ])();
}

export async function seedPolicies(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('policies', context.now);
  const count = scaled(context, BASE_POLICIES);
  const rows: (typeof policies.$inferInsert)[] = [];
  const documentNumbers = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    // Every level gets its share: the level tabs of the home page are never empty.
    const catalogue = LEVELS[index % LEVELS.length]!;
    const region = faker.helpers.arrayElement(catalogue.regions);
    const issuer = issuerOf(faker.helpers.arrayElement(catalogue.issuers), region);
    const topic = faker.helpers.arrayElement(TOPICS);
    const published = daysFrom(context.now, -publishedDaysAgo(faker));
    const year = published.getUTCFullYear();
    const amount = faker.helpers.arrayElement(AMOUNTS[catalogue.level]!);
    const values = { region, year, amount };
    const start = daysFrom(published, faker.number.int({ min: 0, max: 10 }));
    const end = daysFrom(start, faker.number.int({ min: 20, max: 75 }));
    const window = { start: isoDate(start), end: isoDate(end) };
    const numberKey = `${issuer.prefix}${year}`;
    const sequence = (documentNumbers.get(numberKey) ?? 0) + 1;
    documentNumbers.set(numberKey, sequence);
    rows.push({
      level: catalogue.level,
      title: fill(topic.title, values),
      documentNumber: `${issuer.prefix}〔${year}〕${sequence}号`,
      issuingUnit: issuer.unit,
      industry: topic.industry,
      region,
      publishedOn: isoDate(published),
      applyStartOn: window.start,
      applyEndOn: window.end,
      summary: `${topic.goal}。${fill(topic.support, values)}。`,
      body: body(faker, topic, values, issuer.unit, window),
      createdAt: published,
    });
  }
  // No attachments: the demo has no files to attach, and a link to nothing is worse than none.
  await insertBatched(db, policies, rows);
}

export interface RecentPolicy {
  readonly id: number;
  readonly level: number;
  readonly title: string;
  readonly issuingUnit: string;
  readonly region: string;
  readonly publishedOn: string;
  readonly applyEndOn: string | null;
  /** The catalogue topic the title was made from. */
  readonly topic: PolicyTopic;
}

const TOPIC_PATTERNS = TOPICS.map((topic) => ({
  topic,
  pattern: new RegExp(
    `^${topic.title.replace(/[()（）《》“”]/g, '.').replace(/\{year\}|\{region\}/g, '.*')}$`,
  ),
}));

/** The newest policies of a level (what award lists, notices and interpretations refer to). */
export async function recentPolicies(
  db: Db,
  level: number,
  limit: number,
): Promise<RecentPolicy[]> {
  const rows = await db
    .select({
      id: policies.id,
      level: policies.level,
      title: policies.title,
      issuingUnit: policies.issuingUnit,
      region: policies.region,
      publishedOn: policies.publishedOn,
      applyEndOn: policies.applyEndOn,
    })
    .from(policies)
    .where(eq(policies.level, level))
    .orderBy(desc(policies.publishedOn), desc(policies.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    topic: TOPIC_PATTERNS.find(({ pattern }) => pattern.test(row.title))?.topic ?? TOPICS[0]!,
  }));
}
