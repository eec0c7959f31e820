// The demo 承办单位 (design §6): real-looking units of 西湖区, so demo_handler belongs to one and a
// unit-scoped call has something to scope to. Appeals assigned to units come with that area.
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { units } from '../schema/index.js';
import type { UnitKind } from '../schema/index.js';

export const DEMO_UNITS = {
  xihuMarket: { name: '杭州市西湖区市场监督管理局', kind: 'department' },
  xihuScience: { name: '杭州市西湖区科学技术局', kind: 'department' },
  cuiyuan: { name: '杭州市西湖区翠苑街道办事处', kind: 'subdistrict' },
} as const satisfies Record<string, { name: string; kind: UnitKind }>;

export type DemoUnit = keyof typeof DEMO_UNITS;

/** Inserts the missing units (by name); an operator's renamed or added units stay. */
export async function seedUnits(db: Db): Promise<void> {
  await db
    .insert(units)
    .values(Object.values(DEMO_UNITS).map((unit) => ({ ...unit })))
    .onConflictDoNothing();
}

/** Runs after the demo accounts' reset (users reference units, restrict). */
export async function resetUnits(db: Db): Promise<void> {
  await db.delete(units).where(
    inArray(
      units.name,
      Object.values(DEMO_UNITS).map((unit) => unit.name),
    ),
  );
}

/** The ids of the demo units, by key. */
export async function demoUnitIds(db: Db): Promise<Record<DemoUnit, number>> {
  const rows = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(
      inArray(
        units.name,
        Object.values(DEMO_UNITS).map((unit) => unit.name),
      ),
    );
  const idOf = (key: DemoUnit): number => {
    const row = rows.find((candidate) => candidate.name === DEMO_UNITS[key].name);
    if (!row) throw new Error(`demo unit ${key} is not seeded`);
    return row.id;
  };
  return Object.fromEntries(
    (Object.keys(DEMO_UNITS) as DemoUnit[]).map((key) => [key, idOf(key)]),
  ) as Record<DemoUnit, number>;
}
