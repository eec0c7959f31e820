// Documents and calls as the operators' calls answer them (snake_case wire shapes).
import type { AdminCall, AdminPolicy } from '@qyfw/portal-sdk/calls/policy-admin';
import type { policies, policyCalls } from '../../db/schema/index.js';
import { epochSeconds } from '../shared/dates.js';

type PolicyRow = typeof policies.$inferSelect;
type CallRow = typeof policyCalls.$inferSelect;

export function adminPolicyOf(row: PolicyRow, callCount: number): AdminPolicy {
  return {
    id: row.id,
    version: row.version,
    state: row.state,
    title: row.title,
    document_number: row.documentNumber,
    issuing_unit: row.issuingUnit,
    level: row.level as AdminPolicy['level'],
    region: row.region,
    industry_codes: row.industryCodes,
    themes: row.themes,
    published_on: row.publishedOn,
    written_on: row.writtenOn,
    valid_until: row.validUntil,
    validity: row.validity,
    successor_id: row.successorId,
    summary: row.summary,
    body: row.body,
    interpretation: row.interpretation,
    consult_phone: row.consultPhone,
    verified_on: row.verifiedOn,
    support_ceiling: row.supportCeiling,
    call_count: callCount,
    updated_at: row.updatedAt ? epochSeconds(row.updatedAt) : null,
  };
}

export function adminCallOf(row: CallRow, policyTitle: string): AdminCall {
  return {
    id: row.id,
    version: row.version,
    state: row.state,
    policy_id: row.policyId,
    policy_title: policyTitle,
    title: row.title,
    start_on: row.applyStartOn,
    end_on: row.applyEndOn,
    mode: row.deliveryMode,
    support_type: row.supportType,
    support_ceiling: row.supportCeiling,
    support_text: row.supportText,
    amount_rule: row.amountRule,
    conditions: row.conditions,
    checklist: row.checklist,
    form_fields: row.formFields.map(({ options, ...field }) => ({
      ...field,
      ...(options ? { options: [...options] } : {}),
    })),
    materials: row.materials.map(({ libraryKind, ...material }) => ({
      ...material,
      ...(libraryKind ? { library_kind: libraryKind } : {}),
    })),
    handling_unit: row.handlingUnit,
    consult_phone: row.consultPhone,
    published_at: row.publishedAt ? epochSeconds(row.publishedAt) : null,
    updated_at: row.updatedAt ? epochSeconds(row.updatedAt) : null,
  };
}
