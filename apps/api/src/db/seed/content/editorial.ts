// News (最新动态), policy interpretations (政策知识) and information items (政策资讯).
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../client.js';
import { INFORMATION_TYPES, information, knowledge, news } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { insertBatched } from './batch.js';
import { coverSvg } from './images.js';
import { DISTRICTS } from './places.js';
import { LEVELS } from './policy-catalogue.js';
import { recentPolicies } from './policies.js';
import { fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_NEWS = 60;
export const BASE_KNOWLEDGE = 40;
export const BASE_INFORMATION = 120;

const NEWS_TITLES = [
  '{district}召开2026年度惠企政策直达快享工作推进会',
  '企业服务门户上线“免申即享”专区，{n}项政策实现自动兑付',
  '{district}举办知识产权质押融资银企对接会，现场签约{n}亿元',
  '全市专精特新企业培育工作现场会在{district}召开',
  '“亲清在线”平台累计兑付惠企资金突破{n}亿元',
  '{district}开展数字化改造“诊断服务”进企业活动',
  '高新技术企业认定政策宣讲会在{district}成功举办',
  '{district}发布人才新政 最高给予{n}万元购房补贴',
  '省级企业研发中心认定名单公布 {district}{n}家企业入选',
  '市场监管部门走进{district}开展商标品牌指导服务',
  '{district}举办“企业家接待日”活动 现场收集诉求{n}条',
  '2026年杭州市中小企业服务月活动启动',
] as const;

const NEWS_LABELS = ['最新动态', '政策速递', '企业服务', '园区快讯', '活动回顾', '人才工作'] as const;

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
  return sanitizeRichText(lines.map((line) => `<p>${line}</p>`).join('') + `<p>（来源：${faker.helpers.arrayElement(['杭州日报', '浙江日报', '区融媒体中心', '企业服务中心'])}）</p>`);
}

export async function seedNews(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('news', context.now);
  const rows = Array.from({ length: scaled(context, BASE_NEWS) }, (_, index): typeof news.$inferInsert => {
    const district = faker.helpers.arrayElement(DISTRICTS).name;
    const title = NEWS_TITLES[index % NEWS_TITLES.length]!.replace('{district}', district).replace('{n}', String(faker.number.int({ min: 3, max: 60 })));
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
  });
  await insertBatched(db, news, rows);
}

export async function seedKnowledge(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('knowledge', context.now);
  const count = scaled(context, BASE_KNOWLEDGE);
  // One level after another: the seed runs in one transaction, and a pg client takes one query
  // at a time (concurrent queries on it are deprecated and fail in pg 9).
  const sources: Awaited<ReturnType<typeof recentPolicies>> = [];
  for (const { level } of LEVELS) sources.push(...(await recentPolicies(db, level, Math.ceil(count / LEVELS.length))));
  const rows = sources.slice(0, count).map((policy): typeof knowledge.$inferInsert => {
    const title = faker.helpers.arrayElement([
      `一图读懂：${policy.title}`,
      `政策解读｜${policy.topic.subject}政策要点`,
      `${policy.topic.subject}申报常见问题解答`,
    ]);
    return {
      title,
      policyId: policy.id,
      summary: `${policy.issuingUnit}发布的${policy.title}解读。`,
      content: sanitizeRichText(
        `<h3>一、出台背景</h3><p>${policy.topic.goal}。</p><h3>二、支持对象</h3><p>${policy.topic.conditions[0]!.replaceAll('{region}', policy.region)}等。</p>` +
          `<h3>三、如何申报</h3><p>符合条件的企业可在申报期内通过企业服务门户在线提交材料，截止日期为${policy.applyEndOn ?? '长期'}。</p>`,
      ),
      source: policy.issuingUnit,
      createdAt: pastMoment(faker, context.now, 365),
    };
  });
  await insertBatched(db, knowledge, rows);
}

export async function seedInformation(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('information', context.now);
  const types = Object.values(INFORMATION_TYPES);
  const subjects = ['高新技术企业认定', '研发费用加计扣除', '专精特新', '数字化改造', '知识产权质押融资', '首台（套）装备'] as const;
  const rows = Array.from({ length: scaled(context, BASE_INFORMATION) }, (_, index): typeof information.$inferInsert => {
    const type = types[index % types.length]!;
    const title = faker.helpers
      .arrayElement(INFORMATION_TITLES[type]!)
      .replace('{subject}', faker.helpers.arrayElement(subjects))
      .replace('{region}', faker.helpers.arrayElement(['杭州市', '浙江省', '滨江区', '余杭区']))
      .replace('{district}', faker.helpers.arrayElement(DISTRICTS).name)
      .replace('{n}', String(faker.number.int({ min: 3, max: 300 })));
    return {
      type,
      title,
      content: paragraphs(faker, [`${title}。`, '详情请关注企业服务门户政策资讯栏目。']),
      source: '企业服务门户',
      createdAt: pastMoment(faker, context.now, 365),
    };
  });
  await insertBatched(db, information, rows);
}
