// Match profiles for the seed: what an enterprise's record says (the demo calls are designed
// against it; the seed test evaluates them with it), and what the 免申即享 batch saw when it
// opened a case — the record, completed from public data where the record is silent, which is
// how the batch finds enterprises that never filled their figures in.
import { trustedProfile } from '@qyfw/portal-sdk/conditions';
import type {
  ConditionLeaf,
  ConditionNode,
  MatchProfile,
  ProfileEntry,
  ProfileSource,
} from '@qyfw/portal-sdk/conditions';
import type { ProfileRecordRow } from '../../../modules/policy-match/profile.js';
import type { FieldSource } from '../../schema/index.js';
import { addDays } from '../../../modules/shared/dates.js';

/** The record's columns (the match's own list, so the seed designs against what it reads). */
export type EnterpriseRow = ProfileRecordRow;

const SOURCE_LABELS: Record<FieldSource['source'], ProfileSource> = {
  enterprise: '企业填报',
  public: '公开数据',
  verified: '平台核验',
};

/** The record's own values, with their sources and dates; absent fields are left out (待确认). */
export function recordProfile(row: EnterpriseRow): MatchProfile {
  const entry = (field: string, value: ProfileEntry['value']): ProfileEntry | undefined => {
    if (value === null || value === '') return undefined;
    const source = row.fieldSources[field];
    return {
      value,
      source: source ? SOURCE_LABELS[source.source] : '企业填报',
      as_of: source ? source.at.slice(0, 10) : null,
    };
  };
  const share =
    row.rdSpending !== null && row.revenue !== null && row.revenue > 0
      ? Math.round((row.rdSpending / row.revenue) * 10_000) / 100
      : null;
  return {
    district: entry('district', row.district),
    street: entry('street', row.street),
    established_on: entry('established_on', row.establishedOn),
    industry_code: entry('industry_code', row.industryCode),
    scale: entry('scale', row.scale),
    average_staff: entry('average_staff', row.averageStaff),
    revenue: entry('revenue', row.revenue),
    rd_spending: entry('rd_spending', row.rdSpending),
    rd_share: entry('rd_spending', share),
    tax_paid: entry('tax_paid', row.taxPaid),
  };
}

function leaves(node: ConditionNode): ConditionLeaf[] {
  if ('field' in node) return [node];
  if ('not' in node) return leaves(node.not);
  return ('all' in node ? node.all : node.any).flatMap(leaves);
}

/** A value that meets a leaf: what public data said of an enterprise the record was silent on. */
function meetingValue(leaf: ConditionLeaf, today: string): ProfileEntry['value'] {
  const threshold = leaf.value;
  // Whole days (a year and a day more than asked): the same every day, and never 02-29 of a
  // year without one.
  const yearsAgo = (years: number) => addDays(today, -(years * 366 + 1));
  switch (leaf.op) {
    case 'gte':
      return Math.ceil((threshold as number) * 1.3);
    case 'lte':
      return Math.floor((threshold as number) * 0.6);
    case 'between':
      return (threshold as readonly [number, number])[0];
    case 'eq':
      return threshold as string | number;
    case 'in':
      return (threshold as readonly string[])[0]!;
    case 'contains_any':
    case 'contains_all':
      return [...(threshold as readonly string[])];
    case 'is_true':
      return true;
    // The seed's calls use none of these; a value that meets each all the same.
    case 'gt':
      return Math.floor(threshold as number) + 1;
    case 'lt':
      return Math.ceil(threshold as number) - 1;
    case 'ne':
      return typeof threshold === 'number' ? threshold + 1 : '';
    case 'contains_none':
      return [];
    case 'years_since_gte':
      return yearsAgo(Math.ceil(threshold as number) + 1);
    case 'years_since_lte':
      return yearsAgo(Math.max(0, Math.floor(threshold as number) - 1));
  }
}

/** The profile completed from public data (as of `today`) for every field a call tests. */
function completed(own: MatchProfile, conditions: ConditionNode, today: string): MatchProfile {
  const profile: Record<string, ProfileEntry | undefined> = { ...own };
  for (const leaf of leaves(conditions))
    if (!profile[leaf.field])
      profile[leaf.field] = { value: meetingValue(leaf, today), source: '公开数据', as_of: today };
  return profile as MatchProfile;
}

/** The record's profile, completed from public data (as of `today`) for every field a call tests. */
export function batchProfile(
  row: EnterpriseRow,
  conditions: ConditionNode,
  today: string,
): MatchProfile {
  return completed(recordProfile(row), conditions, today);
}

/**
 * What the 免申即享 batch saw: public data, never what the member typed — the record's trusted
 * values as they are, and for a figure the member reported, the public records' own value (they
 * agree with the record here, so a seeded snapshot matches the /information page), completed
 * from public data for every other field a call tests. The live batch
 * (policy-match/exempt-batch.ts) reads only trusted values the same way.
 */
export function exemptProfile(
  row: EnterpriseRow,
  conditions: ConditionNode,
  today: string,
  held: MatchProfile = {},
): MatchProfile {
  // `held`: what the enterprise holds, from its IP records (policy-match/profile.ts heldProfile).
  const own: MatchProfile = { ...recordProfile(row), ...held };
  const trusted = trustedProfile(own);
  const fromPublicRecords: Record<string, ProfileEntry | undefined> = {};
  for (const [field, entry] of Object.entries(own)) {
    // A field the member has not declared (信用, null until 企业填报) is public data's to answer:
    // completed below, as the batch reads 信用中国 rather than the member's own word.
    if (!entry || entry.value === null || entry.value === undefined) continue;
    fromPublicRecords[field] = trusted[field as keyof MatchProfile] ?? {
      value: entry.value,
      source: '公开数据',
      as_of: today,
    };
  }
  return completed(fromPublicRecords as MatchProfile, conditions, today);
}
