// The match profile of enterprises (DOMAIN §2, §7): the enterprise record's fields with their
// source and date (field_sources), the valid qualifications and the IP counts from their own
// tables (source 平台核验 / 知识产权记录, dated by their newest row), and the R&D share computed
// from R&D spending and revenue. Loaded in bulk — one query per table whatever the number of
// enterprises — so the 免申即享 batch reads 50 000 profiles as fast as the match reads one.
import type {
  MatchField,
  MatchProfile,
  ProfileEntry,
  ProfileSource,
} from '@qyfw/portal-sdk/conditions';
import { isTrustedSource } from '@qyfw/portal-sdk/conditions';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  enterprises,
  patents,
  qualifications,
  softwareCopyrights,
  trademarks,
} from '../../db/schema/index.js';
import type { FieldSource, FieldSourceKind } from '../../db/schema/index.js';
import { shanghaiDate } from '../shared/dates.js';

const SOURCE_LABELS: Record<FieldSourceKind, ProfileSource> = {
  enterprise: '企业填报',
  public: '公开数据',
  verified: '平台核验',
};

/** Which enterprises to load: one, those registered in a district, or all. */
export type ProfileScope =
  { readonly enterpriseId: number } | { readonly district: string } | { readonly all: true };

export interface EnterpriseProfile {
  readonly enterpriseId: number;
  readonly name: string;
  readonly district: string;
  readonly profile: MatchProfile;
}

/**
 * The enterprise record's columns a match profile is made of: what the match, the 免申即享 batch
 * and the seed (which designs its demo calls and cases against the same record) select.
 */
export const PROFILE_RECORD_COLUMNS = {
  district: enterprises.district,
  street: enterprises.street,
  establishedOn: enterprises.establishedOn,
  industryCode: enterprises.industryCode,
  scale: enterprises.scale,
  averageStaff: enterprises.averageStaff,
  revenue: enterprises.revenue,
  rdSpending: enterprises.rdSpending,
  taxPaid: enterprises.taxPaid,
  fieldSources: enterprises.fieldSources,
};

/** A row of PROFILE_RECORD_COLUMNS. */
export type ProfileRecordRow = Pick<
  typeof enterprises.$inferSelect,
  keyof typeof PROFILE_RECORD_COLUMNS
>;

type Row = ProfileRecordRow & Pick<typeof enterprises.$inferSelect, 'id' | 'name'>;

/** The record's columns the match reads, by the field name field_sources keys them with. */
const RECORD_FIELDS = {
  district: 'district',
  street: 'street',
  established_on: 'establishedOn',
  industry_code: 'industryCode',
  scale: 'scale',
  average_staff: 'averageStaff',
  revenue: 'revenue',
  rd_spending: 'rdSpending',
  tax_paid: 'taxPaid',
} as const satisfies Partial<Record<MatchField, keyof Row>>;

function asOf(source: FieldSource | undefined): string | null {
  if (!source) return null;
  const at = Date.parse(source.at);
  return Number.isNaN(at) ? null : shanghaiDate(new Date(at));
}

function recordEntry(row: Row, field: keyof typeof RECORD_FIELDS): ProfileEntry {
  const raw = row[RECORD_FIELDS[field]];
  const source = row.fieldSources[field];
  // '' in a text column is "not filled in": the evaluator reads it as missing (待确认).
  return {
    value: raw === null || raw === undefined ? null : raw,
    // A value without a recorded source came in with the record itself (the member's filing).
    source: source ? SOURCE_LABELS[source.source] : '企业填报',
    as_of: asOf(source),
  };
}

/** R&D spending over revenue, as a percentage with two decimals; null when it cannot be computed. */
export function rdShareEntry(
  revenue: ProfileEntry | undefined,
  rd: ProfileEntry | undefined,
): ProfileEntry {
  const r = typeof revenue?.value === 'number' ? revenue.value : null;
  const d = typeof rd?.value === 'number' ? rd.value : null;
  const value = r === null || d === null || r <= 0 ? null : Math.round((d / r) * 10000) / 100;
  const dates = [revenue?.as_of, rd?.as_of].filter((date): date is string => Boolean(date)).sort();
  return {
    value,
    // Computed from two values: the weaker source of the two (a member's filing over a check),
    // so a share is trusted (and may open a 免申即享 case) only when both figures are.
    source:
      rd?.source === '假设值' || revenue?.source === '假设值'
        ? '假设值'
        : isTrustedSource(rd?.source) && isTrustedSource(revenue?.source)
          ? (rd?.source as ProfileSource)
          : '企业填报',
    as_of: dates.at(-1) ?? null,
  };
}

/** The scope as a condition on a table's enterprise_id column. */
function scopeOn(column: AnyPgColumn, scope: ProfileScope): SQL | undefined {
  if ('enterpriseId' in scope) return sql`${column} = ${scope.enterpriseId}`;
  if ('district' in scope) {
    return sql`${column} in (select ${enterprises.id} from ${enterprises} where ${enterprises.district} = ${scope.district})`;
  }
  return undefined;
}

