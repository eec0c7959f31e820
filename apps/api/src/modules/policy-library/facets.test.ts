// policy_facets as a faceted search (政策库's filter bar): each facet is counted with every other
// active filter but not its own, so an option's count is what choosing it would find — choosing
// 省级 no longer offers 科学技术部 (42) that then finds 0. On the seeded catalogue, on PGlite (and
// PostgreSQL when the run has it): the counts are SQL.
import { POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import { beforeAll, expect, it } from 'vitest';
import { buildAuthKit } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeOnBothDatabases } from '../../../test/helpers/databases.js';
import type { Answer } from '../shared/testing.js';

interface Option {
  value: string;
  count: number;
}
interface Facets {
  issuing_units: Option[];
  regions: Option[];
  themes: Option[];
}

describeOnBothDatabases('policy facets', (database) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(database);
  });

  const facets = async (body: Record<string, unknown>) => {
    const res = await kit.post('/api/policy/facets', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer<Facets>>().data;
  };
  const total = async (body: Record<string, unknown>) => {
    const res = await kit.post('/api/policy/search', { pageSize: 1, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer<{ total: number }>>().data.total;
  };

  it('counts each option with the other active filters: its count is what choosing it finds', async () => {
    const province = { level: [POLICY_LEVELS.province] };
    const all = await facets({});
    const narrowed = await facets(province);
    // Some unit is offered unfiltered that 省级 documents do not have (or have fewer of).
    expect(narrowed.issuing_units).not.toEqual(all.issuing_units);
    for (const option of narrowed.issuing_units.slice(0, 5)) {
      expect(option.count, option.value).toBeGreaterThan(0);
      expect(await total({ ...province, issuing_unit: option.value }), option.value).toBe(
        option.count,
      );
    }
    for (const option of narrowed.regions.slice(0, 3)) {
      expect(await total({ ...province, region: option.value }), option.value).toBe(option.count);
    }
  });

  it('leaves a facet’s own choice out of its counts, so the other options stay on offer', async () => {
    const all = await facets({});
    const chosen = all.issuing_units[0]!.value;
    const withUnit = await facets({ issuing_unit: chosen });
    expect(withUnit.issuing_units).toEqual(all.issuing_units);
    const theme = withUnit.themes[0]!;
    expect(await total({ issuing_unit: chosen, theme: [theme.value] })).toBe(theme.count);
  });

  it('refuses bad filters in Chinese', async () => {
    const res = await kit.post('/api/policy/facets', { level: [7] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toMatch(/有误/);
  });
});
