// Test-only helpers of the content modules: raw SQL the tests write themselves (so expected
// answers never come from the code under test) and a POST through the real app.
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { JSON_HEADERS } from '../../../test/helpers/app.js';

/** The rows of a raw query, on either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One integer from a `select count(*)::int as n ...`. */
export async function queryCount(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

export function postCall(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...JSON_HEADERS, ...headers },
    payload: JSON.stringify(payload),
  });
}

export interface Answer<D> {
  readonly code: number;
  readonly msg: string;
  readonly data: D;
}

/**
 * A suite's POSTs: `post` as anyone (a token, or none); `ok` expects 200 and answers `data`,
 * `refused` expects `status` and answers `msg`, both as the suite's usual caller unless told.
 * Getters, since a suite builds its app and signs its people in in beforeAll.
 */
export function suiteCalls(app: () => FastifyInstance, caller: () => string) {
  const post = (url: string, body: unknown, token?: string) =>
    postCall(app(), url, body, token ? { token } : {});
  const ok = async <T>(url: string, body: unknown, token = caller()) => {
    const res = await post(url, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer<T>>().data;
  };
  const refused = async (url: string, body: unknown, status: number, token = caller()) => {
    const res = await post(url, body, token);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<Answer<null>>().msg;
  };
  return { post, ok, refused };
}

export interface Paged<T> {
  readonly list: T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** Epoch seconds of a timestamp as either driver returns it. */
export function epochOf(value: Date | string): number {
  return Math.floor(new Date(value).getTime() / 1000);
}
