// Why transition() said no. Each refusal is an ApiError, so a route that lets it through answers
// the usual `{ code, msg }` envelope with a Chinese reason; a module with answers of its own (the
// QR login says 二维码已失效 whatever the cause) catches it by class and reason.
import { ApiError } from '../../../plugins/api-error.js';

/**
 * `missing`: no such entity (404). `state`: the flow table has no such event from the current
 * state (409). `actor`: the table does not let this caller make it (403). `stale`: the caller
 * acted on an older version — someone changed it meanwhile (409). `guard`: a condition of the
 * entity's own, such as a deadline, refused it (409).
 */
export type RefusalReason = 'missing' | 'state' | 'actor' | 'stale' | 'guard';

const STATUS: Readonly<Record<RefusalReason, number>> = {
  missing: 404,
  state: 409,
  actor: 403,
  stale: 409,
  guard: 409,
};

export const STALE_MESSAGE = '数据已被他人修改，请刷新后重试';

export class TransitionRefused extends ApiError {
  constructor(
    readonly reason: RefusalReason,
    msg: string,
  ) {
    super(STATUS[reason], STATUS[reason], msg);
  }
}
