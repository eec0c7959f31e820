// The portal's demo content: the enterprise directory and its IP, policies and award lists,
// announcements, news, services, experts, talents and appeals, with generated pictures.
// Deterministic: each area has its own seeded zh_CN faker and every date is placed relative to
// `now`, so two seeds with the same `now` and scale write the same rows.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.js';
import {
  appeals,
  bulletins,
  copyrights,
  enterpriseEdits,
  enterpriseMaterials,
  enterpriseRecordVersions,
  enterprises,
  exemptCases,
  expertCategories,
  experts,
  generatedImages,
  information,
  knowledge,
  knowledgePolicies,
  news,
  patents,
  policies,
  policyApplications,
  policyAttachments,
  policyAwardCompanies,
  policyAwardGroups,
  policyCalls,
  policySubscriptions,
  qualifications,
  services,
  serviceSystemItems,
  serviceTypes,
  softwareCopyrights,
  talents,
  talentTypes,
  trademarks,
} from '../../schema/index.js';
import { resetApplicationHistory, seedApplications } from './applications.js';
import { seedAppeals } from './appeals.js';
import { resetAuthRequests, seedAuthRequests } from './auth-requests.js';
import { seedAwards } from './awards.js';
import { seedBulletins } from './bulletins.js';
import { linkDemoEnterprise } from './demo-enterprise.js';
import { seedEnterpriseRecord } from './enterprise-record.js';
import { seedInformation, seedNews } from './editorial.js';
import { seedEnterprises } from './enterprises.js';
import { seedExemptCases } from './exempt-cases.js';
import { seedExperts } from './experts.js';
import { ImageStore } from './images.js';
import { seedIntellectualProperty } from './ip.js';
import { seedKnowledge } from './knowledge.js';
import { seedPolicies } from './policies.js';
import { seedServices, seedServiceSystem } from './services.js';
import { seedTalents } from './talents.js';
import type { SeedContext } from './seed-context.js';

export interface ContentSeedOptions {
  /** Volume multiplier (`pnpm seed --scale N`): N = 100 gives 100 000 policies, 50 000 enterprises. */
  readonly scale?: number;
  /** The moment the demo's dates are placed around; now by default. */
  readonly now?: Date;
  /** Told as each area is written (the CLI logs it: `--scale 100` takes minutes). */
  readonly onArea?: (area: string, elapsedMs: number) => void;
}

interface Area {
  readonly name: string;
  /** Seeded only while these tables are all empty: an area in use is left alone. */
  readonly tables: readonly PgTable[];
  seed(db: Db, context: SeedContext): Promise<void>;
}

/**
 * Seeded articles are published on the day they are dated and never edited since: without this
 * their published_at and updated_at would be the moment the seed ran (the columns' defaults),
 * and the seed would no longer write the same rows for the same moment.
 */
function publishedWhenWritten(
  seed: Area['seed'],
  table: typeof news | typeof knowledge | typeof information | typeof bulletins,
): Area['seed'] {
  return async (db, context) => {
    await seed(db, context);
    await db.update(table).set({ publishedAt: sql`created_at`, updatedAt: sql`created_at` });
  };
}

