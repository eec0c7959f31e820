// The credit condition (DOMAIN §2 信用 "no serious violations") has its field: the enterprise
// declares 近三年无严重失信记录 on its record (/information), dated and sourced 企业填报, and the
// match reads it — 是 → 符合, 否 → 不符合, never declared → 待确认 with the way to the field.
import type { EnterpriseRecord } from '@qyfw/portal-sdk/schemas';
import type { MatchResult, MatchRun } from '@qyfw/portal-sdk/calls/policy-match';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClock } from '../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { createSession } from '../../plugins/session.js';
import { postCall, queryRows } from '../shared/testing.js';
import type { Answer } from '../shared/testing.js';

const MATCH = '/api/match/run';
const RECORD = '/api/Enterprise/record';
const SAVE = '/api/Enterprise/record_save';

describeEachDatabase('the credit record and the match', (db) => {
  let app: FastifyInstance;
  // 2026-11-24 10:00 in Shanghai.
  const clock = new TestClock(new Date('2026-11-24T02:00:00Z'));
  const sqlDb = () => db.database.db;
  let enterprise = 0;
  let callId = 0;
  let token = '';

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: clock.now }));
    const [made] = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into enterprises (name, credit_code, district, street, legal_person)
          values ('信用测试科技有限公司', '91330106MACREDIT01', '西湖区', '转塘街道', '陈立')
          returning id`,
    );
    enterprise = made!.id;
    const [user] = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into users (username) values ('credit_member') returning id`,
    );
    token = (await createSession(sqlDb(), user!.id, new Date())).token;
    await sqlDb().execute(
      sql`insert into enterprise_authentications (user_id, enterprise_id) values (${user!.id}, ${enterprise})`,
    );
    const [policy] = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into policies (level, title, issuing_unit, region, published_on, body, state, validity)
          values (21, '信用测试政策', '测试局', '西湖区', '2026-01-01', '<p>正文</p>', 'published', 'current')
          returning id`,
    );
    const conditions = {
      all: [
        {
          id: 'k1',
          label: '注册在西湖区',
          clause: '第二条',
          field: 'district',
          op: 'eq',
          value: '西湖区',
        },
        {
          id: 'k2',
          label: '近三年无严重失信记录',
          clause: '第三条',
          field: 'credit_clean',
          op: 'is_true',
        },
      ],
    };
    const [call] = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into policy_calls (policy_id, title, apply_start_on, apply_end_on, delivery_mode, support_type,
            support_ceiling, conditions, checklist, state, published_at)
          values (${policy!.id}, '信用测试通知', '2026-11-01', '2026-12-31', 'review', '无偿资助', 50,
            ${JSON.stringify(conditions)}::jsonb, '[]'::jsonb, 'published', now())
          returning id`,
    );
    callId = call!.id;
  });

  afterAll(async () => {
    await app.close();
    await sqlDb().execute(sql`delete from policy_calls where id = ${callId}`);
    await sqlDb().execute(sql`delete from users where username = 'credit_member'`);
    await sqlDb().execute(sql`delete from enterprises where id = ${enterprise}`);
  });

  const read = async () => {
    const res = await postCall(app, RECORD, {}, { token });
    expect(res.statusCode).toBe(200);
    return res.json<Answer<EnterpriseRecord>>().data;
  };
  const save = (fields: Record<string, unknown>, version: number) =>
    postCall(app, SAVE, { version, fields }, { token });
  const ourCall = async (): Promise<MatchResult> => {
    const res = await postCall(app, MATCH, { keyword: '信用测试', pageSize: 50 }, { token });
    expect(res.statusCode).toBe(200);
    const result = res
      .json<Answer<MatchRun>>()
      .data.results.find((candidate) => candidate.call.id === callId);
    expect(result).toBeDefined();
    return result!;
  };
  const credit = (result: MatchResult) => result.conditions.find((c) => c.id === 'k2');

  it('an undeclared record leaves the credit condition 待确认, with the record as where to settle it', async () => {
    expect((await read()).fields.credit_clean).toBeNull();
    const result = await ourCall();
    expect(result).toMatchObject({ level: 'possible', level_label: '可能符合' });
    expect(credit(result)).toMatchObject({
      outcome: 'unknown',
      outcome_label: '待确认',
      value: null,
      settled_at: '/information',
    });
  });

  it('refuses a declaration that is not 是 or 否 with a Chinese 400', async () => {
    const { version } = await read();
    const res = await save({ credit_clean: '是' }, version);
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer<null>>().msg).toContain('近三年无严重失信记录须选择是或否');
  });

  it('a declared 是 is kept with its source and date, and the match says 符合 from it', async () => {
    const { version } = await read();
    const res = await save({ credit_clean: true }, version);
    expect(res.statusCode).toBe(200);
    const record = res.json<Answer<EnterpriseRecord>>().data;
    expect(record.fields.credit_clean).toBe(true);
    expect(record.sources.credit_clean).toEqual({
      source: 'enterprise',
      at: Math.floor(clock.now().getTime() / 1000),
    });

    const result = await ourCall();
    expect(result).toMatchObject({ level: 'eligible', level_label: '可申报' });
    // Declared, not verified: the condition says whose word it is and when it was given.
    expect(credit(result)).toMatchObject({
      outcome: 'met',
      outcome_label: '符合',
      value: true,
      source: '企业填报',
      as_of: '2026-11-24',
    });
  });

  it('a declared 否 makes the call 暂不符合', async () => {
    const { version } = await read();
    expect((await save({ credit_clean: false }, version)).statusCode).toBe(200);
    const result = await ourCall();
    expect(result).toMatchObject({ level: 'ineligible', level_label: '暂不符合' });
    expect(credit(result)).toMatchObject({
      outcome: 'failed',
      outcome_label: '不符合',
      value: false,
    });
  });
});
