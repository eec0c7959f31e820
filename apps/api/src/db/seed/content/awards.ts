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
import { daysFrom, fakerFor, pastMoment, scaled } from './seed-context.js';
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
    // The results of the newest closed calls, published some weeks after each closed.
    const sources = await recentCalls(db, level, groupCount, 'closed', today);
    if (sources.length === 0) continue;
    const groups = sources.map((call) => {
      const after = daysFrom(
        new Date(`${call.applyEndOn}T03:00:00Z`),
        faker.number.int({ min: 20, max: 60 }),
      );
      return {
        policy: { ...call, issuingUnit: call.handlingUnit },
        row: {
          entryName: `${plain(call.title)}拟支持企业名单`,
          level,
          policyId: call.policyId,
          callId: call.id,
          createdAt:
            after.getTime() > context.now.getTime() ? pastMoment(faker, context.now, 2) : after,
        },
      };
    });
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
