// News (最新动态) and information items (政策资讯); 政策知识 is in knowledge.ts.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../client.js';
import { INFORMATION_TYPES, information, news } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { insertBatched } from './batch.js';
import { shanghaiDate } from '../../../modules/shared/dates.js';
import { declarationBody } from './bulletin-bodies.js';
import { plain } from './bulletins.js';
import { openCalls } from './calls.js';
import { sceneSvg } from './scenes.js';
import type { Scene } from './scenes.js';
import { DISTRICTS } from './places.js';
import { fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_NEWS = 60;
export const BASE_INFORMATION = 120;

/**
 * News titles. The home page cuts a title after about a dozen characters (最新动态 strip,
 * 1280 px), so what tells two titles apart comes first: the district opens most of them, and the
 * others open with a short phrase followed by the district. Paired with districts so that no two
 * of the first 120 news items share template and district (see newsTitle).
 */
const NEWS_TITLES = [
  '{district}召开{year}年度惠企政策直达快享工作推进会',
  '{district}“免申即享”专区上线，{n}项政策实现自动兑付',
  '{district}举办知识产权质押融资银企对接会，现场签约{n}亿元',
  '{district}召开专精特新企业培育工作现场会',
  '{district}“亲清在线”累计兑付惠企资金突破{n}亿元',
  '{district}开展数字化改造“诊断服务”进企业活动',
  '{district}举办高新技术企业认定政策宣讲会',
  '{district}发布人才新政 最高给予{n}万元购房补贴',
  '{district}{n}家企业入选省级企业研发中心',
  '市监局走进{district}开展商标品牌指导服务',
  '“企业家接待日”走进{district} 现场收集诉求{n}条',
  '{district}启动{year}年中小企业服务月活动',
] as const;

/** How many leading characters of a title the home page's lists show at their narrowest. */
export const HOME_TITLE_VISIBLE_CHARS = 12;

/**
 * The index-th news title: template and district both walk forward, the district one step more
 * each round of templates, so a (template, district) pair repeats only after 120 titles.
 */
function newsTitle(index: number, amount: number): string {
  const template = NEWS_TITLES[index % NEWS_TITLES.length]!;
  const round = Math.floor(index / NEWS_TITLES.length);
  const district = DISTRICTS[(index + round) % DISTRICTS.length]!.name;
  return template.replace('{district}', district).replace('{n}', String(amount));
}

/** What each news template's cover shows (same order as NEWS_TITLES). */
const NEWS_SCENES: readonly Scene[] = [
  'meeting',
  'skyline',
  'meeting',
  'factory',
  'skyline',
  'factory',
  'meeting',
  'park',
  'lab',
  'park',
  'meeting',
  'skyline',
];

function paragraphs(faker: Faker, lines: readonly string[]): string {
  return sanitizeRichText(
    lines.map((line) => `<p>${line}</p>`).join('') +
      `<p>（来源：${faker.helpers.arrayElement(['杭州日报', '浙江日报', '区融媒体中心', '企业服务中心'])}）</p>`,
  );
}

export async function seedNews(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('news', context.now);
  const rows = Array.from(
    { length: scaled(context, BASE_NEWS) },
    (_, index): typeof news.$inferInsert => {
      const drafted = newsTitle(index, faker.number.int({ min: 3, max: 60 }));
      const district = DISTRICTS.find(({ name }) => drafted.includes(name))!.name;
      const createdAt = pastMoment(faker, context.now, 180);
      // The year it happened, not the year the catalogue was written.
      const title = drafted.replace('{year}', String(createdAt.getUTCFullYear()));
      return {
        title,
        // A picture of its own: the template's scene, drawn from the item's seed.
        image: context.images.add(
          'cover',
          sceneSvg(
            NEWS_SCENES[index % NEWS_SCENES.length]!,
            index * 24 + faker.number.int({ min: 0, max: 23 }),
          ),
        ),
        summary: `${title}。`,
        content: paragraphs(faker, [
          `近日，${title}。`,
          `会上，有关部门负责人介绍了近期惠企政策的落实情况，并就企业关心的资金兑付、人才服务、知识产权保护等问题进行了现场解答。`,
          `下一步，${district}将持续优化营商环境，推动各项惠企政策精准直达市场主体。`,
        ]),
        source: '企业服务中心',
        createdAt,
      };
    },
  );
  await insertBatched(db, news, rows);
}

/**
 * 政策资讯's first tab, 正在申报 (get_information, every type): the notices of the calls open today,
 * newest first — outside testers found news there ("前三季度…规上工业增加值增长25%"), and bodies about
 * something else than their titles (issue 25). Calls a 申报通知 bulletin already announces are left
 * to it, so no two announcements read the same; 免申即享 has no application to announce.
 */
export async function seedInformation(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('information', context.now);
  const types = Object.values(INFORMATION_TYPES);
  const calls = await openCalls(db, shanghaiDate(context.now), scaled(context, BASE_INFORMATION));
  const rows = calls.map((call, index): typeof information.$inferInsert => ({
    // The type is the 政策资讯 category; the tab lists them all.
    type: types[index % types.length]!,
    title: `${call.handlingUnit}关于开展${plain(call.title)}申报工作的通知`,
    content: sanitizeRichText(declarationBody(faker, call, call.publishedAt)),
    source: call.handlingUnit,
    callId: call.id,
    createdAt: call.publishedAt,
  }));
  await insertBatched(db, information, rows);
}