/** In dependency order: IP, awards and appeals need enterprises; notices need policies. */
const AREAS: readonly Area[] = [
  { name: 'enterprises', tables: [enterprises], seed: seedEnterprises },
  {
    name: 'ip',
    tables: [qualifications, patents, copyrights, softwareCopyrights, trademarks],
    seed: seedIntellectualProperty,
  },
  // The demo enterprise's record and its history (/information).
  { name: 'enterprise_record', tables: [enterpriseRecordVersions], seed: seedEnterpriseRecord },
  // Documents and their calls for applications, in one: a call belongs to its document's plan.
  { name: 'policies', tables: [policies, policyCalls], seed: seedPolicies },
  { name: 'awards', tables: [policyAwardGroups], seed: seedAwards },
  { name: 'bulletins', tables: [bulletins], seed: publishedWhenWritten(seedBulletins, bulletins) },
  { name: 'knowledge', tables: [knowledge], seed: publishedWhenWritten(seedKnowledge, knowledge) },
  { name: 'news', tables: [news], seed: publishedWhenWritten(seedNews, news) },
  {
    name: 'information',
    tables: [information],
    seed: publishedWhenWritten(seedInformation, information),
  },
  { name: 'services', tables: [serviceTypes, services], seed: seedServices },
  { name: 'service_system', tables: [serviceSystemItems], seed: seedServiceSystem },
  { name: 'experts', tables: [expertCategories, experts], seed: seedExperts },
  { name: 'talents', tables: [talentTypes, talents], seed: seedTalents },
  { name: 'appeals', tables: [appeals], seed: seedAppeals },
  // After the enterprises (a request may name one) and the demo accounts (the reviewing operator).
  { name: 'auth_requests', tables: [enterpriseEdits], seed: seedAuthRequests },
  // After the calls, the enterprise record and the demo accounts (the applicant and the operator).
  { name: 'applications', tables: [policyApplications], seed: seedApplications },
  { name: 'exempt_cases', tables: [exemptCases], seed: seedExemptCases },
];

async function isEmpty(db: Db, tables: readonly PgTable[]): Promise<boolean> {
  for (const table of tables) if ((await db.$count(table)) > 0) return false;
  return true;
}

/** Whether any content area already has rows (then `--scale` needs `--reset` to apply). */
export async function contentIsSeeded(db: Db): Promise<boolean> {
  for (const area of AREAS) if (!(await isEmpty(db, area.tables))) return true;
  return false;
}

/** Seeds every empty area; names the areas it seeded. */
export async function seedContent(db: Db, options: ContentSeedOptions = {}): Promise<string[]> {
  const scale = options.scale ?? 1;
  if (!(scale > 0 && scale <= 1000))
    throw new RangeError(`scale must be in (0, 1000], got ${scale}`);
  const context: SeedContext = { now: options.now ?? new Date(), scale, images: new ImageStore() };
  const seeded: string[] = [];
  for (const area of AREAS) {
    if (!(await isEmpty(db, area.tables))) continue;
    const started = performance.now();
    await area.seed(db, context);
    // Statistics for what was just written, before the next area reads it: inside the seed's
    // transaction the planner otherwise takes the new tables for empty, and at --scale 100 the
    // award lists' and notices' reads of 100 000 calls ran as nested loops for minutes each.
    for (const table of area.tables) await db.execute(sql`analyze ${table}`);
    options.onArea?.(area.name, Math.round(performance.now() - started));
    seeded.push(area.name);
  }
  await context.images.save(db, context.now);
  await linkDemoEnterprise(db);
  return seeded;
}

/** Every table the content seed fills, children before parents. */
const CONTENT_TABLES = [
  exemptCases,
  policyApplications,
  enterpriseMaterials,
  policySubscriptions,
  policyAwardCompanies,
  policyAwardGroups,
  policyAttachments,
  bulletins,
  knowledgePolicies,
  knowledge,
  policyCalls,
  policies,
  news,
  information,
  services,
  serviceTypes,
  serviceSystemItems,
  experts,
  expertCategories,
  talents,
  talentTypes,
  appeals,
  qualifications,
  patents,
  copyrights,
  softwareCopyrights,
  trademarks,
  generatedImages,
];

/**
 * Deletes the content (the demo reset). Ids restart at 1, so a reset demo has the same ids as a
 * fresh one. Enterprises are deleted rather than truncated: members' authentications cascade
 * and their enterprise edits keep their rows (enterprise_id set null).
 */
export async function resetContent(db: Db): Promise<void> {
  await resetAuthRequests(db);
  await resetApplicationHistory(db);
  await db.execute(sql`truncate table ${sql.join(CONTENT_TABLES, sql`, `)} restart identity`);
  await db.delete(enterprises);
  await db.execute(sql`select setval(pg_get_serial_sequence('enterprises', 'id'), 1, false)`);
}
