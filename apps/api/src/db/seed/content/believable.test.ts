// What outside testers found unbelievable in the demo (issue 25), checked on the shipped seed: ten
// notices of one title, a 高企认定 issued by a 人社局, a 2026年度 call under a 2025年度 notice,
// 见习补贴 "最高 500 万元", news under 正在申报, 2023's closed calls opening 申报通知, and 演示 /
// example / DEM in what users read. Each test reads the seeded rows a visitor is shown.
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helpers/databases.js';
import { listCalls } from '../../../modules/policy-library/call-list.js';
import { listInformation } from '../../../modules/news/service.js';
import { addDays, shanghaiDate } from '../../../modules/shared/dates.js';
import { queryRows } from '../../../modules/shared/testing.js';
import { DEMO_DOCUMENTS } from './demo-calls.js';
import { FAMILY_UNIT_PATTERNS, TOPICS } from './policy-catalogue.js';
import { topicOfTitle } from './topics.js';

/** GB 32100-2015 §4: weights 3^i mod 31 over the first 17 characters, check = 31 − sum mod 31. */
function hasValidCheck(code: string): boolean {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1)
    sum += chars.indexOf(code[index]!) * (3 ** index % 31);
  return chars[(31 - (sum % 31)) % 31] === code[17];
}

it('knows a valid unified social credit code from a wrong check character', () => {
  // GB 32100-2015's own example.
  expect(hasValidCheck('91350100M000100Y43')).toBe(true);
  expect(hasValidCheck('91350100M000100Y44')).toBe(false);
});

