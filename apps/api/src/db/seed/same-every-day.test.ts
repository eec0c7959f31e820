// The demo seed is the same every day; only its dates move with today (issue 24). Two fresh
// databases are seeded on two different "todays" — another hour, weekday, month and year — and
// every row of every table must be the same once the second day's dates are moved back by the
// days between them. A CI run once failed on what one day's draw happened to be.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createDatabase } from '../client.js';
import type { Database } from '../client.js';
import { DEMO_ENTERPRISE } from './content/enterprises.js';
import { seedDatabase } from './index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// Shanghai dates 2026-11-27 (a Friday, 18:30) and 2027-03-03 (a Wednesday, 03:45): 96 days apart.
const FIRST = new Date('2026-11-27T10:30:00Z');
const SECOND = new Date('2027-03-02T19:45:00Z');
const SHIFT_DAYS = 96;

const SKIPPED = (value: unknown) => value instanceof Uint8Array;
/**
 * Columns left out, each for its reason: the moment a row was written (the real clock, not the
 * demo's dates: demo accounts, site settings, an authentication's creation), a fixed date
 * (the agreements took effect on 2026-01-01), a random salt, and what the database derives from
 * its own clock (migration 0015's triggers: a policy's window tokens and next deadline), which
 * the faked clock does not move — on a real day it agrees with the seeded dates. Units, like the
 * demo accounts that reference them, carry the moment they were written, and so does a demo
 * staff member's enrolment. The IP dates computed by calendar years from a moved date (a
 * patent's filing date k years before its fee date, a trademark's registration ten years before
 * its expiry: DOMAIN "Dates, exactly") move by 95–97 days across a 29 February; the seeded IP
 * dates test (enterprise/renewal-deadlines.test.ts) checks how they relate instead.
 */
const LEFT_OUT: Record<string, readonly string[]> = {
  users: ['created_at', 'updated_at', 'password_hash'],
  console_totp: ['enrolled_at'],
  patents: ['applied_on', 'granted_on', 'due_on'],
  trademarks: ['registered_on', 'due_on'],
  units: ['created_at'],
  site_config: ['updated_at'],
  enterprise_authentications: ['created_at'],
  agreements: ['effective_at', 'created_at', 'updated_at'],
  policies: ['filter_tokens', 'next_deadline', 'search_vector'],
  // The official holidays (chinese-days) are fixed dates: they do not move with the demo's day.
  work_calendar_days: ['day'],
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const back = (iso: string) => isoDay(Date.parse(`${iso}T00:00:00Z`) - SHIFT_DAYS * DAY_MS);

/** A text with its dates moved back by the shift; a year standing alone becomes YYYY. */
function shiftText(text: string, shift: boolean): string {
  const full = text
    .replace(/\b(\d{4})-(\d{2})-(\d{2})(?=T|\b)/g, (_, y, m, d) =>
      shift ? back(`${y}-${m}-${d}`) : `${y}-${m}-${d}`,
    )
    .replace(/(\d{4})年(\d{1,2})月(\d{1,2})日/g, (_, y, m, d) => {
      const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      return `[${shift ? back(iso) : iso}]`;
    });
  // A month and day without a year: the year is the day's own (both days are in their year).
  return (
    full
      .replace(/(\d{1,2})月(\d{1,2})日/g, (_, m, d) => {
        const year = shift ? SECOND.getUTCFullYear() : FIRST.getUTCFullYear();
        const iso = `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        return `[${(shift ? back(iso) : iso).slice(5)}]`;
      })
      .replace(/20\d\d/g, 'YYYY')
      // A year's documents are numbered in order, and a revision reissued in another year says so:
      // which documents share a year moves with the dates.
      .replace(/〔YYYY〕\d+号/g, '〔YYYY〕N号')
      .replace(/（YYYY年修订）/g, '')
  );
}

function normalise(value: unknown, shift: boolean): unknown {
  if (value instanceof Date) return new Date(value.getTime() - (shift ? SHIFT_DAYS * DAY_MS : 0));
  if (typeof value === 'string') return shiftText(value, shift);
  if (Array.isArray(value)) return value.map((item) => normalise(item, shift));
  if (value && typeof value === 'object' && !SKIPPED(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, normalise(item, shift)]),
    );
  return SKIPPED(value) ? '<bytes>' : value;
}

async function seededOn(day: Date): Promise<Database> {
  vi.useFakeTimers({ toFake: ['Date'], now: day });
  const database = await createDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
  await database.migrate();
  await seedDatabase(database.db);
  vi.useRealTimers();
  return database;
}

async function tables(database: Database): Promise<Record<string, unknown[]>> {
  const execute = async <Row>(query: string) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const names = await execute<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public'
     and table_type = 'BASE TABLE' and table_name not like '__drizzle%' order by table_name`,
  );
  const all: Record<string, unknown[]> = {};
  for (const { table_name: name } of names) {
    const rows = await execute<Record<string, unknown>>(`select * from "${name}" order by 1`);
    all[name] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).filter(([column]) => !LEFT_OUT[name]?.includes(column)),
      ),
    );
  }
  // demo_enterprise's founding day is a fact its designed calls are written around: fixed, in
  // its row and in the snapshots of its 免申即享 cases.
  const demo = all.enterprises!.find(
    (row) => (row as { name: string }).name === DEMO_ENTERPRISE.name,
  );
  const fixed = (value: unknown) =>
    JSON.parse(JSON.stringify(value).replaceAll(DEMO_ENTERPRISE.establishedOn, '(fixed)'));
  all.enterprises = all.enterprises!.map((row) => (row === demo ? fixed(row) : row));
  all.exempt_cases = all.exempt_cases!.map((row) =>
    (row as { enterprise_id: number }).enterprise_id === (demo as { id: number }).id
      ? fixed(row)
      : row,
  );
  return all;
}

let first: Database;
let second: Database;
beforeAll(async () => {
  first = await seededOn(FIRST);
  second = await seededOn(SECOND);
}, 300_000);
afterAll(async () => {
  vi.useRealTimers();
  await first?.close();
  await second?.close();
});

it('writes the same rows on any day, their dates moved by the days between', async () => {
  const one = await tables(first);
  const other = await tables(second);
  expect(Object.keys(other)).toEqual(Object.keys(one));
  // Every differing column, each with its first differing row and where the texts part.
  const differing: string[] = [];
  for (const name of Object.keys(one)) {
    expect(other[name]!.length, `${name} 的行数`).toBe(one[name]!.length);
    const a = normalise(one[name], false) as Record<string, unknown>[];
    const b = normalise(other[name], true) as Record<string, unknown>[];
    for (const column of Object.keys(a[0] ?? {})) {
      const text = (row: Record<string, unknown> | undefined) =>
        JSON.stringify(row?.[column]) ?? '';
      const index = a.findIndex((row, i) => text(row) !== text(b[i]));
      if (index < 0) continue;
      const [x, y] = [text(a[index]), text(b[index])];
      let at = 0;
      while (at < x.length && x[at] === y[at]) at += 1;
      differing.push(
        `${name}.${column} 第${index}行: …${x.slice(Math.max(0, at - 40), at + 60)} ≠ …${y.slice(Math.max(0, at - 40), at + 60)}`,
      );
    }
  }
  expect(differing).toEqual([]);
}, 120_000);
