// policy_detail: one published document with everything its page shows. A draft or unknown id
// answers 404 (a draft's existence is not disclosed). Logged in, the answer adds the member's
// progress on each call and whether they follow the document.
import type { PolicyDetail, PolicyLink } from '@qyfw/portal-sdk/calls/policy-library';
import { DELIVERY_MODE_LABELS, KNOWLEDGE_KIND_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  knowledge,
  knowledgePolicies,
  policies,
  policyAttachments,
  policyAwardCompanies,
  policyAwardGroups,
  policyCalls,
  policySubscriptions,
} from '../../db/schema/index.js';
import type { PolicyValidity } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { sanitizeRichText } from '../policy/rich-text.js';
import { epochSeconds } from '../shared/dates.js';
import { conditionLabels } from './conditions-summary.js';
import { myCallStatuses } from './my-status.js';
import { validityOf } from './validity.js';
import { callWindow } from './window.js';

export const POLICY_NOT_FOUND = '该政策不存在或尚未发布';
/** Related documents shown under the text. */
const RELATED = 5;

const linkColumns = {
  id: policies.id,
  title: policies.title,
  validity: policies.validity,
  validUntil: policies.validUntil,
};

function linkOf(
  row: { id: number; title: string; validity: PolicyValidity; validUntil: string | null },
  today: string,
): PolicyLink {
  return { id: row.id, title: row.title, ...validityOf(row.validity, row.validUntil, today) };
}

const published = eq(policies.state, 'published');

export async function policyDetail(
  db: Db,
  id: number,
  userId: number | undefined,
  today: string,
): Promise<PolicyDetail> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), published))
    .limit(1);
  if (!row) throw ApiError.notFound(POLICY_NOT_FOUND);

  const [successor, predecessor, attachments, calls, related, knowledgeRows, subscribed] =
    await Promise.all([
      row.successorId === null
        ? undefined
        : db
            .select(linkColumns)
            .from(policies)
            .where(and(eq(policies.id, row.successorId), published))
            .limit(1)
            .then((rows) => rows[0]),
      db
        .select(linkColumns)
        .from(policies)
        .where(and(eq(policies.successorId, id), published))
        .orderBy(desc(policies.publishedOn), desc(policies.id))
        .limit(1)
        .then((rows) => rows[0]),
      db
        .select()
        .from(policyAttachments)
        .where(eq(policyAttachments.policyId, id))
        .orderBy(asc(policyAttachments.id)),
      db
        .select()
        .from(policyCalls)
        .where(and(eq(policyCalls.policyId, id), eq(policyCalls.state, 'published')))
        .orderBy(sql`${policyCalls.applyEndOn} asc nulls last`, asc(policyCalls.id)),
      relatedPolicies(db, row),
      db
        .select({ id: knowledge.id, title: knowledge.title, kind: knowledge.kind })
        .from(knowledgePolicies)
        .innerJoin(knowledge, eq(knowledge.id, knowledgePolicies.knowledgeId))
        .where(and(eq(knowledgePolicies.policyId, id), isNotNull(knowledge.publishedAt)))
        .orderBy(desc(knowledge.createdAt), desc(knowledge.id)),
      userId === undefined
        ? false
        : db
            .select({ policyId: policySubscriptions.policyId })
            .from(policySubscriptions)
            .where(
              and(eq(policySubscriptions.userId, userId), eq(policySubscriptions.policyId, id)),
            )
            .limit(1)
            .then((rows) => rows.length > 0),
    ]);

  const callIds = calls.map((call) => call.id);
  const [statuses, awardLists] = await Promise.all([
    myCallStatuses(db, userId, callIds),
    awardListsOf(db, id, callIds),
  ]);

  return {
    id: row.id,
    title: row.title,
    document_number: row.documentNumber,
    issuing_unit: row.issuingUnit,
    level: row.level as PolicyLevel,
    region: row.region,
    written_on: row.writtenOn,
    published_on: row.publishedOn,
    ...validityOf(row.validity, row.validUntil, today),
    valid_until: row.validUntil,
    successor: successor ? linkOf(successor, today) : null,
    predecessor: predecessor ? linkOf(predecessor, today) : null,
    themes: row.themes,
    industry_codes: row.industryCodes,
    summary: row.summary,
    content: sanitizeRichText(row.body),
    interpretation: sanitizeRichText(row.interpretation),
    attachments: attachments.map((file) => ({
      id: file.id,
      name: file.name,
      url: file.url,
      size_bytes: file.sizeBytes,
    })),
    verified_on: row.verifiedOn,
    consult_phone: row.consultPhone,
    support_ceiling: row.supportCeiling,
    calls: calls.map((call) => ({
      id: call.id,
      title: call.title,
      ...callWindow(call.applyStartOn, call.applyEndOn, today),
      start_on: call.applyStartOn,
      end_on: call.applyEndOn,
      mode: call.deliveryMode,
      mode_label: DELIVERY_MODE_LABELS[call.deliveryMode],
      support_type: call.supportType,
      support_ceiling: call.supportCeiling,
      support_text: call.supportText,
      materials: call.materials.map((material) => ({
        key: material.key,
        name: material.name,
        required: material.required,
        description: material.description,
      })),
      checklist: call.checklist,
      conditions: conditionLabels(call.conditions),
      handling_unit: call.handlingUnit,
      consult_phone: call.consultPhone,
      my_status: statuses.get(call.id) ?? null,
    })),
    related: related.map((link) => linkOf(link, today)),
    award_lists: awardLists,
    knowledge: knowledgeRows.map((item) => ({
      id: item.id,
      title: item.title,
      kind: item.kind,
      kind_label: KNOWLEDGE_KIND_LABELS[item.kind],
    })),
    subscribed,
  };
}

