// The record an audit row names, as a person knows it: the enterprise of an authentication request
// or a record, a policy's or a call's title, an application's enterprise and call. Read per page
// (one query per kind of record on it), and searched by the keyword as a subquery.
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  bulletins,
  enterpriseEdits,
  enterprises,
  exemptCases,
  information,
  knowledge,
  news,
  policies,
  policyApplications,
  policyAwardGroups,
  policyCalls,
  units,
  users,
} from '../../db/schema/index.js';

interface RecordSource {
  /** The names of these ids that still exist. */
  names(db: Db, ids: readonly number[]): Promise<{ id: number; name: string }[]>;
  /** The ids whose name contains `pattern` (an ILIKE pattern), as a subquery. */
  matching(db: Db, pattern: string): SQLWrapper;
}

/** An application or case: 企业名称 · 申报通知. */
const enterpriseAndCall = (table: typeof policyApplications | typeof exemptCases): RecordSource => {
  const base = (db: Db) =>
    db
      .select({
        id: table.id,
        name: sql<string>`${enterprises.name} || ' · ' || ${policyCalls.title}`,
      })
      .from(table)
      .innerJoin(enterprises, eq(enterprises.id, table.enterpriseId))
      .innerJoin(policyCalls, eq(policyCalls.id, table.callId));
  return {
    names: (db, ids) => base(db).where(inArray(table.id, [...ids])),
    matching: (db, pattern) =>
      db
        .select({ id: table.id })
        .from(table)
        .innerJoin(enterprises, eq(enterprises.id, table.enterpriseId))
        .innerJoin(policyCalls, eq(policyCalls.id, table.callId))
        .where(or(ilike(enterprises.name, pattern), ilike(policyCalls.title, pattern))),
  };
};

/** A content-admin article by its title (a deleted draft has none: the row shows its number). */
const titled = (table: typeof news | typeof knowledge | typeof information | typeof bulletins) => {
  // The four tables declare id and title alike (schema/content.ts).
  const t = table as typeof news;
  return {
    names: (db: Db, ids: readonly number[]) =>
      db
        .select({ id: t.id, name: t.title })
        .from(t)
        .where(inArray(t.id, [...ids])),
    matching: (db: Db, pattern: string) =>
      db.select({ id: t.id }).from(t).where(ilike(t.title, pattern)),
  } satisfies RecordSource;
};

const SOURCES: Readonly<Record<string, RecordSource>> = {
  news: titled(news),
  knowledge: titled(knowledge),
  information: titled(information),
  bulletin: titled(bulletins),
  enterprise_auth: {
    names: (db, ids) =>
      db
        .select({ id: enterpriseEdits.id, name: enterpriseEdits.enterpriseName })
        .from(enterpriseEdits)
        .where(inArray(enterpriseEdits.id, [...ids])),
    matching: (db, pattern) =>
      db
        .select({ id: enterpriseEdits.id })
        .from(enterpriseEdits)
        .where(
          or(
            ilike(enterpriseEdits.enterpriseName, pattern),
            ilike(enterpriseEdits.creditCode, pattern),
          ),
        ),
  },
  enterprise: {
    names: (db, ids) =>
      db
        .select({ id: enterprises.id, name: enterprises.name })
        .from(enterprises)
        .where(inArray(enterprises.id, [...ids])),
    matching: (db, pattern) =>
      db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(or(ilike(enterprises.name, pattern), ilike(enterprises.creditCode, pattern))),
  },
  policy: {
    names: (db, ids) =>
      db
        .select({ id: policies.id, name: policies.title })
        .from(policies)
        .where(inArray(policies.id, [...ids])),
    matching: (db, pattern) =>
      db.select({ id: policies.id }).from(policies).where(ilike(policies.title, pattern)),
  },
  policy_call: {
    names: (db, ids) =>
      db
        .select({ id: policyCalls.id, name: policyCalls.title })
        .from(policyCalls)
        .where(inArray(policyCalls.id, [...ids])),
    matching: (db, pattern) =>
      db.select({ id: policyCalls.id }).from(policyCalls).where(ilike(policyCalls.title, pattern)),
  },
  policy_award_group: {
    names: (db, ids) =>
      db
        .select({ id: policyAwardGroups.id, name: policyAwardGroups.entryName })
        .from(policyAwardGroups)
        .where(inArray(policyAwardGroups.id, [...ids])),
    matching: (db, pattern) =>
      db
        .select({ id: policyAwardGroups.id })
        .from(policyAwardGroups)
        .where(ilike(policyAwardGroups.entryName, pattern)),
  },
  policy_application: enterpriseAndCall(policyApplications),
  exempt_case: enterpriseAndCall(exemptCases),
  // An account by the name people know it by (as 人员与角色 shows it); the mobile masked.
  user: {
    names: (db, ids) =>
      db
        .select({
          id: users.id,
          name: sql<string>`coalesce(nullif(btrim(${users.nickname}), ''), ${users.username}, left(${users.mobile}, 3) || '****' || right(${users.mobile}, 4), '用户' || ${users.id})`,
        })
        .from(users)
        .where(inArray(users.id, [...ids])),
    matching: (db, pattern) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.nickname, pattern), ilike(users.username, pattern))),
  },
  unit: {
    names: (db, ids) =>
      db
        .select({ id: units.id, name: units.name })
        .from(units)
        .where(inArray(units.id, [...ids])),
    matching: (db, pattern) =>
      db.select({ id: units.id }).from(units).where(ilike(units.name, pattern)),
  },
};

/** A calendar year's row is named by its number alone. */
const NAMED_BY_ID: Readonly<Record<string, (id: number) => string>> = {
  work_calendar_year: (year) => `${year} 年`,
  // The one row of site settings.
  site_config: () => '站点设置',
};

/** `type:id` → name, for the rows of one page (or one export batch). */
export async function recordNames(
  db: Db,
  rows: readonly { entityType: string; entityId: number }[],
): Promise<Map<string, string>> {
  const byType = new Map<string, Set<number>>();
  for (const row of rows) {
    byType.set(row.entityType, (byType.get(row.entityType) ?? new Set()).add(row.entityId));
  }
  const names = new Map<string, string>();
  for (const [type, ids] of byType) {
    const named = NAMED_BY_ID[type];
    if (named) {
      for (const id of ids) names.set(`${type}:${id}`, named(id));
      continue;
    }
    const source = SOURCES[type];
    if (!source) continue;
    for (const row of await source.names(db, [...ids])) names.set(`${type}:${row.id}`, row.name);
  }
  return names;
}

/** Audit rows whose record's name contains `pattern`: one condition per kind of record. */
export function recordNameMatches(db: Db, pattern: string): SQL[] {
  return Object.entries(SOURCES).map(([type, source]) =>
    and(eq(auditLog.entityType, type), inArray(auditLog.entityId, source.matching(db, pattern)))!,
  );
}
