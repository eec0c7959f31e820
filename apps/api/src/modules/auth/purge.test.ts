// Purging spent auth state: old rows go, rows that still matter stay.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  messageOutbox,
  qrLoginSigns,
  sessions,
  verificationCodes,
  workflowEvents,
} from '../../db/schema/index.js';
import { createSession } from '../../plugins/session.js';
import { createMember } from '../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import type { FastifyInstance } from 'fastify';
import { purgeExpiredAuthState, RETENTION_MS } from './purge.js';

describeEachDatabase('purging expired auth state', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp(db));
  });
  afterAll(() => app.close());

  it('deletes each kind of row only once its retention has passed', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const database = db.database.db;
    const userId = await createMember(database);
    const oldSession = await createSession(
      database,
      userId,
      ago(RETENTION_MS.sessions + 7 * 60 * 60 * 1000),
    );
    const recentSession = await createSession(database, userId, ago(RETENTION_MS.sessions));
    const [oldSign, recentSign] = await database
      .insert(qrLoginSigns)
      .values([
        {
          signHash: 'purge-old',
          pollKeyHash: 'k',
          requestIp: '10.9.9.9',
          createdAt: ago(RETENTION_MS.qrSigns + 120_000),
          expiresAt: ago(RETENTION_MS.qrSigns + 1),
        },
        {
          signHash: 'purge-recent',
          pollKeyHash: 'k',
          requestIp: '10.9.9.9',
          createdAt: ago(RETENTION_MS.qrSigns),
          expiresAt: ago(RETENTION_MS.qrSigns - 120_000),
        },
      ])
      .returning({ id: qrLoginSigns.id });
    // Each sign's history: a confirmation for the old one, a cancellation for the recent one.
    const eventOf = (entityId: number, event: string, toState: string) => ({
      entityType: 'qr_login_sign',
      entityId,
      fromState: 'waiting',
      toState,
      event,
      actorRole: 'requester',
      version: 1,
      at: ago(RETENTION_MS.qrSigns),
    });
    await database
      .insert(workflowEvents)
      .values([
        eventOf(oldSign!.id, 'expire', 'expired'),
        eventOf(recentSign!.id, 'cancel', 'cancelled'),
      ]);
    const code = (createdAt: Date, target: string) => ({
      channel: 'sms' as const,
      target,
      purpose: 'login' as const,
      codeSalt: 's',
      codeHash: 'h',
      requestIp: '10.9.9.9',
      createdAt,
      expiresAt: createdAt,
    });
    await database
      .insert(verificationCodes)
      .values([
        code(ago(RETENTION_MS.codes + 1), '13900099001'),
        code(ago(RETENTION_MS.codes - 1), '13900099002'),
      ]);
    await database.insert(messageOutbox).values([
      {
        channel: 'sms',
        recipient: '13900099001',
        body: 'old',
        createdAt: ago(RETENTION_MS.outbox + 1),
      },
      {
        channel: 'sms',
        recipient: '13900099002',
        body: 'recent',
        createdAt: ago(RETENTION_MS.outbox - 1),
      },
    ]);

    const purged = await purgeExpiredAuthState(database, now);
    expect(purged).toEqual({ qrSigns: 1, qrSignEvents: 1, codes: 1, sessions: 1, outbox: 1 });
    const history = await database
      .select({ entityId: workflowEvents.entityId })
      .from(workflowEvents)
      .where(eq(workflowEvents.entityType, 'qr_login_sign'));
    expect(history.map((row) => row.entityId)).not.toContain(oldSign!.id);
    expect(history.map((row) => row.entityId)).toContain(recentSign!.id);
    expect(
      await database.select().from(sessions).where(eq(sessions.id, oldSession.sessionId)),
    ).toEqual([]);
    expect(
      await database.select().from(sessions).where(eq(sessions.id, recentSession.sessionId)),
    ).toHaveLength(1);
    expect(
      await database.select().from(qrLoginSigns).where(eq(qrLoginSigns.id, oldSign!.id)),
    ).toEqual([]);
    expect(
      await database.select().from(qrLoginSigns).where(eq(qrLoginSigns.id, recentSign!.id)),
    ).toHaveLength(1);
    expect(
      (await database.select().from(verificationCodes)).map((row) => row.target),
    ).not.toContain('13900099001');
    expect((await database.select().from(messageOutbox)).map((row) => row.body)).toContain(
      'recent',
    );
    expect((await database.select().from(messageOutbox)).map((row) => row.body)).not.toContain(
      'old',
    );
  });
});
