// Announcements of the home page's three tabs: declaration notices (正在申报, each announcing a
// call and carrying its deadline), publicity lists (正在公示) and other notices (其它资讯).
import type { Db } from '../../client.js';
import { asc } from 'drizzle-orm';
import { BULLETIN_TYPES, bulletins, enterprises } from '../../schema/index.js';
import { sanitizeRichText } from '../../../modules/policy/rich-text.js';
import { shanghaiDate } from '../../../modules/shared/dates.js';
import { insertBatched } from './batch.js';
import { declarationBody, otherNoticeBody, publicityBody } from './bulletin-bodies.js';
import { LEVELS } from './policy-catalogue.js';
import { recentCalls } from './calls.js';
import { recentPolicies } from './policies.js';
import { daysFrom, fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_BULLETINS_PER_TYPE = 40;

/** Titled with the unit (or region) that issues them: two units' notices never read the same. */
const OTHER_TITLES = [
  '{unit}关于举办{subject}政策宣讲会的通知',
  '{region}{subject}申报常见问题解答',
  '{unit}关于开展{subject}专项调研的通知',
  '{unit}关于公布{subject}咨询服务机构名录的公告',
  '{unit}关于{subject}政策落实情况的通报',
] as const;

/** A call's title without its 申报 / 申领 (the notice says it): 2026年度杭州市专精特新认定（第一批）. */
export function plain(title: string): string {
  return title.replace(/(申报|申领)(?=$|（)/, '');
}

export async function seedBulletins(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('bulletins', context.now);
  const today = shanghaiDate(context.now);
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
  const written = new Set<string>();
  for (const { level } of LEVELS) {
    // 申报通知 of the newest calls: half still open (正在申报), half closed, each with its call's
    // deadline; every closed call also has its 公示 of the enterprises it proposes to support.
    const open = await recentCalls(db, level, Math.ceil(perLevel / 2), 'open', today);
    const closed = await recentCalls(db, level, perLevel, 'closed', today);
    for (const call of [...open, ...closed.slice(0, perLevel - open.length)]) {
      const announced = call.publishedAt;
      rows.push({
        type: BULLETIN_TYPES.declaration,
        level,
        title: `${call.handlingUnit}关于开展${plain(call.title)}申报工作的通知`,
        content: sanitizeRichText(declarationBody(faker, call, announced)),
        issuingUnit: call.handlingUnit,
        policyId: call.policyId,
        callId: call.id,
        deadline: call.applyEndOn,
        createdAt: announced,
      });
    }
    for (const call of closed) {
      // A publicity list follows the close of its call, and is never dated after now.
      const after = daysFrom(
        new Date(`${call.applyEndOn}T02:00:00Z`),
        faker.number.int({ min: 15, max: 45 }),
      );
      const publicized =
        after.getTime() > context.now.getTime() ? pastMoment(faker, context.now, 1) : after;
      rows.push({
        type: BULLETIN_TYPES.publicity,
        level,
        title: `${plain(call.title)}拟支持名单公示`,
        content: sanitizeRichText(publicityBody(faker, call, publicized, directory)),
        issuingUnit: call.handlingUnit,
        policyId: call.policyId,
        callId: call.id,
        createdAt: publicized,
      });
    }
    // 其它资讯 around the newest documents.
    // A title already written is not written again (no two notices read the same, issue 25).
    let others = 0;
    for (const policy of await recentPolicies(db, level, perLevel * 3)) {
      if (others >= perLevel) break;
      const titles = faker.helpers.shuffle([...OTHER_TITLES]).map((template) =>
        template
          .replace('{subject}', policy.topic.subject)
          .replace('{unit}', policy.issuingUnit)
          .replace('{region}', policy.region === '全国' ? '' : policy.region),
      );
      const title = titles.find((candidate) => !written.has(candidate));
      if (!title) continue;
      written.add(title);
      others += 1;
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
  await insertBatched(db, bulletins, rows);
}
