import type { CallAuth } from '../src/define-call.js';

/** What the registry test checks for one call (test/calls.test.ts). */
export interface CallCase {
  method: 'GET' | 'POST';
  path: string;
  family: 'standard' | 'login';
  auth: CallAuth;
  /** Bodies the schema accepts (the first is the typical one). */
  validBodies: Record<string, unknown>[];
  /** Each one breaks one constraint. */
  invalidBodies?: [string, Record<string, unknown>][];
  validData: unknown;
  /** Each one breaks one field of the answer. */
  invalidData?: [string, unknown][];
}
