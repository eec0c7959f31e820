// The preview of a draft call's conditions before it is published (issue 26): how many of the
// platform's enterprises the conditions make 可申报 / 可能符合 / 暂不符合, with a few examples each
// and why. One truth with /match: the same profiles (loadProfiles, every value with its source),
// the same region rule (appliesTo) and the same evaluator (classifyConditions for every
// enterprise, evaluateConditions only for the examples shown). Read-only: nothing is written.
import type { CallPreview, CallPreviewExample } from '@qyfw/portal-sdk/calls/policy-admin';
import { CALL_PREVIEW_EXAMPLES } from '@qyfw/portal-sdk/calls/policy-admin';
import { MATCH_FIELDS, classifyConditions, evaluateConditions } from '@qyfw/portal-sdk/conditions';
import type { ConditionNode, LeafOutcome, MatchLevel } from '@qyfw/portal-sdk/conditions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies, policyCalls } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { appliesTo } from '../policy-match/open-calls.js';
import { loadProfiles } from '../policy-match/profile.js';
import type { EnterpriseProfile } from '../policy-match/profile.js';
import { shanghaiDate } from '../shared/dates.js';

export interface PreviewRequest {
  readonly conditions: ConditionNode;
  readonly policy_id?: number | undefined;
  readonly call_id?: number | undefined;
}

/** The district a document limits its calls to, or null when it reaches every enterprise. */
async function regionOf(db: Db, request: PreviewRequest): Promise<string | null> {
  let policyId = request.policy_id;
  if (policyId === undefined && request.call_id !== undefined) {
    const [call] = await db
      .select({ policyId: policyCalls.policyId })
      .from(policyCalls)
      .where(eq(policyCalls.id, request.call_id));
    if (!call) throw ApiError.notFound('申报通知不存在');
    policyId = call.policyId;
  }
  if (policyId === undefined) return null;
  const [policy] = await db
    .select({ level: policies.level, region: policies.region })
    .from(policies)
    .where(eq(policies.id, policyId));
  // The same words admin_call_save uses for a document that is not there.
  if (!policy) throw ApiError.badRequest('所属政策不存在');
  return appliesTo(policy.level, policy.region, '') ? null : policy.region;
}

/** The ids of the leaves under a `not`: met there, they are what fails the tree. */
function negatedLeaves(node: ConditionNode, negated: boolean, into: Set<string>): Set<string> {
  if ('field' in node) {
    if (negated) into.add(node.id);
  } else if ('not' in node) {
    negatedLeaves(node.not, !negated, into);
  } else {
    for (const child of 'all' in node ? node.all : node.any) negatedLeaves(child, negated, into);
  }
  return into;
}

function failedLine(leaf: LeafOutcome): string {
  return `${leaf.label}：要求 ${leaf.threshold}，企业为 ${leaf.value_text ?? '未填写'}`;
}

function unknownLine(leaf: LeafOutcome): string {
  return `${leaf.label}：待确认（企业信息缺少${MATCH_FIELDS[leaf.field].label}）`;
}

/** One example as the match explains it: the failed conditions, or the 待确认 ones. */
function exampleOf(
  profile: EnterpriseProfile,
  conditions: ConditionNode,
  negated: ReadonlySet<string>,
  today: string,
): CallPreviewExample {
  const evaluation = evaluateConditions(conditions, profile.profile, today);
  let reasons: string[] = [];
  if (evaluation.level === 'ineligible') {
    reasons = evaluation.leaves
      .filter((leaf) => leaf.outcome === 'failed' && !negated.has(leaf.id))
      .map(failedLine);
    // Failed only through a 不满足 group: the conditions it holds that the group excludes.
    if (reasons.length === 0) {
      reasons = evaluation.leaves
        .filter((leaf) => leaf.outcome === 'met' && negated.has(leaf.id))
        .map((leaf) => `${leaf.label}：企业为 ${leaf.value_text ?? '—'}，属于“不满足”组排除的情形`);
    }
  } else if (evaluation.level === 'possible') {
    reasons = evaluation.leaves.filter((leaf) => leaf.outcome === 'unknown').map(unknownLine);
  }
  return {
    enterprise_id: profile.enterpriseId,
    name: profile.name,
    summary: evaluation.summary,
    reasons,
  };
}

export async function previewCall(
  db: Db,
  request: PreviewRequest,
  now: Date,
): Promise<CallPreview> {
  const started = performance.now();
  const today = shanghaiDate(now);
  const region = await regionOf(db, request);
  const profiles = await loadProfiles(
    db,
    region === null ? { all: true } : { district: region },
    today,
  );
  // Examples in a stable order: the oldest records first (demo_enterprise is the first).
  profiles.sort((a, b) => a.enterpriseId - b.enterpriseId);

  const counts: Record<MatchLevel, number> = { eligible: 0, possible: 0, ineligible: 0 };
  const picked: Record<MatchLevel, EnterpriseProfile[]> = {
    eligible: [],
    possible: [],
    ineligible: [],
  };
  for (const profile of profiles) {
    const { level } = classifyConditions(request.conditions, profile.profile, today);
    counts[level] += 1;
    if (picked[level].length < CALL_PREVIEW_EXAMPLES) picked[level].push(profile);
  }
  const negated = negatedLeaves(request.conditions, false, new Set());
  const explain = (level: MatchLevel) =>
    picked[level].map((profile) => exampleOf(profile, request.conditions, negated, today));
  return {
    counts: { ...counts, total: profiles.length },
    examples: {
      eligible: explain('eligible'),
      possible: explain('possible'),
      ineligible: explain('ineligible'),
    },
    region,
    evaluated_on: today,
    duration_ms: Math.round(performance.now() - started),
  };
}
