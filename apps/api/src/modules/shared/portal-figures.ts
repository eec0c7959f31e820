// The figures the portal's home page and the data screen both show, each counted by ONE query so
// the two screens never disagree (issue 25: 入驻企业 1 760 beside 500 登记企业, 政策 1 000 件 beside
// 政策库's 986 条). Each says what it counts; a screen labels it with that name.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprises, policies, siteConfig } from '../../db/schema/index.js';

/** A policy document anyone may read: what 政策库 lists and counts (drafts and withdrawn ones are not). */
export const PUBLISHED_POLICY = eq(policies.state, 'published');

/** 登记企业: the enterprises registered in the directory (the data screen's rings and bars add up to it). */
export function countRegisteredEnterprises(db: Db): Promise<number> {
  return db.$count(enterprises);
}

/**
 * 入驻企业: 登记企业 plus the operator's configured yrzqys_count — the operator's own count of
 * enterprises settled in the park but not (yet) registered online. Computed here, once, so no
 * client adds it. Callers cache it under the 'enterprise' and 'site' areas.
 */
export async function countSettledEnterprises(
  db: Db,
): Promise<{ registered: number; settled: number }> {
  const [registered, [config]] = await Promise.all([
    countRegisteredEnterprises(db),
    db.select({ extra: siteConfig.extraEnterpriseCount }).from(siteConfig).limit(1),
  ]);
  return { registered, settled: registered + (config?.extra ?? 0) };
}

/** 政策: the published documents, what 政策库 counts with no filter. */
export function countLibraryPolicies(db: Db): Promise<number> {
  return db.$count(policies, PUBLISHED_POLICY);
}
