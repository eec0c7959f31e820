// The seeded policy catalogue, as the policy screens and the e2e rely on it: calls in every window
// state and mode, the demo calls at their intended levels for demo_enterprise, its applications
// and 免申即享 cases in every state with a history that ends in that state, drafts kept out of
// what is published, and search vectors equal to what the search module computes.
import { evaluateConditions } from '@qyfw/portal-sdk/conditions';
import type { ConditionNode, MatchProfile } from '@qyfw/portal-sdk/conditions';
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { SERIAL_NUMBER_PATTERN } from '../../../modules/application/serial-number.js';
import { shanghaiDate } from '../../../modules/shared/dates.js';
import { searchVector } from '../../../modules/search/tokens.js';
import { queryCount, queryRows } from '../../../modules/shared/testing.js';
import { callTemplateOf } from './call-catalogue.js';
import { DEMO_DOCUMENTS, DEMO_NEAR_MISS_TITLE, DEMO_NEAR_MISS_WHAT_IF } from './demo-calls.js';
import { DEMO_ENTERPRISE } from './enterprises.js';
import { TOPICS } from './policy-catalogue.js';
import { searchVectorLiteral } from './search-vector.js';
import { recordProfile } from './seed-profiles.js';
import type { EnterpriseRow } from './seed-profiles.js';

it('has a call template for every topic of the catalogue', () => {
  for (const topic of TOPICS) expect(() => callTemplateOf(topic.subject)).not.toThrow();
});

