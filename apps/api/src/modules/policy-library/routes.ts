// 政策库 (issue 14): search, filter options, a document's page, subscriptions, 申报通知, 政策知识,
// and the member's Excel export of the current results (POST /api/policy/export, bytes).
import { calls } from '@qyfw/portal-sdk/schemas';
import { POLICY_EXPORT } from '@qyfw/portal-sdk/calls/policy-library';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_SEARCH_RATE, perMinute } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import { registerFileRoute } from '../../plugins/register-file-route.js';
import type { ModuleDeps } from '../module-deps.js';
import { shanghaiDate } from '../shared/dates.js';
import { sendXlsx } from '../shared/export/xlsx.js';
import { listCalls } from './call-list.js';
import { policyDetail } from './detail.js';
import { policyExport } from './export.js';
import { policyFacets } from './facets.js';
import { knowledgeDetail, listKnowledge } from './knowledge.js';
import { searchPolicies } from './search.js';
import { cachedSearch } from './search-cache.js';
import { SearchGate } from './search-gate.js';
import { subscribe, unsubscribe } from './subscriptions.js';

/** An export reads up to 10 000 rows: a few a minute per client is plenty. */
const EXPORT_RATE = perMinute(6);

export function registerPolicyLibraryRoutes(
  app: FastifyInstance,
  { db, now, config }: ModuleDeps,
): void {
  const today = () => shanghaiDate(now());

  // Public searches: limited per address and answered from the search cache (issue 23).
  const limited = { rateLimit: PUBLIC_SEARCH_RATE };
  // PGlite runs queries on this thread: uncached searches take turns with the other requests.
  const gate = config.databaseUrl === undefined ? new SearchGate() : undefined;
  registerCall(
    app,
    calls.policy_search,
    ({ body }) => {
      const day = today();
      return cachedSearch(
        db,
        'policy_search',
        body,
        day,
        ['policy'],
        (normal) => searchPolicies(db, normal, day),
        gate,
      );
    },
    limited,
  );
  // Counted under the active filters (a keyword too): limited like the search it accompanies.
  registerCall(app, calls.policy_facets, ({ body }) => policyFacets(db, body, today()), limited);
  registerCall(app, calls.policy_detail, ({ body, session }) =>
    policyDetail(db, body.id, session?.userId, today()),
  );
  registerCall(app, calls.policy_subscribe, ({ body, session }) =>
    subscribe(db, session.userId, body.policy_id, now()),
  );
  registerCall(app, calls.policy_unsubscribe, ({ body, session }) =>
    unsubscribe(db, session.userId, body.policy_id),
  );
  registerCall(
    app,
    calls.policy_call_list,
    ({ body }) => {
      const day = today();
      return cachedSearch(
        db,
        'policy_call_list',
        body,
        day,
        ['policy'],
        (normal) => listCalls(db, normal, day),
        gate,
      );
    },
    limited,
  );
  registerCall(
    app,
    calls.knowledge_list,
    ({ body }) =>
      // Listed by the policy each explains: a policy write drops these too.
      cachedSearch(
        db,
        'knowledge_list',
        body,
        today(),
        ['knowledge', 'policy'],
        (normal) => listKnowledge(db, normal),
        gate,
      ),
    limited,
  );
  registerCall(app, calls.knowledge_detail, ({ body }) => knowledgeDetail(db, body.id, today()));

  registerFileRoute(app, {
    method: POLICY_EXPORT.method,
    url: POLICY_EXPORT.path,
    auth: POLICY_EXPORT.auth,
    body: POLICY_EXPORT.body,
    rateLimit: EXPORT_RATE,
    handler: ({ body, reply }) => sendXlsx(reply, policyExport(db, body, today())),
  });
}
