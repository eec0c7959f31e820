// Announcements of the home page's three tabs: declaration notices (正在申报, with the policy's
// deadline), publicity lists (正在公示) and other notices (其它资讯).
import type { Db } from '../../client.js';
import { BULLETIN_TYPES, bulletins } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { insertBatched } from './batch.js';
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
        content: sanitizeRichText(
          `<p>各有关单位：</p><p>根据${policy.title}要求，现启动${year(policy)}年度${policy.topic.subject}申报工作。请符合条件的单位于<strong>${policy.applyEndOn}</strong>前完成网上申报。</p>`,
        ),
        issuingUnit: policy.issuingUnit,
        policyId: policy.id,
        deadline: policy.applyEndOn,
        createdAt: published,
      });
      rows.push({
        type: BULLETIN_TYPES.publicity,
        level,
        title: `${year(policy)}年度${region(policy)}${policy.topic.subject}拟认定（支持）名单公示`,
        content: sanitizeRichText(
          `<p>经企业申报、专家评审，现将${year(policy)}年度${policy.topic.subject}拟认定（支持）名单予以公示，公示期为7个工作日。</p><p>如有异议，请在公示期内以书面形式向${policy.issuingUnit}反映。</p>`,
        ),
        issuingUnit: policy.issuingUnit,
        policyId: policy.id,
        createdAt: daysFrom(published, faker.number.int({ min: 30, max: 80 })),
      });
      const template = faker.helpers.arrayElement(OTHER_TITLES);
      rows.push({
        type: BULLETIN_TYPES.other,
        level,
        title: template
          .replace('{subject}', policy.topic.subject)
          .replace('{unit}', policy.issuingUnit),
        content: sanitizeRichText(
          `<p>${policy.issuingUnit}就${policy.topic.subject}相关事项发布如下公告，请各有关单位知悉。</p>`,
        ),
        issuingUnit: policy.issuingUnit,
        policyId: policy.id,
        createdAt: pastMoment(faker, context.now, 365),
      });
    }
  }
  // A publicity list follows its notice: never dated after now.
  for (const row of rows)
    if (row.createdAt && row.createdAt.getTime() > context.now.getTime())
      row.createdAt = pastMoment(faker, context.now, 5);
  await insertBatched(db, bulletins, rows);
}