describeEachDatabase('policy catalogue seed', (db) => {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);
  const today = shanghaiDate(new Date());

  it('has published calls in every window state and every delivery mode', async () => {
    const windows = await rows<{ w: string }>(
      sql`select distinct case when apply_end_on is null then 'rolling' when apply_start_on > ${today} then 'upcoming' when apply_end_on < ${today} then 'closed' when apply_end_on <= (${today}::date + 7) then 'closing' else 'open' end as w from policy_calls where state = 'published'`,
    );
    expect(windows.map((row) => row.w).sort()).toEqual([
      'closed',
      'closing',
      'open',
      'rolling',
      'upcoming',
    ]);
    const modes = await rows<{ m: string }>(
      sql`select distinct delivery_mode as m from policy_calls where state = 'published' order by 1`,
    );
    expect(modes.map((row) => row.m)).toEqual(['exempt', 'instant', 'review']);
    // A document's ceiling is its published calls' largest.
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from policies p where support_ceiling is distinct from (select max(support_ceiling) from policy_calls c where c.policy_id = p.id and c.state = 'published')`,
      ),
    ).toBe(0);
  });

  it('has revised documents whose successor is newer and says it replaces them', async () => {
    const revised = await rows<{ title: string; successor_body: string; newer: boolean }>(
      sql`select p.title, s.body as successor_body, s.published_on >= p.published_on as newer from policies p join policies s on s.id = p.successor_id where p.validity = 'revised'`,
    );
    expect(revised.length).toBeGreaterThan(0);
    for (const row of revised) {
      expect(row.newer).toBe(true);
      expect(row.successor_body).toContain(`《${row.title}》`);
      expect(row.successor_body).toContain('同时废止');
    }
    for (const validity of ['current', 'repealed'])
      expect(
        await queryCount(
          db.database.db,
          sql`select count(*)::int as n from policies where validity = ${validity}`,
        ),
      ).toBeGreaterThan(0);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from policies where valid_until < ${today}`,
      ),
    ).toBeGreaterThan(0);
  });

  it('keeps drafts out of what is published about them', async () => {
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from policies where state = 'draft'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from policy_calls c join policies p on p.id = c.policy_id where p.state = 'draft' and c.state = 'published'`,
      ),
    ).toBe(0);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from bulletins b left join policies p on p.id = b.policy_id left join policy_calls c on c.id = b.call_id where p.state = 'draft' or c.state = 'draft'`,
      ),
    ).toBe(0);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from knowledge_policies k join policies p on p.id = k.policy_id where p.state = 'draft'`,
      ),
    ).toBe(0);
  });

  it('links 申报通知 to their calls with the call deadline, and award lists to closed calls', async () => {
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from bulletins b join policy_calls c on c.id = b.call_id where b.type = 2 and b.deadline is distinct from c.apply_end_on`,
      ),
    ).toBe(0);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from bulletins where type = 2 and call_id is null`,
      ),
    ).toBe(0);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from policy_award_groups g join policy_calls c on c.id = g.call_id where c.apply_end_on >= ${today}`,
      ),
    ).toBe(0);
  });

  it('has interpretations and Q&A, each linked to a policy and searchable', async () => {
    const kinds = await rows<{ kind: string; n: number; unlinked: number; unsearchable: number }>(
      sql`select kind, count(*)::int as n, count(*) filter (where not exists (select 1 from knowledge_policies k where k.knowledge_id = knowledge.id))::int as unlinked, count(*) filter (where search_vector is null)::int as unsearchable from knowledge group by kind order by kind`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(['interpretation', 'qa']);
    for (const row of kinds) {
      expect(row.n).toBeGreaterThan(0);
      expect(row.unlinked).toBe(0);
      expect(row.unsearchable).toBe(0);
    }
  });

  it('writes the same search vector as the search module computes', async () => {
    const document = {
      title: '关于开展2026年度高新技术企业认定工作的通知（2026年修订）',
      names: ['浙科发〔2026〕12号', '浙江省科学技术厅'],
      body: ['引导企业加大研发投入 ISO 9001', '<p>高新技术企业认定，高新技术企业奖励 5G基站</p>'],
    };
    const [row] = await rows<{ same: boolean }>(
      sql`select ${searchVectorLiteral(document)}::tsvector = (${searchVector(document)}) as same`,
    );
    expect(row!.same).toBe(true);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from policies where search_vector is null`,
      ),
    ).toBe(0);
  });

  it('puts the demo calls at their intended levels for demo_enterprise, and the what-if settles the 高新 one', async () => {
    const [enterprise] = await rows<{ id: number } & Record<string, unknown>>(
      sql`select id, district, street, established_on as "establishedOn", industry_code as "industryCode", scale, average_staff as "averageStaff", revenue::float8 as revenue, rd_spending::float8 as "rdSpending", tax_paid::float8 as "taxPaid", field_sources as "fieldSources" from enterprises where credit_code = ${DEMO_ENTERPRISE.creditCode}`,
    );
    const profile = recordProfile(enterprise as unknown as EnterpriseRow);
    const year = today.slice(0, 4);
    for (const document of DEMO_DOCUMENTS) {
      const [call] = await rows<{ conditions: ConditionNode; window_open: boolean }>(
        sql`select conditions, (apply_start_on is null or apply_start_on <= ${today}) and (apply_end_on is null or apply_end_on >= ${today}) as window_open from policy_calls where title = ${`${year}年度${document.call.title}`} and state = 'published'`,
      );
      expect(call, document.call.title).toBeDefined();
      expect(call!.window_open, document.call.title).toBe(true);
      const evaluation = evaluateConditions(call!.conditions, profile, today);
      expect(evaluation.level, document.call.title).toBe(document.call.expected.level);
      expect(evaluation.near_miss, document.call.title).toBe(document.call.expected.nearMiss);
      if (evaluation.near_miss) expect(evaluation.gaps).toHaveLength(1);
    }
    const [nearMiss] = await rows<{ conditions: ConditionNode; delivery_mode: string }>(
      sql`select conditions, delivery_mode from policy_calls where title = ${`${year}年度${DEMO_NEAR_MISS_TITLE}`}`,
    );
    expect(nearMiss!.delivery_mode).toBe('review');
    const whatIf: MatchProfile = {
      ...profile,
      [DEMO_NEAR_MISS_WHAT_IF.field]: {
        value: DEMO_NEAR_MISS_WHAT_IF.value,
        source: '假设值',
        as_of: today,
      },
    };
    expect(evaluateConditions(nearMiss!.conditions, whatIf, today).level).toBe('eligible');
    // An eligible review call open for applying asks for at least one required material.
    const eligibleReview = DEMO_DOCUMENTS.filter(
      (document) => document.call.mode === 'review' && document.call.expected.level === 'eligible',
    );
    expect(eligibleReview.length).toBeGreaterThan(0);
    const [materials] = await rows<{ required: number }>(
      sql`select count(*)::int as required from policy_calls, jsonb_array_elements(materials) m where title = ${`${year}年度${eligibleReview[0]!.call.title}`} and (m->>'required')::boolean`,
    );
    expect(materials!.required).toBeGreaterThan(0);
  });

  it('numbers every seeded application as the API does: SB<year>-<row id>, one format', async () => {
    const numbered = await rows<{ id: number; serial_number: string; submitted: string }>(
      sql`select id, serial_number, to_char(submitted_at at time zone 'Asia/Shanghai', 'YYYY') as submitted from policy_applications where serial_number is not null`,
    );
    expect(numbered.length).toBeGreaterThan(0);
    for (const row of numbered) {
      expect(row.serial_number).toMatch(SERIAL_NUMBER_PATTERN);
      expect(row.serial_number).toBe(`SB${row.submitted}-${String(row.id).padStart(6, '0')}`);
    }
  });

  it('gives demo_enterprise an application in every state, each history ending in its state', async () => {
    const applications = await rows<{
      state: string;
      serial_number: string | null;
      amount: number | null;
      last: string | null;
      events: number;
      version: number;
    }>(
      sql`select a.state, a.serial_number, a.amount::float8 as amount, a.version, (select w.to_state from workflow_events w where w.entity_type = 'policy_application' and w.entity_id = a.id order by w.version desc limit 1) as last, (select count(*)::int from workflow_events w where w.entity_type = 'policy_application' and w.entity_id = a.id) as events from policy_applications a join enterprises e on e.id = a.enterprise_id where e.credit_code = ${DEMO_ENTERPRISE.creditCode}`,
    );
    expect(applications.map((row) => row.state).sort()).toEqual(
      [...policyApplicationFlow.stateNames].sort(),
    );
    for (const row of applications) {
      expect(row.events, row.state).toBe(row.version);
      if (row.state === 'draft') {
        expect(row.last).toBeNull();
        expect(row.serial_number).toBeNull();
        continue;
      }
      expect(row.last, row.state).toBe(row.state);
      expect(row.serial_number, row.state).toMatch(SERIAL_NUMBER_PATTERN);
      if (['publicized', 'paid', 'received'].includes(row.state))
        expect(row.amount, row.state).toBeGreaterThan(0);
    }
    // Other enterprises apply too, and every seeded history ends in its entity's state.
    expect(
      await queryCount(
        db.database.db,
        sql`select count(distinct enterprise_id)::int as n from policy_applications`,
      ),
    ).toBeGreaterThan(5);
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from exempt_cases c where c.state <> (select w.to_state from workflow_events w where w.entity_type = 'exempt_case' and w.entity_id = c.id order by w.version desc limit 1) or (c.state <> 'matched' and c.version <> (select count(*) from workflow_events w where w.entity_type = 'exempt_case' and w.entity_id = c.id))`,
      ),
    ).toBe(0);
  });

  it('has demo_enterprise 免申即享 cases awaiting confirmation, confirmed, paid and disputed, with snapshots', async () => {
    const cases = await rows<{ state: string; conditions: number }>(
      sql`select c.state, jsonb_array_length(c.snapshot)::int as conditions from exempt_cases c join enterprises e on e.id = c.enterprise_id where e.credit_code = ${DEMO_ENTERPRISE.creditCode}`,
    );
    const count = (state: string) => cases.filter((row) => row.state === state).length;
    expect(count('notified')).toBeGreaterThanOrEqual(3);
    for (const state of ['confirmed', 'paid', 'disputed']) expect(count(state), state).toBe(1);
    for (const row of cases) expect(row.conditions).toBeGreaterThan(0);
  });
});