const newestDay = (column: AnyPgColumn) =>
  sql<string>`to_char(max(${column}) at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

interface Held {
  names?: string[];
  qualificationsOn?: string | null;
  invention?: number;
  utility?: number;
  design?: number;
  patentsOn?: string | null;
  trademarks?: number;
  trademarksOn?: string | null;
  software?: number;
  softwareOn?: string | null;
}

/** Loads the profiles of the enterprises in `scope`: five queries, whatever their number. */
export async function loadProfiles(db: Db, scope: ProfileScope): Promise<EnterpriseProfile[]> {
  const enterpriseWhere =
    'enterpriseId' in scope
      ? eq(enterprises.id, scope.enterpriseId)
      : 'district' in scope
        ? eq(enterprises.district, scope.district)
        : undefined;
  const [rows, qualificationRows, patentRows, trademarkRows, softwareRows] = await Promise.all([
    db
      .select({ id: enterprises.id, name: enterprises.name, ...PROFILE_RECORD_COLUMNS })
      .from(enterprises)
      .where(enterpriseWhere),
    db
      .select({
        enterpriseId: qualifications.enterpriseId,
        names: sql<string[]>`array_agg(distinct ${qualifications.name})`,
        newest: newestDay(qualifications.createdAt),
      })
      .from(qualifications)
      .where(and(eq(qualifications.status, 'valid'), scopeOn(qualifications.enterpriseId, scope)))
      .groupBy(qualifications.enterpriseId),
    db
      .select({
        enterpriseId: patents.enterpriseId,
        type: patents.patentType,
        n: sql<number>`count(*)::int`,
        newest: newestDay(patents.createdAt),
      })
      .from(patents)
      .where(and(eq(patents.status, 'valid'), scopeOn(patents.enterpriseId, scope)))
      .groupBy(patents.enterpriseId, patents.patentType),
    db
      .select({
        enterpriseId: trademarks.enterpriseId,
        n: sql<number>`count(*)::int`,
        newest: newestDay(trademarks.createdAt),
      })
      .from(trademarks)
      .where(and(eq(trademarks.status, 'valid'), scopeOn(trademarks.enterpriseId, scope)))
      .groupBy(trademarks.enterpriseId),
    db
      .select({
        enterpriseId: softwareCopyrights.enterpriseId,
        n: sql<number>`count(*)::int`,
        newest: newestDay(softwareCopyrights.createdAt),
      })
      .from(softwareCopyrights)
      .where(
        and(
          eq(softwareCopyrights.status, 'valid'),
          scopeOn(softwareCopyrights.enterpriseId, scope),
        ),
      )
      .groupBy(softwareCopyrights.enterpriseId),
  ]);

  const held = new Map<number, Held>();
  const heldOf = (id: number): Held => {
    let entry = held.get(id);
    if (!entry) held.set(id, (entry = {}));
    return entry;
  };
  for (const row of qualificationRows) {
    Object.assign(heldOf(row.enterpriseId), { names: row.names, qualificationsOn: row.newest });
  }
  for (const row of patentRows) {
    const entry = heldOf(row.enterpriseId);
    entry[row.type] = Number(row.n);
    if (!entry.patentsOn || (row.newest && row.newest > entry.patentsOn))
      entry.patentsOn = row.newest;
  }
  for (const row of trademarkRows) {
    Object.assign(heldOf(row.enterpriseId), {
      trademarks: Number(row.n),
      trademarksOn: row.newest,
    });
  }
  for (const row of softwareRows) {
    Object.assign(heldOf(row.enterpriseId), { software: Number(row.n), softwareOn: row.newest });
  }

  return rows.map((row) => {
    const own = held.get(row.id) ?? {};
    const profile: Partial<Record<MatchField, ProfileEntry>> = {};
    for (const field of Object.keys(RECORD_FIELDS) as (keyof typeof RECORD_FIELDS)[]) {
      profile[field] = recordEntry(row, field);
    }
    profile.rd_share = rdShareEntry(profile.revenue, profile.rd_spending);
    // The platform's own records: no row is a known zero (or no qualification), not a gap.
    const ip = (value: number | undefined, on: string | null | undefined): ProfileEntry => ({
      value: value ?? 0,
      source: '知识产权记录',
      as_of: on ?? null,
    });
    profile.qualifications = {
      value: [...(own.names ?? [])].sort(),
      source: '平台核验',
      as_of: own.qualificationsOn ?? null,
    };
    profile.invention_patents = ip(own.invention, own.patentsOn);
    profile.utility_patents = ip(own.utility, own.patentsOn);
    profile.design_patents = ip(own.design, own.patentsOn);
    profile.trademarks = ip(own.trademarks, own.trademarksOn);
    profile.software_copyrights = ip(own.software, own.softwareOn);
    // 信用 has no source in the platform yet: always 待确认 (never 不符合).
    return { enterpriseId: row.id, name: row.name, district: row.district, profile };
  });
}

/** One enterprise's profile, or undefined when it does not exist. */
export async function loadProfile(
  db: Db,
  enterpriseId: number,
): Promise<EnterpriseProfile | undefined> {
  const [profile] = await loadProfiles(db, { enterpriseId });
  return profile;
}
