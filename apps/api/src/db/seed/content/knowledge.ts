// 政策知识 (/knowledgeList and the home page's list): interpretations (解读) of the newest documents
// and questions with their answers (问答), each linked to the documents it explains, with the
// search vector the knowledge search reads.
import type { Faker } from '@faker-js/faker';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.js';
import { knowledge, knowledgePolicies } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { seedSearchVector } from './search-vector.js';
import { insertBatched, insertReturningIds } from './batch.js';
import { callTemplateOf, MATERIALS } from './call-catalogue.js';
import { HOME_TITLE_VISIBLE_CHARS } from './editorial.js';
import { fill, LEVELS } from './policy-catalogue.js';
import { recentPolicies } from './policies.js';
import type { RecentPolicy } from './policies.js';
import { fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_KNOWLEDGE = 40;
export const BASE_QA = 30;

/**
 * Titles different from every other and, where the forms allow, different within the characters
 * the home page shows. Several policies share a subject (the same national notice every year, the
 * same topic in two regions), so a title is built from the subject, the region and a form, and a
 * form whose result is taken gives way to the next one.
 */
class KnowledgeTitles {
  private readonly titles = new Set<string>();
  private readonly openings = new Set<string>();

  pick(forms: readonly string[], fallback: string): string {
    const opening = (title: string) => [...title].slice(0, HOME_TITLE_VISIBLE_CHARS).join('');
    const title =
      forms.find((form) => !this.titles.has(form) && !this.openings.has(opening(form))) ??
      forms.find((form) => !this.titles.has(form)) ??
      `${fallback}（第${this.titles.size + 1}期）`;
    this.titles.add(title);
    this.openings.add(opening(title));
    return title;
  }
}

function interpretationTitle(faker: Faker, titles: KnowledgeTitles, policy: RecentPolicy): string {
  const subject = policy.topic.subject;
  // A national policy reads 国家 before a subject (国家X政策要点) and 全国 where it names who benefits.
  const region = policy.region === '全国' ? '国家' : policy.region;
  const everywhere = policy.region;
  const year = policy.publishedOn.slice(0, 4);
  const forms = faker.helpers.shuffle([
    `${region}${subject}政策要点解读`,
    `读懂${region}${subject}新政`,
    `图解${year}年${region}${subject}申报`,
    `${subject}怎么申请？${region}办事指南`,
    `${everywhere}企业如何享受${subject}支持`,
    `一图读懂：${policy.title}`,
  ]);
  return titles.pick(forms, `${subject}政策解读`);
}

function questionTitle(faker: Faker, titles: KnowledgeTitles, policy: RecentPolicy): string {
  const subject = policy.topic.subject;
  const region = policy.region === '全国' ? '' : policy.region;
  const forms = faker.helpers.shuffle([
    `${subject}的申报条件有哪些？`,
    `${subject}需要准备哪些材料？`,
    `${subject}资金多久能到账？`,
    `${region}${subject}可以重复享受吗？`,
    `问：${region}企业怎样申请${subject}？`,
    `${region}${subject}常见问题解答`,
  ]);
  return titles.pick(forms, `${subject}问答`);
}

function interpretationContent(policy: RecentPolicy): string {
  const values = {
    region: policy.region,
    year: Number(policy.publishedOn.slice(0, 4)),
    amount: policy.amount,
  };
  const { topic } = policy;
  return sanitizeRichText(
    `<h3>一、出台背景</h3><p>${fill(topic.goal, values)}。</p>` +
      `<h3>二、支持对象</h3><p>${fill(topic.conditions[0]!, values)}等。</p>` +
      `<h3>三、主要内容</h3><ul>${topic.conditions
        .slice(1)
        .map((line) => `<li>${fill(line, values)}；</li>`)
        .join('')}</ul>` +
      `<h3>四、如何申报</h3><p>关注${policy.issuingUnit}发布的年度申报通知，在申报期内通过企业服务门户“政策匹配”查看本企业是否符合条件后在线提交材料。</p>`,
  );
}

/** The answer: the call's conditions, materials and delivery as the notices state them. */
function answerContent(title: string, policy: RecentPolicy): string {
  const values = {
    region: policy.region,
    year: Number(policy.publishedOn.slice(0, 4)),
    amount: policy.amount,
  };
  const { topic } = policy;
  const template = callTemplateOf(topic.subject);
  if (title.includes('材料')) {
    const materials = template.materials.map((key) => MATERIALS[key].name);
    return sanitizeRichText(
      materials.length === 0
        ? `<p>答：本事项实行“免申即享”，无需提交材料。系统根据企业数据比对符合条件后推送告知，企业在线确认并填写收款账户即可。</p>`
        : `<p>答：一般需要准备以下材料，均可在企业服务门户在线上传，材料库中已有的可直接选用：</p><ol>${materials.map((name) => `<li>${name}；</li>`).join('')}</ol><p>具体以当年度申报通知为准。</p>`,
    );
  }
  if (title.includes('到账')) {
    return sanitizeRichText(
      `<p>答：${fill(topic.support, values)}。经审核、公示无异议后，资金一般在30个工作日内拨付至企业基本账户，企业可在“申报中”查看办理进度，到账后请在线确认。</p>`,
    );
  }
  if (title.includes('重复')) {
    return sanitizeRichText(
      `<p>答：同一项目已获得同级财政资金支持的，不得重复申报；不同层级的政策可按“就高不重复”原则享受。${fill(topic.support, values)}。</p>`,
    );
  }
  return sanitizeRichText(
    `<p>答：申报单位应同时符合以下条件：</p><ol>${topic.conditions.map((line) => `<li>${fill(line, values)}；</li>`).join('')}</ol>` +
      `<p>登录后在“政策匹配”中可逐条查看本企业是否符合，缺少的数据可在企业信息中补充。</p>`,
  );
}

export async function seedKnowledge(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('knowledge', context.now);
  const count = scaled(context, BASE_KNOWLEDGE);
  const questions = scaled(context, BASE_QA);
  // One level after another: the seed runs in one transaction, and a pg client takes one query
  // at a time (concurrent queries on it are deprecated and fail in pg 9).
  const perLevel = Math.ceil((count + questions) / LEVELS.length);
  const byLevel: RecentPolicy[][] = [];
  for (const { level } of LEVELS) byLevel.push(await recentPolicies(db, level, perLevel));
  // Interleaved levels: the first items cover every level.
  const sources: RecentPolicy[] = [];
  for (let at = 0; at < perLevel; at += 1)
    for (const list of byLevel) if (list[at]) sources.push(list[at]!);
  const titles = new KnowledgeTitles();
  const items: { row: PgInsertValue<typeof knowledge>; policies: number[] }[] = [];
  sources.slice(0, count).forEach((policy) => {
    const title = interpretationTitle(faker, titles, policy);
    const summary = `${policy.issuingUnit}发布的${policy.title}解读。`;
    const content = interpretationContent(policy);
    items.push({
      row: {
        title,
        kind: 'interpretation',
        summary,
        content,
        source: policy.issuingUnit,
        searchVector: seedSearchVector({ title, body: [summary, content] }),
        createdAt: pastMoment(faker, context.now, 365),
      },
      policies: [policy.id],
    });
  });
  sources.slice(count, count + questions).forEach((policy) => {
    const title = questionTitle(faker, titles, policy);
    const content = answerContent(title, policy);
    const summary = `关于${policy.topic.subject}的常见问题。`;
    // A question answers for every document of its subject among the newest.
    const related = sources
      .filter((other) => other.topic === policy.topic)
      .slice(0, 3)
      .map((other) => other.id);
    items.push({
      row: {
        title,
        kind: 'qa',
        summary,
        content,
        source: policy.issuingUnit,
        searchVector: seedSearchVector({ title, body: [summary, content] }),
        createdAt: pastMoment(faker, context.now, 365),
      },
      policies: [...new Set([policy.id, ...related])],
    });
  });
  const ids = await insertReturningIds(
    db,
    knowledge,
    items.map((item) => item.row),
  );
  await insertBatched(
    db,
    knowledgePolicies,
    items.flatMap((item, index) =>
      item.policies.map((policyId) => ({ knowledgeId: ids[index]!, policyId })),
    ),
  );
}
