// The sweep of uploads attached to nothing (issue 23, finding 3): a file no record names is
// deleted, row and bytes, once 24 hours old; every kind of attachment keeps its file; an upload
// being attached while the sweep runs is never lost; the app runs the sweep on its own timer.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNATTACHED_UPLOAD_LIFETIME_MS } from '@qyfw/portal-sdk/upload';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { CLIENT_AUTH, buildTestApp } from '../../../test/helpers/app.js';
import { createMember, freshIp, TestClock } from '../../../test/helpers/auth-kit.js';
import { createSession } from '../../plugins/session.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { queryCount, queryRows } from '../shared/testing.js';
import { ownedUpload, storeUpload } from './service.js';
import { createDiskStorage, createMemoryStorage } from './storage.js';
import type { UploadStorage } from './storage.js';
import { SWEEP_INTERVAL_MS, sweepUnattachedUploads } from './sweep.js';
import { multipart, pdfBytes, pngBytes } from './upload-fixtures.js';

const HOUR = 60 * 60 * 1000;
const DAY = UNATTACHED_UPLOAD_LIFETIME_MS;

describeEachDatabase('sweeping unattached uploads', (database) => {
  const db = (): Db => database.database.db;
  let directory: string;
  let storage: UploadStorage;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'qyfw-sweep-'));
    storage = createDiskStorage(directory);
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  /** Every file the disk store holds (its subfolders are the keys' first two characters). */
  async function filesOnDisk(): Promise<Set<string>> {
    const names = new Set<string>();
    for (const folder of await readdir(directory)) {
      for (const name of await readdir(join(directory, folder))) names.add(name);
    }
    return names;
  }

  async function stored(ownerUserId: number, purpose: 'avatar' | 'licence' | 'material', at: Date) {
    return storeUpload(db(), storage, {
      ownerUserId,
      purpose,
      mime: purpose === 'avatar' ? 'image/png' : 'application/pdf',
      name: `${purpose}.bin`,
      bytes: purpose === 'avatar' ? pngBytes() : pdfBytes(),
      now: at,
    });
  }

  async function uploadExists(id: number): Promise<boolean> {
    return (
      (await queryCount(db(), sql`select count(*)::int as n from uploads where id = ${id}`)) > 0
    );
  }

  async function authenticatedEnterprise(userId: number): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into enterprises (name, credit_code) values (${`清理测试企业${userId}`}, ${`CLEAN${userId}`}) returning id`,
    );
    await db().execute(
      sql`insert into enterprise_authentications (user_id, enterprise_id) values (${userId}, ${row!.id})`,
    );
    return row!.id;
  }

  it('names every column that references an upload (a new one must be taught to the sweep)', async () => {
    const references = await queryRows<{ reference: string }>(
      db(),
      sql`select conrelid::regclass::text || '.' || a.attname as reference
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
           where c.contype = 'f' and c.confrelid = 'uploads'::regclass
           order by 1`,
    );
    expect(references.map((row) => row.reference)).toEqual([
      'enterprise_edits.authorisation_upload_id',
      'enterprise_edits.licence_upload_id',
      'enterprise_materials.upload_id',
      'users.avatar_upload_id',
    ]);
  });

  it('deletes, row and bytes, only uploads attached to nothing once 24 hours old', async () => {
    const start = new Date('2026-05-01T08:00:00Z');
    const userId = await createMember(db());
    const enterpriseId = await authenticatedEnterprise(userId);
    const [call] = await queryRows<{ id: number }>(db(), sql`select id from policy_calls limit 1`);
    const loose = await stored(userId, 'material', start);
    const avatar = await stored(userId, 'avatar', start);
    const licence = await stored(userId, 'licence', start);
    const library = await stored(userId, 'material', start);
    const inApplication = await stored(userId, 'material', start);
    const young = await stored(userId, 'material', new Date(start.getTime() + 2 * HOUR));
    await db().execute(sql`update users set avatar_upload_id = ${avatar.id} where id = ${userId}`);
    await db().execute(
      sql`insert into enterprise_edits (user_id, enterprise_name, credit_code, licence_upload_id, state)
          values (${userId}, '清理测试', 'X', ${licence.id}, 'withdrawn')`,
    );
    await db().execute(
      sql`insert into enterprise_materials (enterprise_id, kind, name, upload_id)
          values (${enterpriseId}, 'audit_report', '审计报告', ${library.id})`,
    );
    await db().execute(
      sql`insert into policy_applications (call_id, enterprise_id, user_id, materials)
          values (${call!.id}, ${enterpriseId}, ${userId},
                  ${JSON.stringify({ plan: [inApplication.id], other: [] })}::jsonb)`,
    );
    const keys = [loose, avatar, licence, library, inApplication, young].map(
      (row) => row.storageKey,
    );
    for (const key of keys) expect((await filesOnDisk()).has(key)).toBe(true);

    // A minute short of a day: nothing goes yet.
    const early = await sweepUnattachedUploads(
      db(),
      storage,
      new Date(start.getTime() + DAY - 60_000),
    );
    expect(early.deleted).toBe(0);
    expect(await uploadExists(loose.id)).toBe(true);

    const result = await sweepUnattachedUploads(
      db(),
      storage,
      new Date(start.getTime() + DAY + 60_000),
    );
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await uploadExists(loose.id)).toBe(false);
    const onDisk = await filesOnDisk();
    expect(onDisk.has(loose.storageKey)).toBe(false);
    for (const kept of [avatar, licence, library, inApplication, young]) {
      expect(await uploadExists(kept.id), kept.purpose).toBe(true);
      expect(onDisk.has(kept.storageKey), kept.purpose).toBe(true);
    }

    // Detached (the avatar replaced), the old file goes at the next sweep.
    await db().execute(sql`update users set avatar_upload_id = null where id = ${userId}`);
    await sweepUnattachedUploads(db(), storage, new Date(start.getTime() + DAY + 2 * HOUR));
    expect(await uploadExists(avatar.id)).toBe(false);
    expect((await filesOnDisk()).has(avatar.storageKey)).toBe(false);
    expect(await uploadExists(young.id)).toBe(true);
  });

  it('never deletes an upload being attached in the same moment', async () => {
    const start = new Date('2026-05-03T08:00:00Z');
    const userId = await createMember(db());
    const upload = await stored(userId, 'avatar', start);
    const later = new Date(start.getTime() + 2 * DAY);
    if (database.driver === 'postgres') {
      // The attach has checked the upload and not yet written its reference when the sweep runs
      // on another connection: the sweep must leave it (or wait), never delete it under the attach.
      await db().transaction(async (tx) => {
        await ownedUpload(tx, userId, upload.id, 'avatar');
        await sweepUnattachedUploads(db(), storage, later);
        const still = sql`select count(*)::int as n from uploads where id = ${upload.id}`;
        expect(await queryCount(tx, still)).toBe(1);
        await tx.execute(
          sql`update users set avatar_upload_id = ${upload.id} where id = ${userId}`,
        );
      });
    } else {
      // PGlite has one connection: the sweep queued behind the attach sees it done.
      let sweeping: ReturnType<typeof sweepUnattachedUploads> | undefined;
      await db().transaction(async (tx) => {
        await ownedUpload(tx, userId, upload.id, 'avatar');
        sweeping = sweepUnattachedUploads(db(), storage, later);
        await tx.execute(
          sql`update users set avatar_upload_id = ${upload.id} where id = ${userId}`,
        );
      });
      await sweeping;
    }
    expect(await uploadExists(upload.id)).toBe(true);
    expect((await filesOnDisk()).has(upload.storageKey)).toBe(true);
    const [row] = await queryRows<{ avatar: number | null }>(
      db(),
      sql`select avatar_upload_id as avatar from users where id = ${userId}`,
    );
    expect(row!.avatar).toBe(upload.id);
  });

  it('lets an attach that comes after the sweep ask for the file again (400), not fail', async () => {
    const start = new Date('2026-05-05T08:00:00Z');
    const userId = await createMember(db());
    const upload = await stored(userId, 'licence', start);
    await sweepUnattachedUploads(db(), storage, new Date(start.getTime() + 2 * DAY));
    await expect(ownedUpload(db(), userId, upload.id, 'licence')).rejects.toMatchObject({
      status: 400,
      msg: '请重新上传营业执照',
    });
  });
});

describeEachDatabase('the app’s upload sweep', (database) => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date('2026-05-10T08:00:00Z'));
  const storage = createMemoryStorage();

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    ({ app } = await buildTestApp(database, {}, { now: clock.now, uploadStorage: storage }));
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  describe('on its timer', () => {
    it('deletes a file uploaded through the route and never attached, a day later', async () => {
      const db = database.database.db;
      const userId = await createMember(db);
      const { token } = await createSession(db, userId, clock.now());
      const { payload, contentType } = multipart([
        { name: 'purpose', value: 'avatar' },
        { name: 'file', filename: 'a.png', bytes: pngBytes() },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { authorization: CLIENT_AUTH, 'content-type': contentType, token },
        payload,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      const id = res.json<{ data: { id: number } }>().data.id;
      expect(storage.size).toBe(1);
      clock.advance(DAY + HOUR);
      await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
      await vi.waitFor(async () => {
        const left = await queryCount(
          db,
          sql`select count(*)::int as n from uploads where id = ${id}`,
        );
        expect(left).toBe(0);
        expect(storage.size).toBe(0);
      });
    });
  });
});
