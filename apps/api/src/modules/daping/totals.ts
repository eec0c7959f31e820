import type { DapingTotals } from '@qyfw/portal-sdk/schemas';
import { IP_KINDS } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appeals,
  experts,
  policies,
  policyAwardCompanies,
  services,
  talents,
} from '../../db/schema/index.js';
import { countSettledEnterprises } from '../site/service.js';
import { HOLDING_TABLES } from './holdings.js';
import { toMoney } from './sql.js';

/**
 * The headline figures. Enterprises with IP count as the home page counts them: any row in one
 * of the five holding tables. Subsidies are everything on the award lists, in 万. 入驻企业 is the
 * home page's figure too (registered plus the configured extra), from the one function both use.
 */
export async function getTotals(db: Db): Promise<DapingTotals> {
  const holders = sql.join(
    IP_KINDS.map((kind) => sql`select enterprise_id from ${HOLDING_TABLES[kind]}`),
    sql` union `,
  );
  const [
    enterpriseCount,
    ipEnterprises,
    expertCount,
    talentCount,
    policyCount,
    serviceCount,
    appealCount,
    money,
  ] = await Promise.all([
    countSettledEnterprises(db),
    db.execute(sql`select count(*)::int as n from (${holders}) as holders`),
    db.$count(experts),
    db.$count(talents),
    db.$count(policies),
    db.$count(services),
    db.$count(appeals),
    db
      .select({ sum: sql<string | null>`sum(${policyAwardCompanies.totalMoney})` })
      .from(policyAwardCompanies),
  ]);
  const [ipRow] = (ipEnterprises as unknown as { rows: { n: number | string }[] }).rows;
  return {
    enterprises: enterpriseCount,
    ip_enterprises: Number(ipRow?.n ?? 0),
    experts: expertCount,
    talents: talentCount,
    policies: policyCount,
    services: serviceCount,
    appeals: appealCount,
    subsidy_money: toMoney(money[0]?.sum),
  };
}
