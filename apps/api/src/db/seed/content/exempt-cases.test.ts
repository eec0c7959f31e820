// The seeded 免申即享 cases follow the live batch's rules (issue 23): every value in a snapshot
// comes from a trusted source (never 企业填报), and a call with an amount rule gives each case its
// rule's amount — 2 % of the R&D spending the batch used, capped at the ceiling — computed here in
// SQL, not the ceiling.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { queryCount, queryRows } from '../../../modules/shared/testing.js';
import { DEMO_ENTERPRISE } from './enterprises.js';

describeEachDatabase('seeded 免申即享 cases', (db) => {
  it('use only trusted values', async () => {
    expect(
      await queryCount(
        db.database.db,
        sql`select count(*)::int as n from exempt_cases c, jsonb_array_elements(c.snapshot) s
            where s->>'source' not in ('公开数据', '平台核验', '知识产权记录')`,
      ),
    ).toBe(0);
  });

  it("have their call rule's amount, not the ceiling", async () => {
    const cases = await queryRows<{
      amount: number | null;
      expected: number;
      ceiling: number;
      demo: boolean;
    }>(
      db.database.db,
      sql`select c.amount::float8 as amount, p.support_ceiling::float8 as ceiling,
            least(p.support_ceiling,
              round((s->>'value')::numeric * (p.amount_rule->>'percent')::numeric / 100, 2))::float8 as expected,
            e.credit_code = ${DEMO_ENTERPRISE.creditCode} as demo
          from exempt_cases c
          join policy_calls p on p.id = c.call_id
          join enterprises e on e.id = c.enterprise_id
          cross join jsonb_array_elements(c.snapshot) s
          where p.amount_rule->>'kind' = 'share' and s->>'field' = p.amount_rule->>'field'`,
    );
    expect(cases.some((row) => row.demo)).toBe(true);
    for (const row of cases) {
      expect(row.amount).toBe(row.expected);
      expect(row.amount).toBeLessThan(row.ceiling);
    }
  });
});
