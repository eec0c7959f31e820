import type { DapingTotals } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appeals,
  experts,
  policyAwardCompanies,
  services,
  talents,
} from '../../db/schema/index.js';
import { countIpEnterprises } from '../shared/holdings.js';
import { countLibraryPolicies, countSettledEnterprises } from '../shared/portal-figures.js';
import { toMoney } from './sql.js';

/**
 * The headline figures. 知识产权企业 is the home page's figure (shared/holdings.ts
 * countIpEnterprises). Subsidies are everything on the award lists, in 万. 入驻企业 and
 * 登记企业 are the home page's figures, 政策 is what 政策库 counts: the one function each
 * (shared/portal-figures.ts) both screens call.
 */
export async function getTotals(db: Db): Promise<DapingTotals> {
  const [
    enterpriseCounts,
    ipEnterprises,
    expertCount,
    talentCount,
    policyCount,
    serviceCount,
    appealCount,
    money,
  ] = await Promise.all([
    countSettledEnterprises(db),
    countIpEnterprises(db),
    db.$count(experts),
    db.$count(talents),
    countLibraryPolicies(db),
    db.$count(services),
    db.$count(appeals),
    db
      .select({ sum: sql<string | null>`sum(${policyAwardCompanies.totalMoney})` })
      .from(policyAwardCompanies),
  ]);
  return {
    enterprises: enterpriseCounts.settled,
    registered_enterprises: enterpriseCounts.registered,
    ip_enterprises: ipEnterprises,
    experts: expertCount,
    talents: talentCount,
    policies: policyCount,
    services: serviceCount,
    appeals: appealCount,
    subsidy_money: toMoney(money[0]?.sum),
  };
}
