// Tests generated from the flow tables: for every entity, every (state, event) pair is tried —
// the pairs the table allows succeed for each actor it names (one event row, version bumped) and
// are refused for every other actor; the pairs it does not have are refused and change nothing. A
// stale version answers 409, and of two concurrent transitions exactly one wins.
import { ROLE_NAMES } from '@qyfw/portal-sdk/constants';
import { defineCall } from '@qyfw/portal-sdk/schemas';
import { FLOWS, findTransition } from '@qyfw/portal-sdk/flows';
import type { AnyFlow, FlowEntity } from '@qyfw/portal-sdk/flows';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from '../../../plugins/register-call.js';
import { createSession } from '../../../plugins/session.js';
import { createMember } from '../../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../../test/helpers/app.js';
import { describeOnBothDatabases } from '../../../../test/helpers/databases.js';
import { postCall } from '../testing.js';
import { qrLoginSignEntity } from '../../auth/workflow.js';
import { workflowEntityTypes } from './entity.js';
import { TransitionRefused } from './refusal.js';
import { transition } from './transition.js';
import type { Actor } from './transition.js';
import { eventsOf, fixtureOf, readEntity } from './workflow-fixtures.js';

const NOW = new Date('2026-03-02T01:00:00Z');

/** Everyone a flow could be asked by: its relations, every role, and the system. */
function everyActor(flow: AnyFlow): string[] {
  return [...new Set([...Object.keys(flow.relations), ...ROLE_NAMES, 'system'])];
}

interface Case {
  readonly entity: FlowEntity;
  readonly from: string;
  readonly event: string;
  readonly actor: string;
  /** The state it reaches, or the refusal expected. */
  readonly to?: string;
  readonly refusal?: 'state' | 'actor';
}

/** Every (state, event, actor) of every flow, with what the table says should happen. */
function generatedCases(): Case[] {
  return (Object.keys(FLOWS) as FlowEntity[]).flatMap((entity) => {
    const flow: AnyFlow = FLOWS[entity];
    return flow.stateNames.flatMap((from) =>
      flow.eventNames.flatMap((event) => {
        const rule = findTransition(flow, from, event);
        if (!rule) {
          // Refused whoever asks: one actor that may make this event elsewhere stands for all.
          const actor = flow.transitions.find((row) => row.event === event)!.by[0];
          return [{ entity, from, event, actor, refusal: 'state' } satisfies Case];
        }
        return everyActor(flow).map((actor): Case =>
          (rule.by as readonly string[]).includes(actor)
            ? { entity, from, event, actor, to: rule.to }
            : { entity, from, event, actor, refusal: 'actor' },
        );
      }),
    );
  });
}

const cases = generatedCases();
const allowed = cases.filter((c) => c.to !== undefined);
const title = (c: Case) =>
  `${c.entity}: ${c.from} —${c.event} by ${c.actor}→ ${c.to ?? `refused (${c.refusal})`}`;

/** Answers the transition of `{ id, version }` through a real route, as a console call would. */
const testTransition = defineCall({
  name: 'testTransition',
  method: 'POST',
  path: '/api/test/workflow-transition',
  auth: 'user',
  summary: '测试：扫码登录状态变更',
  body: z.object({ id: z.number().int(), version: z.number().int() }),
  data: z.object({ state: z.string(), version: z.number() }),
});

