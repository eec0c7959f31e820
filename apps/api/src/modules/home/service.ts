import type { HomeData } from '@qyfw/portal-sdk/schemas';
import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import { desc, exists, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appeals,
  copyrights,
  enterprises,
  experts,
  knowledge,
  news,
  patents,
  policies,
  qualifications,
  services,
  softwareCopyrights,
  talents,
  trademarks,
} from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';
import { countSettledEnterprises } from '../site/service.js';

/** The home page shows the six newest news items (its strip holds six). */
export const HOME_TRENDS_LIMIT = 6;

/** An enterprise "holds IP" when any of the five holding tables has a row for it. */
function holdsAnyIp(db: Db) {
  const holdingOf = (
    table:
      | typeof patents
      | typeof trademarks
      | typeof copyrights
      | typeof softwareCopyrights
      | typeof qualifications,
  ) =>
    exists(db.select({ one: table.id }).from(table).where(eq(table.enterpriseId, enterprises.id)));
  return or(
    holdingOf(patents),
    holdingOf(trademarks),
    holdingOf(copyrights),
    holdingOf(softwareCopyrights),
    holdingOf(qualifications),
  );
}

/** Home data (contract §3): every counter computed from the tables, the newest news and knowledge. */
export async function getHomeData(db: Db): Promise<HomeData> {
  const [
    enterpriseNum,
    enterpriseTotal,
    ipEnterpriseNum,
    expertNum,
    talentNum,
    policyCount,
    serviceCount,
    problemCount,
    trendRows,
    knowledgeRows,
  ] = await Promise.all([
    db.$count(enterprises),
    countSettledEnterprises(db),
    db.$count(enterprises, holdsAnyIp(db)),
    db.$count(experts),
    db.$count(talents),
    db.$count(policies),
    db.$count(services),
    db.$count(appeals),
    db
      .select({ id: news.id, title: news.title, image: news.image, createdAt: news.createdAt })
      .from(news)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(HOME_TRENDS_LIMIT),
    db
      .select({ id: knowledge.id, title: knowledge.title })
      .from(knowledge)
      .orderBy(desc(knowledge.createdAt), desc(knowledge.id))
      .limit(HOME_PAGE_SIZES.knowledge),
  ]);
  return {
    enterprise_num: enterpriseNum,
    enterprise_total: enterpriseTotal,
    yhenterprise_num: ipEnterpriseNum,
    expert_manage_num: expertNum,
    talent_manage_num: talentNum,
    policy_count: policyCount,
    service_count: serviceCount,
    problem_count: problemCount,
    trends: trendRows.map((row) => ({
      id: row.id,
      title: row.title,
      image: row.image,
      createtime: epochSeconds(row.createdAt),
    })),
    knowledge: knowledgeRows,
  };
}
