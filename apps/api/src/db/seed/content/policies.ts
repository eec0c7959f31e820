// The policy library (政策文件, DOMAIN §1): documents at the four levels with plausible issuers,
// 发文字号, 成文/发布日期, themes and industries, validity (most 现行有效; some revised with the
// newer document naming the one it replaces, some repealed, some past their last day), full texts
// and interpretations (HTML, sanitized on the way in like every other write), a consulting phone,
// 最后核验 within the last 90 days (never before 成文 or 发布) and the search vector. A document has no apply window: its calls
// for applications do (calls.ts), seeded here right after the documents they belong to.
import type { Faker } from '@faker-js/faker';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.js';
import { policies, policyCalls } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { seedSearchVector } from './search-vector.js';
import { insertBatched } from './batch.js';
import { planCalls } from './calls.js';
import { DEMO_DOCUMENTS } from './demo-calls.js';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import {
  ceilingOr,
  fill,
  isYearly,
  issuerOf,
  levelsOf,
  LEVELS,
  titleOf,
  TOPICS,
  variantsOf,
} from './policy-catalogue.js';
import type { PlannedPolicy, PolicyTopic, TitleVariant } from './policy-catalogue.js';
import { topicOfTitle } from './topics.js';
import { daysFrom, fakerFor, isoDate, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_POLICIES = 1000;

/** Recent policies are more common than old ones (a library grows). */
function publishedDaysAgo(faker: Faker): number {
  return faker.helpers.weightedArrayElement([
    { value: () => faker.number.int({ min: 0, max: 60 }), weight: 15 },
    { value: () => faker.number.int({ min: 61, max: 365 }), weight: 35 },
    { value: () => faker.number.int({ min: 366, max: 1500 }), weight: 50 },
  ])();
}

/**
 * A series: the documents one unit issues in one region under one title variant, a year apart
 * (a standing document has one). The k-th document of a series is published `offset + 366·k`
 * days ago: 366 days apart, two documents of a series never share a calendar year, so every
 * yearly title is unique whatever today is, and which series a document joins depends on no
 * calendar fact (same-every-day.test.ts).
 */
interface Series {
  readonly level: number;
  readonly region: string;
  readonly topic: PolicyTopic;
  readonly variant: TitleVariant;
  readonly issuer: { unit: string; prefix: string };
  offset: number | null;
  readonly taken: Set<number>;
}

const YEAR_STEP_DAYS = 366;

function seriesOf(): Map<number, Series[]> {
  const byLevel = new Map<number, Series[]>();
  for (const catalogue of LEVELS) {
    const list: Series[] = [];
    for (const region of catalogue.regions)
      for (const topic of TOPICS) {
        if (!levelsOf(topic).includes(catalogue.level)) continue;
        for (const variant of variantsOf(topic)) {
          // A standing document names its region: none at the national level.
          if (catalogue.level === 18 && !isYearly(variant)) continue;
          // Issued by the programme's usual family (a call's name does not say which unit runs
          // it, so two families' series would open calls of the same name).
          const issuer = issuerOf(catalogue.issuers[topic.families[0]!], region);
          list.push({
            level: catalogue.level,
            region,
            topic,
            variant,
            issuer,
            offset: null,
            taken: new Set(),
          });
        }
      }
    byLevel.set(catalogue.level, list);
  }
  return byLevel;
}

/** Levels in the order documents take them: the districts issue most, the state fewest. */
const LEVEL_CYCLE = [21, 20, 19, 21, 18, 20, 21, 19, 20, 21] as const;

function plan(faker: Faker, context: SeedContext, count: number): PlannedPolicy[] {
  const documentNumbers = new Map<string, number>();
  const numberOf = (prefix: string, year: number) => {
    const sequence = (documentNumbers.get(`${prefix}${year}`) ?? 0) + 1;
    documentNumbers.set(`${prefix}${year}`, sequence);
    return `${prefix}〔${year}〕${sequence}号`;
  };
  const planned: PlannedPolicy[] = [];
  // The documents of the demo's designed calls come first: stable, whatever the scale.
  for (const demo of DEMO_DOCUMENTS) {
    if (planned.length >= count) break;
    const published = daysFrom(context.now, -demo.publishedDaysAgo);
    const year = published.getUTCFullYear();
    const issuer = issuerOf(demo.issuer, demo.region);
    planned.push({
      level: demo.level,
      region: demo.region,
      unit: issuer.unit,
      topic: TOPICS.find((topic) => topic.subject === demo.subject)!,
      published,
      year,
      amount: demo.amount,
      title: demo.title,
      documentNumber: numberOf(issuer.prefix, year),
      validity: 'current',
      validUntil: null,
      state: 'published',
      successor: null,
      replaces: null,
      demoKey: demo.key,
    });
  }
  const series = seriesOf();
  for (let index = planned.length; index < count; index += 1) {
    const wanted = publishedDaysAgo(faker);
    const k = Math.floor(wanted / YEAR_STEP_DAYS);
    const level = LEVEL_CYCLE[index % LEVEL_CYCLE.length]!;
    // A series with its k-th year free (a standing document only has k = 0); when the level has
    // none left the districts take the document. Beyond the default volume (--scale) series run
    // out and titles repeat: uniqueness is promised for the shipped demo only.
    const free = (candidates: Series[]) =>
      candidates.filter((one) => !one.taken.has(k) && (k === 0 || isYearly(one.variant)));
    let candidates = free(series.get(level)!);
    if (candidates.length === 0) candidates = free(series.get(21)!);
    const chosen: Series = candidates.length
      ? faker.helpers.arrayElement(candidates)
      : faker.helpers.arrayElement(series.get(21)!);
    chosen.taken.add(k);
    chosen.offset ??= wanted % YEAR_STEP_DAYS;
    const published = daysFrom(context.now, -(chosen.offset + YEAR_STEP_DAYS * k));
    const year = published.getUTCFullYear();
    const amount = faker.helpers.arrayElement(chosen.topic.amounts[chosen.level as PolicyLevel]!);
    // Some documents stop on a set day: a few of those days have passed (已失效).
    const ends = faker.number.float() < 0.12;
    const validUntil = ends
      ? isoDate(daysFrom(published, faker.number.int({ min: 365, max: 1825 })))
      : null;
    planned.push({
      level: chosen.level,
      variant: chosen.variant,
      region: chosen.region,
      unit: chosen.issuer.unit,
      topic: chosen.topic,
      published,
      year,
      amount,
      title: titleOf(chosen.variant, chosen.issuer.unit, chosen.region, year),
      documentNumber: numberOf(chosen.issuer.prefix, year),
      // A few repealed outright (废止 with no successor).
      validity: faker.number.float() < 0.03 ? 'repealed' : 'current',
      validUntil,
      // Drafts an operator has not published yet: recent, never shown publicly.
      state: faker.number.float() < 0.015 ? 'draft' : 'published',
      successor: null,
      replaces: null,
    });
  }
  linkRevisions(faker, planned);
  return planned;
}

/**
 * Revised documents: within one issuer, region and topic, an older document is replaced by the
 * next newer published one (修订). The newer one's title says 修订 when it would read the same.
 */
function linkRevisions(faker: Faker, planned: PlannedPolicy[]): void {
  const groups = new Map<string, number[]>();
  planned.forEach((document, index) => {
    if (document.demoKey || document.state !== 'published') return;
    // Within one series: this year's notice replaces last year's.
    const key = `${document.unit}|${document.region}|${document.variant?.title ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  for (const indexes of groups.values()) {
    indexes.sort((a, b) => planned[a]!.published.getTime() - planned[b]!.published.getTime());
    for (let at = 0; at + 1 < indexes.length; at += 1) {
      const older = planned[indexes[at]!]!;
      const newer = planned[indexes[at + 1]!]!;
      if (older.validity !== 'current' || newer.replaces !== null) continue;
      if (faker.number.float() >= 0.15) continue;
      older.validity = 'revised';
      older.successor = indexes[at + 1]!;
      newer.replaces = indexes[at]!;
      if (newer.title === older.title) newer.title = `${newer.title}（${newer.year}年修订）`;
    }
  }
}

/** A 通知, its revision (（2026年修订）, which depends on which documents share a year) too. */
const isNotice = (title: string) => title.replace(/（\d{4}年修订）$/, '').endsWith('通知');

function body(faker: Faker, document: PlannedPolicy, replaced: PlannedPolicy | undefined): string {
  const { topic } = document;
  const values = { region: document.region, year: document.year, amount: document.amount };
  const conditions = faker.helpers.arrayElements(topic.conditions, {
    min: Math.min(3, topic.conditions.length),
    max: topic.conditions.length,
  });
  const validity = document.validUntil
    ? `本${isNotice(document.title) ? '通知' : '政策'}自发布之日起施行，有效期至${document.validUntil}。`
    : '本政策自发布之日起施行。';
  const repeal = replaced
    ? `《${replaced.title}》（${replaced.documentNumber}）同时废止，本政策系对其的修订。`
    : '';
  return sanitizeRichText(
    `<h2>一、总体要求</h2>` +
      `<p>为深入贯彻党中央、国务院关于支持中小企业创新发展的决策部署，${fill(topic.goal, values)}，结合${fill('{region}', values)}实际，制定本政策。</p>` +
      `<h2>二、支持对象与申报条件</h2><p>申报单位应同时符合以下条件：</p><ol>` +
      conditions.map((line) => `<li>${fill(line, values)}；</li>`).join('') +
      `</ol><h2>三、支持标准</h2><p>${fill(topic.support, values)}。同一项目已获得同级财政资金支持的，不得重复申报。</p>` +
      `<h2>四、申报方式</h2><p>具体申报时间、申报材料和受理部门以${document.unit}发布的年度申报通知为准。申报单位登录企业服务门户“政策申报”栏目在线填报。</p>` +
      `<h2>五、工作要求</h2><p>申报单位对所提交材料的真实性负责。对弄虚作假、骗取财政资金的，将依法依规追回资金并纳入信用记录。</p>` +
      `<h2>六、附则</h2><p>${validity}${repeal}本政策由${document.unit}负责解释。</p>`,
  );
}

/** 政策解读: what changed, who benefits, how much, how to apply — for about half the documents. */
function interpretation(document: PlannedPolicy): string {
  const { topic } = document;
  const values = { region: document.region, year: document.year, amount: document.amount };
  return sanitizeRichText(
    `<h3>一、出台背景</h3><p>${fill(topic.goal, values)}，${document.unit}出台《${document.title}》。</p>` +
      `<h3>二、支持对象</h3><p>${fill(topic.conditions[0]!, values)}。</p>` +
      `<h3>三、支持标准</h3><p>${fill(topic.support, values)}。</p>` +
      `<h3>四、如何享受</h3><p>关注${document.unit}发布的年度申报通知，在申报期内通过企业服务门户“政策匹配”查看本企业是否符合条件并在线申报；免申即享事项由系统比对后推送告知，企业确认即可。</p>`,
  );
}

/**
 * 最后核验 is a check of the published document (DOMAIN §1): never before it was written (成文) or
 * published (发布). A check drawn earlier than either is moved to the later of the two — a
 * document published last week was last checked when it was published, not two months ago.
 */
export function verifiedAfter(checked: Date, dates: readonly Date[]): Date {
  return dates.reduce((latest, date) => (date > latest ? date : latest), checked);
}

export async function seedPolicies(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('policies', context.now);
  const planned = plan(faker, context, scaled(context, BASE_POLICIES));
  // Ids are taken from the sequence up front, so a document's successor and its calls' ceiling
  // are written with it: an UPDATE afterwards would rewrite every row and its index entries.
  const { rows: reserved } = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('policies', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  const first = reserved[0]!.id;
  const ids = planned.map((_, index) => first + index);
  const calls = planCalls(context, planned, ids);
  const ceilings = new Map<number, number>();
  for (const call of calls)
    if (call.state === 'published' && call.supportCeiling != null)
      ceilings.set(call.policyId, Math.max(ceilings.get(call.policyId) ?? 0, call.supportCeiling));
  const rows = planned.map((document, index): PgInsertValue<typeof policies> => {
    const replaced = document.replaces === null ? undefined : planned[document.replaces];
    const summary = `${fill(document.topic.goal, document)}。${fill(document.topic.support, document)}。`;
    const text = body(faker, document, replaced);
    const written = daysFrom(document.published, -faker.number.int({ min: 2, max: 20 }));
    return {
      id: ids[index]!,
      level: document.level,
      title: document.title,
      documentNumber: document.documentNumber,
      issuingUnit: document.unit,
      industry: document.topic.industry,
      industryCodes: [...document.topic.industryCodes],
      themes: [...document.topic.themes],
      region: document.region,
      publishedOn: isoDate(document.published),
      writtenOn: isoDate(written),
      summary,
      body: text,
      validity: document.validity,
      successorId: document.successor === null ? null : ids[document.successor]!,
      validUntil: document.validUntil,
      interpretation:
        faker.number.float() < 0.5 || document.demoKey ? interpretation(document) : '',
      consultPhone: `0571-${faker.string.numeric(8)}`,
      // Drawn here, after the phone, as before: the faker stream (and every other value) is unchanged.
      verifiedOn: isoDate(
        verifiedAfter(daysFrom(context.now, -faker.number.int({ min: 0, max: 89 })), [
          written,
          document.published,
        ]),
      ),
      supportCeiling: ceilings.get(ids[index]!) ?? null,
      state: document.state,
      searchVector: seedSearchVector({
        title: document.title,
        names: [document.documentNumber, document.unit],
        body: [summary, text],
      }),
      createdAt: document.published,
    };
  });
  // A successor is newer than the document it replaces: newest first, it exists when referenced.
  const order = planned
    .map((document, index) => ({ time: document.published.getTime(), index }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ index }) => rows[index]!);
  // No attachments: the demo has no files to attach, and a link to nothing is worse than none.
  // The calls too: each batch of calls writes its documents' filter tokens (migration 0015's
  // trigger), which would otherwise enter every document's search entries into the index again.
  await withoutSearchIndexes(db, async () => {
    await insertBatched(db, policies, order);
    await insertBatched(db, policyCalls, calls);
  });
  await db.execute(
    sql`select setval(pg_get_serial_sequence('policies', 'id'), ${first + planned.length - 1})`,
  );
}

/**
 * Runs a bulk insert with the GIN indexes of the search dropped and builds them again after: one
 * build sorts every entry once, where row-by-row maintenance of ~600 entries a document costs more
 * than the insert itself at --scale 100. Same names and definitions as migrations 0012 and 0015;
 * inside the seed's transaction, so a failure leaves them as they were.
 */
export async function withoutSearchIndexes<T>(db: Db, insert: () => Promise<T>): Promise<T> {
  await db.execute(sql`drop index if exists policies_published_search_idx`);
  await db.execute(sql`drop index if exists policies_title_trgm_idx`);
  const result = await insert();
  await db.execute(
    sql`create index policies_published_search_idx on policies using gin (search_vector, filter_tokens) where state = 'published'`,
  );
  await db.execute(
    sql`create index policies_title_trgm_idx on policies using gin (title gin_trgm_ops)`,
  );
  return result;
}

export interface RecentPolicy {
  readonly id: number;
  readonly level: number;
  readonly title: string;
  readonly issuingUnit: string;
  readonly region: string;
  readonly publishedOn: string;
  /** Its ceiling in 万元 (the largest of its calls'), what its support line quotes. */
  readonly amount: number;
  /** The catalogue topic the title was made from. */
  readonly topic: PolicyTopic;
}

/** The newest published policies of a level (what interpretations and notices refer to). */
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
      supportCeiling: policies.supportCeiling,
    })
    .from(policies)
    .where(and(eq(policies.level, level), eq(policies.state, 'published')))
    .orderBy(desc(policies.publishedOn), desc(policies.id))
    .limit(limit);
  return rows.map(({ supportCeiling, ...row }) => {
    const topic = topicOfTitle(row.title);
    return { ...row, amount: ceilingOr(supportCeiling, topic, row.level), topic };
  });
}
