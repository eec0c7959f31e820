import './zod-config.js';
import { z } from 'zod';
import { LOGIN_SUCCESS_CODE, SUCCESS_CODES } from './constants.js';
import type { CallFamily } from './define-call.js';

/** Every answer is wrapped as `{ code, msg, data }` (design §2). */
export const envelopeSchema = <D extends z.ZodType>(data: D) =>
  z.object({
    code: z.number().int(),
    msg: z.string().optional().default(''),
    data,
  });

/** The envelope as read before the call's own `data` schema is applied. */
export const rawEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().optional(),
  data: z.unknown().optional(),
});
export type RawEnvelope = z.infer<typeof rawEnvelopeSchema>;

/** Ordinary calls succeed with 200 (0 is accepted too); the login family succeeds with 1 (contract §8). */
export { SUCCESS_CODES, LOGIN_SUCCESS_CODE, LOGIN_FAILURE_CODE } from './constants.js';

/** A paged list answer: `{ list, total, page, pageSize }` (design §2). */
export const pagedSchema = <I extends z.ZodType>(item: I) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

/** Whether `code` means success for a call of this family (contract §8, design §2). */
export function isSuccessCode(family: CallFamily, code: number): boolean {
  return family === 'login'
    ? code === LOGIN_SUCCESS_CODE
    : (SUCCESS_CODES as readonly number[]).includes(code);
}
