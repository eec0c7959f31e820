import { z } from 'zod';

/** Every answer is wrapped as `{ code, msg, data }` (DESIGN §2). */
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

/** Ordinary calls succeed with 200 (0 is accepted too); the login family succeeds with 1 (§8). */
export const SUCCESS_CODES = [200, 0] as const;
export const LOGIN_SUCCESS_CODE = 1;
export const LOGIN_FAILURE_CODE = 0;

/** A paged list answer: `{ list, total, page, pageSize }` (DESIGN §2). */
export const pagedSchema = <I extends z.ZodType>(item: I) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
