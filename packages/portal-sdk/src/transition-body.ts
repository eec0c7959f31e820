// The body of an actor's transition call (an operator's 受理/退回/拨付 …), generated from the flow
// table: the events are those the table lets the actor make, and what each needs (a reason, an
// amount, items) is what its rows say. Adding a row or a need changes the call without touching a
// list here or in the server.
import { z } from 'zod';
import { eventsBy, needsOf, TRANSITION_NEEDS } from './flows/define-flow.js';
import type { AnyFlow, FlowActorOf, TransitionNeed } from './flows/define-flow.js';
import { idSchema, intSchema } from './calls/common.js';

/** The longest reason a history row keeps. */
export const TRANSITION_REASON_MAX = 500;

/** What an amount or items look like in this flow's calls (the fields are the entity's own). */
export interface TransitionFields<Amount extends z.ZodType, Items extends z.ZodType> {
  readonly amount?: Amount;
  readonly items?: Items;
}

const NEED_LABELS: Readonly<Record<Exclude<TransitionNeed, 'reason'>, string>> = {
  amount: '金额',
  items: '补正项',
};

/** `请填写原因` / `请填写复核意见`, `请填写金额`, `请列出补正项`: what a missing need says. */
export function missingNeedMessage(flow: AnyFlow, need: TransitionNeed): string {
  if (need === 'reason') return `请填写${flow.reasonLabel}`;
  if (need === 'items') return `请列出${NEED_LABELS.items}`;
  return `请填写${NEED_LABELS[need]}`;
}

/**
 * `{ id, version, event, reason?, amount?, items? }` for the events `actor` makes in `flow`:
 * a need marked `true` on the event's rows is required; a field the rows do not name is refused
 * (a reason is always allowed: the history keeps it).
 */
export function transitionBodySchema<
  F extends AnyFlow,
  const A extends FlowActorOf<F>,
  Amount extends z.ZodType = z.ZodNever,
  Items extends z.ZodType = z.ZodNever,
>(flow: F, actor: A, fields: TransitionFields<Amount, Items> = {}) {
  const events = eventsBy(flow, actor);
  return z
    .object({
      id: idSchema,
      version: intSchema(0),
      event: z.enum(events, { error: '操作有误' }),
      reason: z
        .string({ error: `${flow.reasonLabel}须为文本` })
        .trim()
        .max(TRANSITION_REASON_MAX, {
          error: `${flow.reasonLabel}不能超过${TRANSITION_REASON_MAX}个字符`,
        })
        .optional(),
      amount: (fields.amount ?? z.never()).optional() as z.ZodOptional<Amount>,
      items: (fields.items ?? z.never()).optional() as z.ZodOptional<Items>,
    })
    .superRefine((body, context) => {
      const needs = needsOf(flow, body.event);
      for (const need of TRANSITION_NEEDS) {
        const value = body[need];
        const given = value !== undefined && value !== '' && !isEmptyList(value);
        if (needs[need] === true && !given) {
          context.addIssue({
            code: 'custom',
            path: [need],
            message: missingNeedMessage(flow, need),
          });
        } else if (need !== 'reason' && needs[need] === undefined && value !== undefined) {
          const label = NEED_LABELS[need];
          context.addIssue({
            code: 'custom',
            path: [need],
            message: `${flow.events[body.event]}时不能填写${label}`,
          });
        }
      }
    });
}

function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}
