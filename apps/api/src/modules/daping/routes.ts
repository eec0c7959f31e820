// 数据大屏: the operators' overview. Every answer is an aggregate over whole tables, the same for
// every viewer, so it is cached (the content cache: 30 s, dropped at once by writes to the areas
// it read) and a wall of screens refreshing each minute costs the database one query per call.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { contentCacheOf } from '../../cache/content-cache.js';
import type { ContentArea } from '../../cache/content-cache.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { getAppealFunnel, getAppealMonthly, getAppealStatus } from './appeals.js';
import { getEnterpriseDistribution } from './enterprises.js';
import { getIpHoldings, getIpRenewals, getRenewalCalendar } from './ip.js';
import { getPolicyMonthly, getSubsidyMonthly } from './policies.js';
import { getServiceTop } from './services.js';
import { getTicker } from './ticker.js';
import { getTotals } from './totals.js';

const TOTALS_AREAS: readonly ContentArea[] = [
  // 'site': the enterprise total adds the configured yrzqys_count.
  'site',
  'enterprise',
  'ip',
  'expert',
  'talent',
  'policy',
  'service',
  'appeal',
  'award',
];

export function registerDapingRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const cache = contentCacheOf(db);

  registerCall(app, calls.daping_totals, ({ body }) =>
    cache.get(calls.daping_totals.name, body, TOTALS_AREAS, () => getTotals(db)),
  );
  registerCall(app, calls.daping_enterprise_distribution, ({ body }) =>
    cache.get(calls.daping_enterprise_distribution.name, body, ['enterprise'], () =>
      getEnterpriseDistribution(db),
    ),
  );
  registerCall(app, calls.daping_policy_monthly, ({ body }) =>
    cache.get(calls.daping_policy_monthly.name, body, ['policy'], async () => ({
      list: await getPolicyMonthly(db, now(), body.months),
    })),
  );
  registerCall(app, calls.daping_subsidy_monthly, ({ body }) =>
    cache.get(calls.daping_subsidy_monthly.name, body, ['award'], async () => ({
      list: await getSubsidyMonthly(db, now(), body.months),
    })),
  );
  registerCall(app, calls.daping_appeal_status, ({ body }) =>
    cache.get(calls.daping_appeal_status.name, body, ['appeal'], () => getAppealStatus(db)),
  );
  registerCall(app, calls.daping_appeal_funnel, ({ body }) =>
    cache.get(calls.daping_appeal_funnel.name, body, ['appeal'], () => getAppealFunnel(db)),
  );
  registerCall(app, calls.daping_appeal_monthly, ({ body }) =>
    cache.get(calls.daping_appeal_monthly.name, body, ['appeal'], async () => ({
      list: await getAppealMonthly(db, now(), body.months),
    })),
  );
  registerCall(app, calls.daping_ip_holdings, ({ body }) =>
    cache.get(calls.daping_ip_holdings.name, body, ['ip'], () => getIpHoldings(db, now())),
  );
  registerCall(app, calls.daping_ip_renewals, ({ body }) =>
    cache.get(calls.daping_ip_renewals.name, body, ['ip'], async () => ({
      list: await getIpRenewals(db, now(), body.months),
    })),
  );
  registerCall(app, calls.daping_renewal_calendar, ({ body }) =>
    cache.get(calls.daping_renewal_calendar.name, body, ['ip'], () =>
      getRenewalCalendar(db, now(), body.days),
    ),
  );
  registerCall(app, calls.daping_service_top, ({ body }) =>
    cache.get(calls.daping_service_top.name, body, ['service'], async () => ({
      list: await getServiceTop(db, body.limit),
    })),
  );
  registerCall(app, calls.daping_ticker, ({ body }) =>
    cache.get(calls.daping_ticker.name, body, ['award', 'appeal', 'enterprise'], async () => ({
      list: await getTicker(db, body.limit),
    })),
  );
}
