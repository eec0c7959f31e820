import type { HomeData } from '@qyfw/portal-sdk/schemas';
import { HOME_PAGE_SIZES } from '@qyfw/portal-sdk/constants';
import { desc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appeals, experts, knowledge, news, services, talents } from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';
import { countIpEnterprises } from '../shared/holdings.js';
import { countLibraryPolicies, countSettledEnterprises } from '../shared/portal-figures.js';

/** The home page shows the six newest news items (its strip holds six). */
export const HOME_TRENDS_LIMIT = 6;

/**
 * Home data (contract §3): every counter computed from the tables, the newest news and knowledge.
 * 入驻企业, 登记企业 and 政策 by the functions the data screen uses too (shared/portal-figures.ts).
 */
export async function getHomeData(db: Db): Promise<HomeData> {
  const [
    enterpriseCounts,
    ipEnterpriseNum,
    expertNum,
    talentNum,
    policyCount,
    serviceCount,
    problemCount,
    trendRows,
    knowledgeRows,
  ] = await Promise.all([
    countSettledEnterprises(db),
    countIpEnterprises(db),
    db.$count(experts),
    db.$count(talents),
    countLibraryPolicies(db),
    db.$count(services),
    db.$count(appeals),
    db
      .select({ id: news.id, title: news.title, image: news.image, createdAt: news.createdAt })
      .from(news)
      // Drafts are the console's (published_at null) until an operator publishes them.
      .where(isNotNull(news.publishedAt))
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(HOME_TRENDS_LIMIT),
    db
      .select({ id: knowledge.id, title: knowledge.title })
      .from(knowledge)
      .where(isNotNull(knowledge.publishedAt))
      .orderBy(desc(knowledge.createdAt), desc(knowledge.id))
      .limit(HOME_PAGE_SIZES.knowledge),
  ]);
  return {
    enterprise_num: enterpriseCounts.registered,
    enterprise_total: enterpriseCounts.settled,
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
