// Data-screen calls: what callers rely on beyond the registry cases (defaults, messages, order).
import { describe, expect, it } from 'vitest';
import { calls } from '../src/calls/index.js';
import {
  APPEAL_STAGES,
  IP_KINDS,
  IP_KIND_LABELS,
  APPEAL_STAGE_LABELS,
  monthSchema,
} from '../src/calls/daping.js';

describe('data-screen calls', () => {
  it('all live under /api/daping/ and are public', () => {
    const daping = Object.values(calls).filter((call) => call.name.startsWith('daping_'));
    expect(daping.length).toBe(12);
    for (const call of daping) {
      expect(call.path.startsWith('/api/daping/')).toBe(true);
      expect(call.auth).toBe('public');
      expect(call.summary.startsWith('数据大屏：')).toBe(true);
    }
  });

  it('default to the windows the screen shows: 12 months, 90 days, top 10, 20 ticker items', () => {
    expect(calls.daping_policy_monthly.body.parse({})).toEqual({ months: 12 });
    expect(calls.daping_subsidy_monthly.body.parse({})).toEqual({ months: 12 });
    expect(calls.daping_appeal_monthly.body.parse({})).toEqual({ months: 12 });
    expect(calls.daping_ip_renewals.body.parse({})).toEqual({ months: 12 });
    expect(calls.daping_renewal_calendar.body.parse({})).toEqual({ days: 90 });
    expect(calls.daping_service_top.body.parse({})).toEqual({ limit: 10 });
    expect(calls.daping_ticker.body.parse({})).toEqual({ limit: 20 });
  });

  it('explains an out-of-range window in Chinese', () => {
    const message = (body: unknown) =>
      calls.daping_policy_monthly.body.safeParse(body).error?.issues[0]?.message;
    expect(message({ months: 0 })).toBe('月数至少为 1');
    expect(message({ months: 30 })).toBe('月数最多为 24');
    expect(
      calls.daping_renewal_calendar.body.safeParse({ days: 400 }).error?.issues[0]?.message,
    ).toBe('天数最多为 366');
  });

  it('writes months as YYYY-MM', () => {
    expect(monthSchema.safeParse('2026-01').success).toBe(true);
    expect(monthSchema.safeParse('2026-1').success).toBe(false);
    expect(monthSchema.safeParse('2026-00').success).toBe(false);
    expect(monthSchema.safeParse('2026-01-01').success).toBe(false);
  });

  it('labels every IP kind and appeal stage in Chinese', () => {
    for (const kind of IP_KINDS) expect(IP_KIND_LABELS[kind]).toMatch(/[\u4e00-\u9fff]/);
    for (const stage of APPEAL_STAGES)
      expect(APPEAL_STAGE_LABELS[stage]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('tells ticker items apart by kind', () => {
    const parsed = calls.daping_ticker.data.parse({
      list: [
        {
          kind: 'award',
          id: 1,
          enterprise_name: '甲公司',
          entry_name: '专精特新',
          money: 20,
          time: 1,
        },
        {
          kind: 'appeal',
          id: 2,
          category: '政策咨询',
          status: 'done',
          time: 2,
        },
      ],
    });
    expect(parsed.list.map((item) => (item.kind === 'award' ? item.money : item.status))).toEqual([
      20,
      'done',
    ]);
  });
});
