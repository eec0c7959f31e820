// Announcements of the home page's three tabs: declaration notices (正在申报, with the policy's
// deadline), publicity lists (正在公示) and other notices (其它资讯).
import type { Db } from '../../client.js';
import { asc } from 'drizzle-orm';
import { BULLETIN_TYPES, bulletins, enterprises } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { insertBatched } from './batch.js';
import { declarationBody, otherNoticeBody, publicityBody } from './bulletin-bodies.js';
import { LEVELS } from './policy-catalogue.js';
import { recentPolicies } from './policies.js';
import type { RecentPolicy } from './policies.js';
import { daysFrom, fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_BULLETINS_PER_TYPE = 40;

const OTHER_TITLES = [
  '关于举办{subject}政策宣讲会的通知',
  '{subject}申报常见问题解答',
  '关于{unit}政务服务系统升级维护的公告',
  '关于开展{subject}专项调研的通知',
  '关于公布{subject}咨询服务机构名录的公告',
] as const;

const region = (policy: RecentPolicy) => (policy.region === '全国' ? '' : policy.region);
const year = (policy: RecentPolicy) => policy.publishedOn.slice(0, 4);

export async function seedBulletins(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('bulletins', context.now);
  const perType = scaled(context, BASE_BULLETINS_PER_TYPE);
  const perLevel = Math.ceil(perType / LEVELS.length);
  // Publicity lists name real directory enterprises; a few hundred give every list variety.
  const directory = (
    await db
      .select({ name: enterprises.name })
      .from(enterprises)
      .orderBy(asc(enterprises.id))
      .limit(300)
  ).map((row) => row.name);
  const rows: (typeof bulletins.$inferInsert)[] = [];
  for (const { level } of LEVELS) {
    // Every eighth of the newer policies: notices of the last months, some still open, some closed.
    const sources = (await recentPolicies(db, level, perLevel * 8)).filter(
      (_, index) => index % 8 === 0,
    );
    for (const policy of sources) {
      const published = new Date(`${policy.publishedOn}T02:00:00Z`);
      rows.push({
        type: BULLETIN_TYPES.declaration,
        level,
        title: `${policy.issuingUnit}关于开展${year(policy)}年度${policy.topic.subject}申报工作的通知`,
        content: sanitizeRichText(declarationBody(faker, policy, published)),
        issuingUnit: policy.issuingUnit,
        policyId: policy.id,
        deadline: policy.applyEndOn,
        createdAt: published,
      });
      // A publicity list follows its notice, and is never dated after now (its signature shows it).
      const after = daysFrom(published, faker.number.int({ min: 30, max: 80 }));
      const publicized =
        after.getTime() > context.now.getTime() ? pastMoment(faker, context.now, 5) : after;
      rows.push({
        type: BULLETIN_TYPES.publicity,
        level,
        title: `${year(policy)}年度${region(policy)}${policy.topic.subject}拟认定（支持）名单公示`,
        content: sanitizeRichText(publicityBody(faker, policy, publicized, directory)),
        issuingUnit: policy.issuingUnit,
        policyId: policy.id,
        createdAt: publicized,
      });
      const template = faker.helpers.arrayElement(OTHER_TITLES);
      const title = template
        .replace('{subject}', policy.topic.subject)
        .replace('{unit}', policy.issuingUnit);
      const noticed = pastMoment(faker, context.now, 365);
      rows.push({
        type: BULLETIN_TYPES.other,
        level,
        title,
        content: sanitizeRichText(otherNoticeBody(faker, policy, title, noticed)),
        issuingUnit: policy.issuingUnit,
        policyId: policy.id,
        createdAt: noticed,
      });
    }
  }
  // A publicity list follows its notice: never dated after now.
  for (const row of rows)
    if (row.createdAt && row.createdAt.getTime() > context.now.getTime())
      row.createdAt = pastMoment(faker, context.now, 5);
  await insertBatched(db, bulletins, rows);
}