/** Published documents sharing a theme or the issuing unit, newest first. */
function relatedPolicies(db: Db, row: typeof policies.$inferSelect) {
  const sameTheme =
    row.themes.length > 0
      ? sql`${policies.themes} && array[${sql.join(
          row.themes.map((theme) => sql`${theme}`),
          sql`, `,
        )}]::text[]`
      : undefined;
  return db
    .select(linkColumns)
    .from(policies)
    .where(
      and(
        published,
        ne(policies.id, row.id),
        or(sameTheme, eq(policies.issuingUnit, row.issuingUnit)),
      ),
    )
    .orderBy(desc(policies.publishedOn), desc(policies.id))
    .limit(RELATED);
}

/** The award lists published for the document or its calls, with their companies by amount. */
async function awardListsOf(db: Db, policyId: number, callIds: readonly number[]) {
  const groups = await db
    .select()
    .from(policyAwardGroups)
    .where(
      callIds.length > 0
        ? or(
            eq(policyAwardGroups.policyId, policyId),
            inArray(policyAwardGroups.callId, [...callIds]),
          )
        : eq(policyAwardGroups.policyId, policyId),
    )
    .orderBy(desc(policyAwardGroups.createdAt), desc(policyAwardGroups.id));
  if (groups.length === 0) return [];
  const companies = await db
    .select()
    .from(policyAwardCompanies)
    .where(
      inArray(
        policyAwardCompanies.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(desc(policyAwardCompanies.totalMoney), asc(policyAwardCompanies.id));
  return groups.map((group) => ({
    id: group.id,
    entry_name: group.entryName,
    call_id: group.callId,
    createtime: epochSeconds(group.createdAt),
    list: companies
      .filter((company) => company.groupId === group.id)
      .map((company) => ({
        id: company.id,
        enterprise_name: company.enterpriseName,
        topic_name: company.topicName,
        level: company.level as PolicyLevel,
        unit: company.unit,
        total_money: company.totalMoney,
      })),
  }));
}
