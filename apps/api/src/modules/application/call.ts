// The call for applications an application or a 免申即享 case is about: read with its document,
// its window state derived from the dates and today (DOMAIN §1: never stored), and shown the way
// the SDK's callBriefSchema / callFormSchema say.
import type { CallBrief, CallForm } from '@qyfw/portal-sdk/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies, policyCalls } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { daysLeft } from '../message/deadlines.js';
import { shanghaiDate } from '../shared/dates.js';

export type CallRow = typeof policyCalls.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;
export interface CallWithPolicy {
  readonly call: CallRow;
  readonly policy: PolicyRow;
}

export const CALL_MISSING = '申报通知不存在';

/** 即将截止: the end day is this many days away or fewer (DOMAIN §1). */
const CLOSING_DAYS = 7;

const WINDOW_LABELS = {
  upcoming: '未开始',
  open: '申报中',
  closing: '即将截止',
  closed: '已截止',
  always: '常年受理',
} as const;
export type CallWindow = keyof typeof WINDOW_LABELS;

const MODE_LABELS = { exempt: '免申即享', instant: '即申即享', review: '申报审批' } as const;

export function windowOf(
  call: Pick<CallRow, 'applyStartOn' | 'applyEndOn'>,
  now: Date,
): CallWindow {
  const today = shanghaiDate(now);
  if (call.applyStartOn === null && call.applyEndOn === null) return 'always';
  if (call.applyStartOn !== null && today < call.applyStartOn) return 'upcoming';
  if (call.applyEndOn === null) return 'open';
  if (today > call.applyEndOn) return 'closed';
  return daysLeft(call.applyEndOn, now) <= CLOSING_DAYS ? 'closing' : 'open';
}

/** Whether an application may be started or first submitted today. */
export function windowRefusal(call: CallRow, now: Date): string | undefined {
  const window = windowOf(call, now);
  if (window === 'upcoming') return `该通知尚未开始申报，${call.applyStartOn} 起可申报`;
  if (window === 'closed') return `该通知已于 ${call.applyEndOn} 截止申报`;
  return undefined;
}

/** A published call with its document; a draft or unknown id answers 404. */
export async function publishedCall(db: Db, callId: number): Promise<CallWithPolicy> {
  const found = await callWithPolicy(db, callId);
  if (!found || found.call.state !== 'published') throw ApiError.notFound(CALL_MISSING);
  return found;
}

/** Any call with its document (an operator's view, or an existing application's call). */
export async function callWithPolicy(db: Db, callId: number): Promise<CallWithPolicy | undefined> {
  const [row] = await db
    .select({ call: policyCalls, policy: policies })
    .from(policyCalls)
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(eq(policyCalls.id, callId))
    .limit(1);
  return row;
}

/** Policy levels are 18–21 (a check constraint); the SDK's type names the four literals. */
type Level = CallBrief['policy']['level'];

export function callBrief({ call, policy }: CallWithPolicy, now: Date): CallBrief {
  const window = windowOf(call, now);
  return {
    id: call.id,
    title: call.title,
    policy: {
      id: policy.id,
      title: policy.title,
      level: policy.level as Level,
      issuing_unit: policy.issuingUnit,
    },
    delivery_mode: call.deliveryMode,
    delivery_mode_label: MODE_LABELS[call.deliveryMode],
    apply_start_on: call.applyStartOn,
    apply_end_on: call.applyEndOn,
    window,
    window_label: WINDOW_LABELS[window],
    support_type: call.supportType,
    support_ceiling: call.supportCeiling,
    support_text: call.supportText,
    handling_unit: call.handlingUnit,
    consult_phone: call.consultPhone,
  };
}

export function callForm(found: CallWithPolicy, now: Date): CallForm {
  const { call } = found;
  return {
    ...callBrief(found, now),
    form_fields: call.formFields.map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      options: [...(field.options ?? [])],
      unit: field.unit ?? null,
      prefill: field.prefill ?? null,
    })),
    materials: call.materials.map((material) => ({
      key: material.key,
      name: material.name,
      required: material.required,
      description: material.description,
      library_kind: material.libraryKind ?? null,
    })),
    checklist: [...call.checklist],
  };
}

/** The label of a form field or material of the call (for messages naming items). */
export function itemLabel(call: CallRow, kind: 'field' | 'material', key: string): string {
  if (kind === 'field') return call.formFields.find((field) => field.key === key)?.label ?? key;
  return call.materials.find((material) => material.key === key)?.name ?? key;
}
