// The writes members make while a fault strikes: a registration (SMS code from the demo outbox),
// then enterprise details (bind_info), then the renewal-warning snooze (edit_notice_time). Every
// acknowledged step is remembered so the test can look for it in the database afterwards.
// The transport is the caller's: Fastify inject in-process, or real HTTP to a child process.
import { and, inArray, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { enterpriseEdits, users } from '../../src/db/schema/index.js';

export interface Outcome {
  /** Which call, for the failure message. */
  url: string;
  status: number;
  code: number | undefined;
  msg: string;
  data: unknown;
  startedAt: number;
  ms: number;
}

/**
 * The client address of the one request that reads the demo outbox: it answers only this machine,
 * asked directly, so a transport sends a request from here without any forwarding header.
 */
export const THIS_MACHINE = '127.0.0.1';

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  token?: string;
  /** The member's own client address, so per-IP limits of SMS and registration don't interfere. */
  ip: string;
}

export type Transport = (
  request: Request,
) => Promise<{ status: number; body: { code?: number; msg?: string; data?: unknown } }>;

export interface Acknowledged {
  registered: string[];
  bound: number[];
  snoozed: number[];
}

export function emptyAcknowledged(): Acknowledged {
  return { registered: [], bound: [], snoozed: [] };
}

async function timed(transport: Transport, request: Request): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const { status, body } = await transport(request);
    return {
      url: request.url,
      status,
      code: body.code,
      msg: body.msg ?? '',
      data: body.data,
      startedAt,
      ms: performance.now() - startedAt,
    };
  } catch (error) {
    // The process died under the request (crash test): no answer, nothing acknowledged.
    return {
      url: request.url,
      status: 0,
      code: undefined,
      msg: String(error),
      data: undefined,
      startedAt,
      ms: performance.now() - startedAt,
    };
  }
}

/**
 * One member's three writes. `note` sees every answer and says whether it counts as success;
 * a failed step ends the member's turn (the next turn starts a new member).
 */
export async function writeOneMember(
  transport: Transport,
  serial: number,
  acknowledged: Acknowledged,
  note: (outcome: Outcome, ok: boolean) => boolean,
): Promise<void> {
  // 11 digits for up to a million members a run: fast 503s during an outage run thousands of turns.
  const phone = `13${String(process.pid % 1000).padStart(3, '0')}${String(serial % 1_000_000).padStart(6, '0')}`;
  const username = `fault_${process.pid}_${serial}`;
  const ip = `10.77.${(serial >> 8) & 255}.${serial & 255}`;
  const sent = await timed(transport, {
    method: 'POST',
    url: '/api/user/dx_send',
    payload: { type: 2, phone },
    ip,
  });
  if (!note(sent, sent.status === 200 && sent.code === 1)) return;
  const outbox = await timed(transport, {
    method: 'GET',
    url: `/api/dev/sms-outbox?phone=${phone}`,
    ip: THIS_MACHINE,
  });
  if (!note(outbox, outbox.status === 200)) return;
  const { code } = outbox.data as { code: string };
  const registered = await timed(transport, {
    method: 'POST',
    url: '/api/user/register',
    payload: { username, password: 'Fault2026x', phone, code },
    ip,
  });
  if (!note(registered, registered.status === 200 && registered.code === 200)) return;
  acknowledged.registered.push(username);
  const { token, id } = registered.data as { token: string; id: number };
  const bound = await timed(transport, {
    method: 'POST',
    url: '/api/Person/bind_info',
    payload: {
      username,
      enterprise_name: `故障演练企业${serial}号`,
      credit_code: '91330100MA27Y5QK7Q',
    },
    token,
    ip,
  });
  if (note(bound, bound.status === 200 && bound.code === 200)) acknowledged.bound.push(id);
  const snoozed = await timed(transport, {
    method: 'POST',
    url: '/api/person/edit_notice_time',
    payload: {},
    token,
    ip,
  });
  if (note(snoozed, snoozed.status === 200 && snoozed.code === 200)) acknowledged.snoozed.push(id);
}

/** Every acknowledged write is in the database. */
export async function expectAllAcknowledgedStored(
  db: Db,
  acknowledged: Acknowledged,
): Promise<void> {
  expect(acknowledged.registered.length, '应有已确认的写入').toBeGreaterThan(0);
  const registered = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, acknowledged.registered));
  expect(new Set(registered.map((row) => row.username))).toEqual(new Set(acknowledged.registered));
  if (acknowledged.bound.length > 0) {
    const edits = await db
      .select({ userId: enterpriseEdits.userId })
      .from(enterpriseEdits)
      .where(inArray(enterpriseEdits.userId, acknowledged.bound));
    expect(new Set(edits.map((row) => row.userId))).toEqual(new Set(acknowledged.bound));
  }
  if (acknowledged.snoozed.length > 0) {
    const snoozed = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, acknowledged.snoozed), isNotNull(users.noticeUntil)));
    expect(snoozed.length).toBe(acknowledged.snoozed.length);
  }
}
