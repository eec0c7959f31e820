// Newest-policy award lists (获扶持企业名单): per level, the results of closed calls — the
// supported companies with their project and amount in 万元.
import { asc } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { enterprises, policyAwardCompanies, policyAwardGroups } from '../../schema/index.js';
import { shanghaiDate } from '../../../modules/shared/dates.js';
import { insertBatched, insertReturningIds } from './batch.js';
import { LEVELS } from './policy-catalogue.js';
import { plain } from './bulletins.js';
import { recentCalls } from './calls.js';
import { daysFrom, fakerFor, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_AWARD_GROUPS_PER_LEVEL = 10;

/** Upper bound of one company's support, in 万元, by level. */
const MAX_MONEY: Readonly<Record<number, number>> = { 18: 800, 19: 300, 20: 150, 21: 60 };

export async function seedAwards(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('awards', context.now);
  const today = shanghaiDate(context.now);
  const directory = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .orderBy(asc(enterprises.id));
  if (directory.length === 0) return;
  for (const { level } of LEVELS) {
    const groupCount = scaled(context, BASE_AWARD_GROUPS_PER_LEVEL);
    // The results of closed calls, published 20–60 days after each closed; a call whose list is
    // not due yet has none. Taken evenly from the newest eightfold, not the newest few: those all
    // closed lately, and the data screen's 扶持资金 by month and its ticker would show a year of
    // awards crowded into the last weeks.
    const closed = (await recentCalls(db, level, groupCount * 8, 'closed', today))
      .map((call) => ({
        call,
        publishedAt: daysFrom(
          new Date(`${call.applyEndOn}T03:00:00Z`),
          faker.number.int({ min: 20, max: 60 }),
        ),
      }))
      .filter(({ publishedAt }) => publishedAt.getTime() <= context.now.getTime());
    const step = Math.max(1, Math.floor(closed.length / groupCount));
    const sources = closed.filter((_, index) => index % step === 0).slice(0, groupCount);
    if (sources.length === 0) continue;
    const groups = sources.map(({ call, publishedAt }) => ({
      policy: { ...call, issuingUnit: call.handlingUnit },
      row: {
        entryName: `${plain(call.title)}拟支持企业名单`,
        level,
        policyId: call.policyId,
        callId: call.id,
        createdAt: publishedAt,
      },
    }));
    const ids = await insertReturningIds(
      db,
      policyAwardGroups,
      groups.map((group) => group.row),
    );
    const companies: (typeof policyAwardCompanies.$inferInsert)[] = [];
    groups.forEach(({ policy }, index) => {
      const winners = faker.helpers.arrayElements(directory, {
        min: 3,
        max: Math.min(12, directory.length),
      });
      for (const winner of winners) {
        companies.push({
          groupId: ids[index]!,
          enterpriseId: winner.id,
          enterpriseName: winner.name,
          topicName: `${policy.topic.subject}${faker.helpers.arrayElement(['奖励', '补助', '资助'])}`,
          level,
          unit: policy.issuingUnit,
          totalMoney: faker.number.float({ min: 2, max: MAX_MONEY[level]!, fractionDigits: 2 }),
        });
      }
    });
    await insertBatched(db, policyAwardCompanies, companies);
  }
}