describeEachDatabase('a catalogue people would believe', (db) => {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);
  const today = shanghaiDate(new Date());

  it('repeats no title among policies, calls, announcements and news', async () => {
    const repeated = await rows<{ title: string; n: number }>(
      sql`select title, count(*)::int as n from (
        select title from policies union all select title from policy_calls
        union all select title from bulletins union all select title from information
        union all select title from news) t group by title having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
  });

  it('has each programme issued by its own department family, with ceilings in its range', async () => {
    const policies = await rows<{
      title: string;
      issuing_unit: string;
      level: number;
      support_ceiling: string | null;
    }>(sql`select title, issuing_unit, level, support_ceiling from policies`);
    expect(policies.length).toBeGreaterThan(900);
    for (const policy of policies) {
      const topic = topicOfTitle(policy.title);
      const family = topic.families.find((one) =>
        FAMILY_UNIT_PATTERNS[one].test(policy.issuing_unit),
      );
      expect(family, `${policy.issuing_unit}：${policy.title}`).toBeDefined();
      if (policy.support_ceiling === null) continue;
      const amounts = topic.amounts[policy.level as PolicyLevel];
      expect(amounts, `${policy.level}级 ${topic.subject}`).toBeDefined();
      const ceiling = Number(policy.support_ceiling);
      expect(ceiling, policy.title).toBeGreaterThanOrEqual(Math.min(...amounts!));
      expect(ceiling, policy.title).toBeLessThanOrEqual(Math.max(...amounts!));
    }
    // Every programme shows up, so each of the checks above ran on it.
    const subjects = new Set(policies.map((policy) => topicOfTitle(policy.title).subject));
    for (const topic of TOPICS) expect(subjects, topic.subject).toContain(topic.subject);
  });

  it('gives a yearly notice calls of its own year, and writes no 1 000 万元 见习补贴', async () => {
    const calls = await rows<{ call: string; policy: string }>(
      sql`select c.title as call, p.title as policy from policy_calls c join policies p on p.id = c.policy_id where p.title ~ '[0-9]{4}年度'`,
    );
    expect(calls.length).toBeGreaterThan(100);
    for (const { call, policy } of calls)
      expect(call.slice(0, 4), `${policy} → ${call}`).toBe(/(\d{4})年度/.exec(policy)![1]);
    const wild = await rows<{ title: string }>(
      sql`select title from policies where (title like '%见习%' or title like '%稳岗%') and support_ceiling > 50`,
    );
    expect(wild).toEqual([]);
  });

  it('writes no 演示, example or DEM into what users read', async () => {
    const shown = await rows<{ source: string; text: string }>(
      sql`select 'users' as source, concat_ws(' ', nickname, email) as text from users
        union all select 'enterprises', t::text from enterprises t
        union all select 'enterprise_record_versions', t::text from enterprise_record_versions t
        union all select 'agreements', t::text from agreements t
        union all select 'site_config', t::text from site_config t
        union all select 'qualifications', t::text from qualifications t
        union all select 'patents', t::text from patents t
        union all select 'copyrights', t::text from copyrights t
        union all select 'software_copyrights', t::text from software_copyrights t
        union all select 'trademarks', t::text from trademarks t
        union all select 'messages', t::text from messages t
        union all select 'policies', t::text from policies t
        union all select 'policy_calls', t::text from policy_calls t
        union all select 'bulletins', t::text from bulletins t
        union all select 'information', t::text from information t
        union all select 'news', t::text from news t
        union all select 'knowledge', t::text from knowledge t
        union all select 'services', t::text from services t
        union all select 'experts', t::text from experts t
        union all select 'talents', t::text from talents t
        union all select 'appeals', t::text from appeals t`,
    );
    const leaks = shown.filter(({ text }) => /演示|example|DEM/.test(text));
    expect(leaks.map(({ source, text }) => `${source}: ${text.slice(0, 80)}`)).toEqual([]);
  });

  it('gives every seeded enterprise a credit code with a valid GB 32100 check character', async () => {
    const codes = await rows<{ credit_code: string }>(sql`select credit_code from enterprises`);
    expect(codes.length).toBeGreaterThan(400);
    expect(codes.filter(({ credit_code }) => !hasValidCheck(credit_code))).toEqual([]);
  });

  it('lists under 正在申报 only notices of calls accepting applications today', async () => {
    const { list, total } = await listInformation(
      db.database.db,
      { page: 1, pageSize: 50, type: -1 },
      new Date(`${today}T04:00:00Z`),
    );
    expect(total).toBeGreaterThan(30);
    const open = await rows<{ title: string; unit: string }>(
      sql`select c.title, c.handling_unit as unit from policy_calls c where c.state = 'published'
        and (c.apply_start_on is null or c.apply_start_on <= ${today})
        and (c.apply_end_on is null or c.apply_end_on >= ${today})`,
    );
    for (const item of list) {
      const call = open.find(
        (candidate) =>
          item.title.startsWith(candidate.unit) &&
          item.title.includes(candidate.title.replace(/(申报|申领)(?=$|（)/, '')),
      );
      expect(call, item.title).toBeDefined();
      expect(item.title).toMatch(/申报工作的通知$/);
    }
  });

  it('drops a notice from 正在申报 the day after its call closes, as the days pass', async () => {
    // The seed wrote each notice while its call was open; the list follows the calls' windows,
    // not the day the demo was seeded.
    const [first] = await rows<{ id: number; end: string }>(
      sql`select i.id, c.apply_end_on::text as end from information i
        join policy_calls c on c.id = i.call_id
        where c.apply_end_on is not null order by c.apply_end_on, i.id limit 1`,
    );
    expect(first, 'a notice announcing a call with a last day').toBeDefined();
    const listedOn = async (day: string) => {
      const { list } = await listInformation(
        db.database.db,
        { page: 1, pageSize: 100, type: -1 },
        new Date(`${day}T04:00:00Z`),
      );
      return list.map((item) => item.id);
    };
    expect(await listedOn(first!.end)).toContain(first!.id);
    expect(await listedOn(addDays(first!.end, 1))).not.toContain(first!.id);
  });

  it('opens 申报通知 on calls open now, soonest deadline first', async () => {
    const { list } = await listCalls(db.database.db, { page: 1, pageSize: 10 }, today);
    expect(list).toHaveLength(10);
    for (const call of list) expect(['open', 'closing']).toContain(call.window);
    const ends = list.map((call) => call.end_on!);
    expect(ends).toEqual([...ends].sort());
    const [soonest] = await rows<{ end: string }>(
      sql`select min(c.apply_end_on)::text as end from policy_calls c join policies p on p.id = c.policy_id
        where c.state = 'published' and p.state = 'published' and c.apply_end_on >= ${today}
        and (c.apply_start_on is null or c.apply_start_on <= ${today})`,
    );
    expect(ends[0]).toBe(soonest!.end);
  });

  it('shows banners and news covers drawn for each item, the banners leading to real pages', async () => {
    const [config] = await rows<{ carousel_images: string[] }>(
      sql`select carousel_images from site_config`,
    );
    expect(config!.carousel_images.length).toBeGreaterThanOrEqual(3);
    for (const address of config!.carousel_images) {
      expect(address).toMatch(/\?to=\/pc\/(policyData|policyListData|match)$/);
      const name = address.split('?')[0]!.split('/').pop()!;
      const [image] = await rows<{ body: string }>(
        sql`select body from generated_images where name = ${name}`,
      );
      expect(image?.body, address).toMatch(/<text[^>]*>[^<]+<\/text>/);
    }
    const covers = await rows<{ body: string }>(
      sql`select g.body from news n join generated_images g on n.image like '%' || g.name`,
    );
    expect(covers.length).toBe(await rows(sql`select id from news`).then((all) => all.length));
    // A picture, not a label on a gradient: no text, a scene of many shapes, none twice.
    for (const { body } of covers) {
      expect(body).not.toContain('<text');
      expect(body.match(/<(rect|circle|path|ellipse)/g)!.length).toBeGreaterThan(10);
    }
    expect(new Set(covers.map(({ body }) => body)).size).toBe(covers.length);
  });

  it('keeps the demo documents with issuers of their programme', () => {
    for (const document of DEMO_DOCUMENTS) {
      const topic = TOPICS.find((candidate) => candidate.subject === document.subject)!;
      const unit = document.issuer.unit.replace('{region}', document.region);
      expect(
        topic.families.some((family) => FAMILY_UNIT_PATTERNS[family].test(unit)),
        `${unit}：${document.title}`,
      ).toBe(true);
    }
  });
});
