// News (最新动态) and information items (政策资讯); 政策知识 is in knowledge.ts.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../client.js';
import { INFORMATION_TYPES, information, news } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { insertBatched } from './batch.js';
import { informationBody, informationSource } from './information-bodies.js';
import { coverSvg } from './images.js';
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
  '{district}召开2026年度惠企政策直达快享工作推进会',
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
  '{district}启动2026年中小企业服务月活动',
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

const NEWS_LABELS = [
  '最新动态',
  '政策速递',
  '企业服务',
  '园区快讯',
  '活动回顾',
  '人才工作',
] as const;

const INFORMATION_TITLES: Readonly<Record<number, readonly string[]>> = {
  [INFORMATION_TYPES.policyNews]: [
    '{subject}政策有新变化，这些要点企业需关注',
    '{region}出台{subject}新政，最高支持{n}万元',
    '一文读懂{subject}申报流程',
  ],
  [INFORMATION_TYPES.industryNews]: [
    '{region}数字经济核心产业增加值同比增长{n}%',
    '前三季度{region}规上工业增加值增长{n}%',
    '{region}生物医药产业集群加速成势',
  ],
  [INFORMATION_TYPES.parkNews]: [
    '{district}科创园新增入驻企业{n}家',
    '{district}人才服务驿站正式启用',
    '{district}企业服务中心推出“一窗通办”',
  ],
};

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
      const title = newsTitle(index, faker.number.int({ min: 3, max: 60 }));
      const district = DISTRICTS.find(({ name }) => title.includes(name))!.name;
      const label = faker.helpers.arrayElement(NEWS_LABELS);
      return {
        title,
        image: context.images.add('cover', coverSvg(label, faker.number.int({ min: 0, max: 23 }))),
        summary: `${title}。`,
        content: paragraphs(faker, [
          `近日，${title}。`,
          `会上，有关部门负责人介绍了近期惠企政策的落实情况，并就企业关心的资金兑付、人才服务、知识产权保护等问题进行了现场解答。`,
          `下一步，${district}将持续优化营商环境，推动各项惠企政策精准直达市场主体。`,
        ]),
        source: '企业服务中心',
        createdAt: pastMoment(faker, context.now, 180),
      };
    },
  );
  await insertBatched(db, news, rows);
}

export async function seedInformation(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('information', context.now);
  const types = Object.values(INFORMATION_TYPES);
  const subjects = [
    '高新技术企业认定',
    '研发费用加计扣除',
    '专精特新',
    '数字化改造',
    '知识产权质押融资',
    '首台（套）装备',
  ] as const;
  const rows = Array.from(
    { length: scaled(context, BASE_INFORMATION) },
    (_, index): typeof information.$inferInsert => {
      const type = types[index % types.length]!;
      const facts = {
        subject: faker.helpers.arrayElement(subjects),
        region: faker.helpers.arrayElement(['杭州市', '浙江省', '滨江区', '余杭区']),
        district: faker.helpers.arrayElement(DISTRICTS).name,
        // Industry titles give growth in per cent; the others amounts in 万元 or counts.
        n:
          type === INFORMATION_TYPES.industryNews
            ? faker.number.int({ min: 3, max: 25 })
            : faker.number.int({ min: 3, max: 300 }),
      };
      const title = faker.helpers
        .arrayElement(INFORMATION_TITLES[type]!)
        .replace('{subject}', facts.subject)
        .replace('{region}', facts.region)
        .replace('{district}', facts.district)
        .replace('{n}', String(facts.n));
      return {
        type,
        title,
        content: sanitizeRichText(informationBody(faker, type, { ...facts, title })),
        source: informationSource(faker),
        createdAt: pastMoment(faker, context.now, 365),
      };
    },
  );
  await insertBatched(db, information, rows);
}
