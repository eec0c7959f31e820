// 最后核验 on the seeded documents (issue 25): a check of the published document is never dated
// before the document was written (成文) or published (发布) — policy detail pages showed a
// 最后核验 earlier than both. DOMAIN §1: the document carries 成文/发布日期 and "the date it was
// last checked (最后核验)".
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { queryCount, queryRows } from '../../../modules/shared/testing.js';
import { verifiedAfter } from './policies.js';

it('moves a check drawn before 成文 or 发布 to the later of the two, and keeps a later one', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  expect(verifiedAfter(day('2026-10-01'), [day('2026-10-20'), day('2026-11-02')])).toEqual(
    day('2026-11-02'),
  );
  expect(verifiedAfter(day('2026-11-20'), [day('2026-10-20'), day('2026-11-02')])).toEqual(
    day('2026-11-20'),
  );
});

describeEachDatabase('seeded policy dates', (db) => {
  it('dates every 最后核验 on or after its 成文 and 发布', async () => {
    const raw = db.database.db;
    const checked = await queryCount(
      raw,
      sql`select count(*)::int as n from policies where verified_on is not null`,
    );
    expect(checked).toBeGreaterThan(0);
    const early = await queryRows<{
      id: number;
      written_on: string;
      published_on: string;
      verified_on: string;
    }>(
      raw,
      sql`select id, written_on::text, published_on::text, verified_on::text from policies
          where verified_on < published_on or verified_on < written_on limit 5`,
    );
    expect(early).toEqual([]);
    // The rule bites: some documents were published within the 90 days a check is drawn from,
    // and some of those are checked on the day they were published.
    const onPublication = await queryCount(
      raw,
      sql`select count(*)::int as n from policies where verified_on = published_on`,
    );
    expect(onPublication).toBeGreaterThan(0);
  });
});