describeOnBothDatabases('workflow transition(), generated from the flow tables', (db) => {
  let memberId: number;
  let app: FastifyInstance;
  beforeAll(async () => {
    memberId = await createMember(db.database.db);
    ({ app } = await buildTestApp(db, {}, { now: () => NOW }));
    registerCall(app, testTransition, async ({ body, session }) => {
      const { after } = await transition(db.database.db, {
        entity: qrLoginSignEntity,
        id: body.id,
        event: 'confirm',
        actor: { as: 'scanner', userId: session.userId },
        expectedVersion: body.version,
        now: NOW,
        changes: () => ({ userId: session.userId }),
      });
      return { state: after.state, version: after.version };
    });
  });
  afterAll(() => app.close());

  const actorFor = (as: string): Actor => ({
    as,
    // Relations and roles are people; the system is nobody.
    userId: as === 'system' || as === 'requester' ? null : memberId,
  });
  const setUp = async (c: Pick<Case, 'entity' | 'from'>) => {
    const id = await fixtureOf(c.entity).create(db.database.db, c.from, memberId, NOW);
    const fixture = {
      read: (database: typeof db.database.db, entityId: number) =>
        readEntity(database, c.entity, entityId),
    };
    return { id, fixture };
  };
  const run = (c: Pick<Case, 'entity' | 'event' | 'actor'>, id: number, expectedVersion?: number) =>
    transition(db.database.db, {
      entity: fixtureOf(c.entity).entity,
      id,
      // The generated cases name events and actors as strings read from the table itself, and
      // the point is to offer transition() pairs the table refuses.
      event: c.event as never,
      actor: actorFor(c.actor) as never,
      changes: () => fixtureOf(c.entity).changes(c.event, actorFor(c.actor)),
      now: NOW,
      ...(expectedVersion === undefined ? {} : { expectedVersion }),
      reason: `测试：${c.event}`,
    });

  it('has, for every flow, an entity and a fixture its area declared', () => {
    const flows = Object.keys(FLOWS).sort();
    expect(workflowEntityTypes().sort()).toEqual(flows);
    for (const entity of flows as FlowEntity[]) {
      expect(fixtureOf(entity).entity.flow).toBe(FLOWS[entity]);
    }
  });

  it('covers every state and every event of every flow', () => {
    for (const entity of Object.keys(FLOWS) as FlowEntity[]) {
      const flow: AnyFlow = FLOWS[entity];
      const tried = cases.filter((c) => c.entity === entity);
      expect(new Set(tried.map((c) => c.from))).toEqual(new Set(flow.stateNames));
      expect(new Set(tried.map((c) => `${c.from} ${c.event}`)).size).toBe(
        flow.stateNames.length * flow.eventNames.length,
      );
    }
  });

  it.each(cases.map((c) => [title(c), c] as const))('%s', async (_title, c) => {
    const { id, fixture } = await setUp(c);
    if (c.to !== undefined) {
      const { before, after } = await run(c, id, 0);
      expect(before).toMatchObject({ state: c.from, version: 0 });
      expect(after).toMatchObject({ state: c.to, version: 1 });
      expect(await fixture.read(db.database.db, id)).toEqual({ state: c.to, version: 1 });
      const events = await eventsOf(db.database.db, c.entity, id);
      expect(events).toEqual([
        expect.objectContaining({
          fromState: c.from,
          toState: c.to,
          event: c.event,
          actorRole: c.actor,
          actorUserId: actorFor(c.actor).userId,
          reason: `测试：${c.event}`,
          version: 1,
          at: NOW,
        }),
      ]);
      return;
    }
    const refused = await run(c, id, 0).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TransitionRefused);
    expect(refused).toMatchObject({
      reason: c.refusal,
      status: c.refusal === 'actor' ? 403 : 409,
      msg: expect.stringMatching(c.refusal === 'actor' ? /^只有.+可以/ : /当前为“.+”，不能/),
    });
    expect(await fixture.read(db.database.db, id)).toEqual({ state: c.from, version: 0 });
    expect(await eventsOf(db.database.db, c.entity, id)).toEqual([]);
  });

  describe('optimistic concurrency', () => {
    const firstActorCases = allowed.filter(
      (c, index) =>
        allowed.findIndex((other) => other.from === c.from && other.event === c.event) === index,
    );

    it.each(firstActorCases.map((c) => [title(c), c] as const))(
      'refuses a stale version with 409 and changes nothing: %s',
      async (_title, c) => {
        const { id, fixture } = await setUp(c);
        await expect(run(c, id, 1)).rejects.toMatchObject({
          reason: 'stale',
          status: 409,
          code: 409,
          msg: '数据已被他人修改，请刷新后重试',
        });
        expect(await fixture.read(db.database.db, id)).toEqual({ state: c.from, version: 0 });
        expect(await eventsOf(db.database.db, c.entity, id)).toEqual([]);
      },
    );

    it.each(firstActorCases.map((c) => [title(c), c] as const))(
      'lets exactly one of two concurrent transitions win: %s',
      async (_title, c) => {
        const { id, fixture } = await setUp(c);
        const results = await Promise.allSettled([run(c, id, 0), run(c, id, 0)]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const [lost] = results.filter((result) => result.status === 'rejected');
        // The loser saw the winner's version, or (without a version) the state it left behind.
        expect(lost!.reason).toBeInstanceOf(TransitionRefused);
        expect(await fixture.read(db.database.db, id)).toEqual({ state: c.to, version: 1 });
        expect(await eventsOf(db.database.db, c.entity, id)).toHaveLength(1);
      },
    );

    it('lets exactly one of two different events from one state win, even without versions', async () => {
      const entity = 'qr_login_sign';
      const { id, fixture } = await setUp({ entity, from: 'waiting' });
      const confirm = { entity, from: 'waiting', event: 'confirm', actor: 'scanner' } as const;
      // Confirm and refuse both leave waiting, and neither state lets the other follow.
      const refuse = { entity, from: 'waiting', event: 'refuse', actor: 'scanner' } as const;
      const results = await Promise.allSettled([run(confirm, id), run(refuse, id)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const row = await fixture.read(db.database.db, id);
      expect(['confirmed', 'refused']).toContain(row!.state);
      expect(row!.version).toBe(1);
      expect(await eventsOf(db.database.db, entity, id)).toHaveLength(1);
    });
  });

  it('answers 404 for an entity that does not exist', async () => {
    const c = allowed[0]!;
    await expect(run(c, 2_000_000_000, 0)).rejects.toMatchObject({
      reason: 'missing',
      status: 404,
      msg: `${FLOWS[c.entity].label}不存在`,
    });
  });

  describe('through a route', () => {
    it('answers a stale change with HTTP 409 and the usual envelope, and the right version with the new state', async () => {
      const { id } = await setUp({ entity: 'qr_login_sign', from: 'waiting' });
      const { token: session } = await createSession(db.database.db, memberId, NOW);
      const stale = await postCall(
        app,
        testTransition.path,
        { id, version: 3 },
        { token: session },
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
      const done = await postCall(app, testTransition.path, { id, version: 0 }, { token: session });
      expect(done.json()).toEqual({
        code: 200,
        msg: '成功',
        data: { state: 'confirmed', version: 1 },
      });
      const again = await postCall(
        app,
        testTransition.path,
        { id, version: 1 },
        { token: session },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 409,
        msg: '扫码登录当前为“已确认，待电脑登录”，不能确认登录',
      });
    });
  });
});
