// Auth state that has served its purpose is deleted, so the tables stay the size of their live
// rows: every QR dialog adds a sign every 120 s, every code request a row.
import { qrLoginFlow } from '@qyfw/portal-sdk/flows';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  messageOutbox,
  qrLoginSigns,
  sessions,
  verificationCodes,
  workflowEvents,
} from '../../db/schema/index.js';
import { ADDRESS_MEMORY_MS, purgeThrottles } from './login-throttle.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of row is kept after it stops mattering. */
export const RETENTION_MS = {
  /** After expiry: a day of "why did my QR login fail" support questions. */
  qrSigns: DAY_MS,
  /** After creation: the per-target daily limit looks back at most one day. */
  codes: 2 * DAY_MS,
  /** After expiry (revoked sessions expire too): a month of login history for audits. */
  sessions: 30 * DAY_MS,
  /** After writing: a relay has long delivered it, and the dev route wants only the latest. */
  outbox: 7 * DAY_MS,
} as const;

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface Purged {
  readonly qrSigns: number;
  /** The history rows (workflow_events) of the signs purged, which go with them. */
  readonly qrSignEvents: number;
  readonly codes: number;
  readonly sessions: number;
  readonly outbox: number;
}

export async function purgeExpiredAuthState(db: Db, now: Date): Promise<Purged> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  // Signs first: they point at sessions.
  const qrSigns = await db
    .delete(qrLoginSigns)
    .where(lt(qrLoginSigns.expiresAt, before(RETENTION_MS.qrSigns)))
    .returning({ id: qrLoginSigns.id });
  // Every sign's history whose sign is gone (this run's and any an interrupted run left behind):
  // a sign's events live exactly as long as the sign.
  const qrSignEvents = await db
    .delete(workflowEvents)
    .where(
      and(
        eq(workflowEvents.entityType, qrLoginFlow.entity),
        notExists(
          db
            .select({ one: sql`1` })
            .from(qrLoginSigns)
            .where(eq(qrLoginSigns.id, workflowEvents.entityId)),
        ),
      ),
    )
    .returning({ id: workflowEvents.id });
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.createdAt, before(RETENTION_MS.codes)))
    .returning({ id: verificationCodes.id });
  const ended = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, before(RETENTION_MS.sessions)))
    .returning({ id: sessions.id });
  const outbox = await db
    .delete(messageOutbox)
    .where(lt(messageOutbox.createdAt, before(RETENTION_MS.outbox)))
    .returning({ id: messageOutbox.id });
  return {
    qrSigns: qrSigns.length,
    qrSignEvents: qrSignEvents.length,
    codes: codes.length,
    sessions: ended.length,
    outbox: outbox.length,
  };
}

/**
 * Wrong-password counts a day after their last failure: by then every count is forgotten and
 * every wait (at most an hour) is over.
 */
export function purgeLoginThrottles(db: Db, now: Date): Promise<number> {
  return purgeThrottles(db, new Date(now.getTime() - ADDRESS_MEMORY_MS));
}

/** Purges once an hour while the app runs (the timer never keeps the process alive). */
export function schedulePurge(app: FastifyInstance, db: Db, now: () => Date): void {
  const run = () => {
    const at = now();
    Promise.all([purgeExpiredAuthState(db, at), purgeLoginThrottles(db, at)])
      .then(([purged, throttles]) =>
        app.log.info({ purged: { ...purged, throttles } }, '已清理过期的登录数据'),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, '清理过期的登录数据失败'));
  };
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
