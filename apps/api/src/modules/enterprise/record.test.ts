// The enterprise record (/information): read, save and history, on both databases. Members are
// this suite's own: two of one enterprise (an authentication and an approved request), one of
// another enterprise, one without any. Expected values are read back with raw SQL.
import type { EnterpriseRecord, RecordVersion } from '@qyfw/portal-sdk/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/helpers/auth-kit.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { createSession } from '../../plugins/session.js';
import { postCall, queryCount, queryRows } from '../shared/testing.js';
import type { Answer, Paged } from '../shared/testing.js';

const RECORD = '/api/Enterprise/record';
const SAVE = '/api/Enterprise/record_save';
const HISTORY = '/api/Enterprise/record_history';

describeEachDatabase('enterprise record', (db) => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date('2026-06-01T02:00:00Z'));
  const members = { owner: 0, colleague: 0, outsider: 0, none: 0 };
  const tokens = { owner: '', colleague: '', outsider: '', none: '' };
  let ours = 0;
  let theirs = 0;
  const sqlDb = () => db.database.db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(db, {}, { now: clock.now }));
    const made = await queryRows<{ id: number }>(
      sqlDb(),
      sql`insert into enterprises (name, credit_code, district, street, legal_person, revenue, rd_spending, field_sources)
          values ('记录测试科技有限公司', '91330106MARECORD01', '西湖区', '转塘街道', '周明', 1000, 100,
                  ${JSON.stringify({ name: { source: 'verified', at: '2026-01-05T00:00:00Z' }, legal_person: { source: 'public', at: '2026-01-04T00:00:00Z' } })}::jsonb),
                 ('别家测试科技有限公司', '91330106MARECORD02', '滨江区', '', '吴静', 50, null, '{}'::jsonb)
          returning id`,
    );
    ours = made[0]!.id;
    theirs = made[1]!.id;
    for (const name of Object.keys(members) as (keyof typeof members)[]) {
      const [row] = await queryRows<{ id: number }>(
        sqlDb(),
        sql`insert into users (username, nickname) values (${`record_${name}`}, ${name === 'owner' ? '林晓' : null}) returning id`,
      );
      members[name] = row!.id;
      tokens[name] = (await createSession(sqlDb(), row!.id, new Date())).token;
    }
    await sqlDb().execute(sql`insert into enterprise_authentications (user_id, enterprise_id) values
      (${members.owner}, ${ours}), (${members.outsider}, ${theirs})`);
    await sqlDb()
      .execute(sql`insert into enterprise_edits (user_id, enterprise_id, enterprise_name, credit_code, state)
      values (${members.colleague}, ${ours}, '记录测试科技有限公司', '91330106MARECORD01', 'approved')`);
    await sqlDb()
      .execute(sql`insert into qualifications (enterprise_id, name, number, issuing_authority, issued_on, due_on)
      values (${ours}, '高新技术企业', 'GR2024330099', '浙江省科学技术厅', '2024-12-01', '2027-11-30')`);
    await sqlDb()
      .execute(sql`insert into patents (enterprise_id, name, number, patent_type, status) values
      (${ours}, '一种测试方法', 'ZL2024100000001', 'invention', 'valid'),
      (${ours}, '一种测试装置', 'ZL2024200000001', 'utility', 'pending'),
      (${ours}, '另一种测试装置', 'ZL2024200000002', 'utility', 'valid')`);
    await sqlDb()
      .execute(sql`insert into trademarks (enterprise_id, name, number, nice_class) values
      (${ours}, '记录', '70000001', 9)`);
  });
  afterAll(async () => {
    await app.close();
    await sqlDb().execute(sql`delete from users where username like 'record_%'`);
    await sqlDb().execute(sql`delete from enterprises where id in (${ours}, ${theirs})`);
  });

  const call = (url: string, payload: unknown, token?: string) =>
    postCall(app, url, payload, token ? { token } : {});
  const read = async (token: string) => {
    const res = await call(RECORD, {}, token);
    expect(res.statusCode).toBe(200);
    return res.json<Answer<EnterpriseRecord>>().data;
  };
  const versionOf = (id: number) =>
    queryCount(sqlDb(), sql`select version as n from enterprises where id = ${id}`);
  const historyCount = (id: number) =>
    queryCount(
      sqlDb(),
      sql`select count(*)::int as n from enterprise_record_versions where enterprise_id = ${id}`,
    );

  describe('who may call', () => {
    it.each([RECORD, SAVE, HISTORY])('%s refuses a visitor with 401', async (url) => {
      const res = await call(url, url === SAVE ? { version: 0, fields: {} } : {});
      expect(res.statusCode).toBe(401);
    });

    it.each([RECORD, SAVE, HISTORY])(
      '%s tells a member without an enterprise to authenticate first',
      async (url) => {
        const res = await call(url, url === SAVE ? { version: 0, fields: {} } : {}, tokens.none);
        expect(res.statusCode).toBe(403);
        expect(res.json<Answer<null>>().msg).toContain('企业认证');
      },
    );

    it('answers each member their own enterprise only; a body naming another is refused', async () => {
      expect((await read(tokens.outsider)).name).toBe('别家测试科技有限公司');
      const res = await call(RECORD, { enterprise_id: ours }, tokens.outsider);
      expect(res.statusCode).toBe(400);
      const save = await call(
        SAVE,
        { enterprise_id: ours, version: 0, fields: { revenue: 1 } },
        tokens.outsider,
      );
      expect(save.statusCode).toBe(400);
      expect(await versionOf(ours)).toBe(0);
      const peek = await call(HISTORY, { enterprise_id: ours }, tokens.outsider);
      expect(peek.statusCode).toBe(400);
      const history = await call(HISTORY, {}, tokens.outsider);
      expect(history.json<Answer<Paged<RecordVersion>>>().data.total).toBe(0);
    });
  });

  it('reads the record with sources, computed R&D share, qualifications and IP counts', async () => {
    const record = await read(tokens.owner);
    expect(record).toMatchObject({
      enterprise_id: ours,
      version: 0,
      name: '记录测试科技有限公司',
      credit_code: '91330106MARECORD01',
      rd_share: 10,
      fields: { legal_person: '周明', district: '西湖区', street: '转塘街道', revenue: 1000 },
      sources: {
        name: { source: 'verified', at: Date.parse('2026-01-05T00:00:00Z') / 1000 },
        legal_person: { source: 'public' },
      },
      // Held items only (shared/holdings.ts, as the match counts them): the utility patent
      // still 审查中 (pending) is not one the enterprise holds.
      ip: { invention_patents: 1, utility_patents: 1, design_patents: 0, trademarks: 1 },
    });
    expect(record.qualifications).toEqual([
      expect.objectContaining({
        name: '高新技术企业',
        status: 'valid',
        issued_on: '2024-12-01',
        due_on: '2027-11-30',
      }),
    ]);
    expect(await read(tokens.colleague)).toEqual(record);
  });

  it('shows a qualification 已失效 the day after its 有效期至, though its row still says valid', async () => {
    const statusOn = async (instant: string) => {
      clock.set(new Date(instant));
      // A session of that day (the suite's would have expired by then).
      const token = (await createSession(sqlDb(), members.owner, clock.now())).token;
      const record = await read(token);
      return record.qualifications.find((item) => item.name === '高新技术企业')?.status;
    };
    try {
      // 2027-11-30 23:59 in Shanghai is its last day; 2027-12-01 00:00 there is the first without it.
      expect(await statusOn('2027-11-30T15:59:00Z')).toBe('valid');
      expect(await statusOn('2027-11-30T16:00:00Z')).toBe('lapsed');
    } finally {
      clock.set(new Date('2026-06-01T02:00:00Z'));
    }
  });

  describe('bad input: 400 naming the field, nothing changed', () => {
    it.each([
      ['营业收入', { revenue: -5 }],
      ['营业收入', { revenue: 1.005 }],
      ['年平均从业人数', { average_staff: 12.5 }],
      ['年平均从业人数', { average_staff: -1 }],
      ['企业规模', { scale: '超大型' }],
      ['行业分类', { industry_code: '98' }],
      ['行业分类', { industry_code: 'C39' }],
      ['所属街道', { street: '西兴街道' }],
      ['所属区', { district: '江干区' }],
      ['成立日期', { established_on: '2026-13-01' }],
      ['成立日期', { established_on: '2027-01-01' }],
      ['法定代表人', { legal_person: '   ' }],
      ['研发费用', { rd_spending: 5000 }],
      ['联系人电话', { contacts: [{ name: '王', title: '', phone: '12345', email: '' }] }],
      [
        '联系人邮箱',
        { contacts: [{ name: '王', title: '', phone: '13800000001', email: 'wang@' }] },
      ],
      ['联系人姓名', { contacts: [{ name: '', title: '', phone: '13800000001', email: '' }] }],
      ['name', { name: '改个名字' }],
      ['credit_code', { credit_code: '91330106MARECORD02' }],
    ])('%s: %j', async (label, fields) => {
      const before = await versionOf(ours);
      const res = await call(SAVE, { version: before, fields }, tokens.owner);
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer<null>>().msg).toContain(label);
      expect(await versionOf(ours)).toBe(before);
    });
  });

  describe('bounds by unit (issue 23): the SDK schema refuses, the message names the field', () => {
    it.each([
      [{ established_on: '0001-01-01' }, '成立日期不能早于1949-01-01'],
      [{ established_on: '1948-12-31' }, '成立日期不能早于1949-01-01'],
      [{ rd_spending: -12345.678 }, '研发费用不能为负数'],
      [{ rd_spending: 1e308 }, '研发费用不能超过1000000000万元'],
      [{ registered_capital: 10.123 }, '注册资本最多保留两位小数'],
      [{ average_staff: 10_000_001 }, '年平均从业人数不能超过10000000人'],
    ])('%j: %s', async (fields, message) => {
      const before = await versionOf(ours);
      const res = await call(SAVE, { version: before, fields }, tokens.owner);
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer<null>>().msg).toContain(message);
      expect(await versionOf(ours)).toBe(before);
    });
  });

  it('saves changed fields: version, sources, history, audit and a message to the other member', async () => {
    const start = await read(tokens.owner);
    const contacts = [
      { name: '林晓', title: '行政经理', phone: '0571-88886666', email: 'lin@example.cn' },
    ];
    const res = await call(
      SAVE,
      {
        version: start.version,
        fields: { revenue: 1200.5, contacts, legal_person: '周明', street: '留下街道' },
      },
      tokens.owner,
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json<Answer<EnterpriseRecord>>().data;
    const at = Math.floor(clock.now().getTime() / 1000);
    expect(saved.version).toBe(start.version + 1);
    expect(saved.fields).toMatchObject({ revenue: 1200.5, contacts, street: '留下街道' });
    expect(saved.rd_share).toBe(8.33);
    expect(saved.sources.revenue).toEqual({ source: 'enterprise', at });
    expect(saved.sources.contacts).toEqual({ source: 'enterprise', at });
    // An unchanged field keeps its source.
    expect(saved.sources.legal_person?.source).toBe('public');

    const [version] = await queryRows<{ user_id: number; changes: unknown }>(
      sqlDb(),
      sql`select user_id, changes from enterprise_record_versions where enterprise_id = ${ours} and version = ${saved.version}`,
    );
    expect(version?.user_id).toBe(members.owner);
    expect(version?.changes).toEqual([
      { field: 'street', before: '转塘街道', after: '留下街道' },
      { field: 'revenue', before: 1000, after: 1200.5 },
      { field: 'contacts', before: [], after: contacts },
    ]);
    expect(
      await queryCount(
        sqlDb(),
        sql`select count(*)::int as n from audit_log where action = 'enterprise_record.save' and entity_id = ${ours} and actor_user_id = ${members.owner}`,
      ),
    ).toBe(1);
    const messages = await queryRows<{ user_id: number; type: string; link: string }>(
      sqlDb(),
      sql`select user_id, type, link from messages where entity_type = 'enterprise' and entity_id = ${ours}`,
    );
    expect(messages).toEqual([
      { user_id: members.colleague, type: 'enterprise', link: '/information' },
    ]);
  });

  it('keeps one unread message per colleague however often a member saves (issue 23)', async () => {
    const unread = () =>
      queryRows<{ id: number; body: string }>(
        sqlDb(),
        sql`select id, body from messages where user_id = ${members.colleague} and entity_type = 'enterprise'
            and entity_id = ${ours} and read_at is null`,
      );
    const [first] = await unread();
    expect(first).toBeDefined();
    for (let i = 1; i <= 10; i += 1) {
      const record = await read(tokens.owner);
      const res = await call(
        SAVE,
        { version: record.version, fields: { revenue: 2000 + i } },
        tokens.owner,
      );
      expect(res.statusCode).toBe(200);
    }
    // Ten more saves: still the one message, refreshed to the latest save.
    const after = await unread();
    expect(after).toEqual([{ id: first!.id, body: expect.stringContaining('最近一次修改1项') }]);
    // Once read, the next save is news again.
    await sqlDb().execute(sql`update messages set read_at = now() where id = ${first!.id}`);
    const record = await read(tokens.owner);
    await call(SAVE, { version: record.version, fields: { revenue: 3000 } }, tokens.owner);
    const again = await unread();
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(first!.id);
  });

  it('writes no version for a save that changes nothing', async () => {
    const record = await read(tokens.owner);
    const versions = await historyCount(ours);
    const res = await call(
      SAVE,
      {
        version: record.version,
        fields: { revenue: record.fields.revenue, scale: record.fields.scale },
      },
      tokens.owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer<EnterpriseRecord>>().data.version).toBe(record.version);
    expect(await historyCount(ours)).toBe(versions);
  });

  it('lets the other member of the enterprise edit the same record', async () => {
    const record = await read(tokens.colleague);
    const res = await call(
      SAVE,
      { version: record.version, fields: { industry_code: '653', scale: '小型' } },
      tokens.colleague,
    );
    expect(res.statusCode).toBe(200);
    expect((await read(tokens.owner)).fields).toMatchObject({
      industry_code: '653',
      scale: '小型',
    });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const record = await read(tokens.owner);
    const res = await call(
      SAVE,
      { version: record.version - 1, fields: { tax_paid: 99 } },
      tokens.owner,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<Answer<null>>().msg).toContain('数据已被他人修改');
    expect((await read(tokens.owner)).fields.tax_paid).toBeNull();
  });

  it('of two concurrent saves with the same version, one wins and the other is told 409', async () => {
    const record = await read(tokens.owner);
    const answers = await Promise.all([
      call(SAVE, { version: record.version, fields: { tax_paid: 10 } }, tokens.owner),
      call(SAVE, { version: record.version, fields: { tax_paid: 20 } }, tokens.colleague),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await versionOf(ours)).toBe(record.version + 1);
  });

  it('shows the history newest first with the editor and each field before and after', async () => {
    const res = await call(HISTORY, { page: 1, pageSize: 2 }, tokens.colleague);
    expect(res.statusCode).toBe(200);
    const page = res.json<Answer<Paged<RecordVersion>>>().data;
    const total = await historyCount(ours);
    expect(page.total).toBe(total);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]!.version).toBe(await versionOf(ours));
    const first = await call(HISTORY, { page: total, pageSize: 1 }, tokens.colleague);
    const oldest = first.json<Answer<Paged<RecordVersion>>>().data.list[0]!;
    expect(oldest.editor).toBe('林晓');
    expect(oldest.changes).toContainEqual({ field: 'revenue', before: 1000, after: 1200.5 });
  });
});
