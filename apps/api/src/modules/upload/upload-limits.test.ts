// What a member may upload (issue 23, findings 3 and 5): each purpose only to whom it is of use
// (403), a quota per member and per enterprise counted from the database (400, nothing stored),
// and names cleaned of bidi and invisible characters, counted as the SDK counts them.
import {
  UPLOAD_MESSAGES,
  UPLOAD_NAME_MAX_CHARS,
  UPLOAD_QUOTA,
  uploadSchema,
} from '@qyfw/portal-sdk/upload';
import type { UploadPurpose } from '@qyfw/portal-sdk/upload';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createSession } from '../../plugins/session.js';
import { CLIENT_AUTH, buildTestApp } from '../../../test/helpers/app.js';
import { createMember, freshIp, TestClock } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { queryCount, queryRows } from '../shared/testing.js';
import type { UploadRow } from './access.js';
import { contentDisposition } from './disposition.js';
import { toUploadAnswer } from './service.js';
import { createMemoryStorage } from './storage.js';
import { JPEG_BYTES, pdfBytes, pngBytes, postForm } from './upload-fixtures.js';

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

function rowOf(originalName: string): UploadRow {
  return {
    id: 1,
    ownerUserId: 1,
    purpose: 'licence',
    mime: 'application/pdf',
    size: 10,
    originalName,
    storageKey: 'k'.repeat(32),
    sha256: 'x',
    createdAt: new Date('2026-06-01T00:00:00Z'),
  };
}

describeEachDatabase('upload limits', (database) => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date('2026-06-01T02:00:00Z'));
  const storage = createMemoryStorage();
  const db = (): Db => database.database.db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, {}, { now: clock.now, uploadStorage: storage }));
  });
  afterAll(() => app.close());

  async function member() {
    const userId = await createMember(db());
    const { token } = await createSession(db(), userId, clock.now());
    return { userId, token };
  }

  let enterpriseCounter = 0;
  /** An enterprise and its authenticated members. */
  async function enterpriseWith(...userIds: number[]): Promise<number> {
    enterpriseCounter += 1;
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into enterprises (name, credit_code)
          values (${`上传限额测试${process.pid}-${enterpriseCounter}`}, ${`UPQ${process.pid}-${enterpriseCounter}`})
          returning id`,
    );
    for (const userId of userIds) {
      await db().execute(
        sql`insert into enterprise_authentications (user_id, enterprise_id) values (${userId}, ${row!.id})`,
      );
    }
    return row!.id;
  }

  let keyCounter = 0;
  /** Rows as earlier uploads left them (no bytes needed: the quota counts rows). */
  async function pastUploads(userId: number, sizes: readonly number[], at: Date) {
    for (const size of sizes) {
      keyCounter += 1;
      await db().execute(
        sql`insert into uploads (owner_user_id, purpose, mime, size, original_name, storage_key, sha256, created_at)
            values (${userId}, 'avatar', 'image/png', ${size}, 'old.png',
                    ${`quota-${process.pid}-${keyCounter}-xxxxxxxx`}, 'x', ${at.toISOString()}::timestamptz)`,
      );
    }
  }

  function upload(
    token: string,
    purpose: UploadPurpose,
    bytes: Buffer = purpose === 'avatar' ? pngBytes() : pdfBytes(),
    filename = 'file.bin',
  ): Promise<LightMyRequestResponse> {
    return postForm(
      app,
      '/api/upload',
      [
        { name: 'purpose', value: purpose },
        { name: 'file', filename, bytes },
      ],
      token,
    );
  }

  async function uploadCount(): Promise<number> {
    return queryCount(db(), sql`select count(*)::int as n from uploads`);
  }

  /** Runs `act` and checks that no row and no bytes were added. */
  async function nothingStored(act: () => Promise<LightMyRequestResponse>) {
    const rows = await uploadCount();
    const files = storage.size;
    const res = await act();
    expect(await uploadCount()).toBe(rows);
    expect(storage.size).toBe(files);
    return res;
  }

  describe('purposes', () => {
    it('refuses material to a member without an enterprise (403), and takes it from one with', async () => {
      const loner = await member();
      const res = await nothingStored(() => upload(loner.token, 'material'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 403,
        msg: '您尚未完成企业认证，认证通过后才能上传申报材料',
      });
      const employee = await member();
      await enterpriseWith(employee.userId);
      expect((await upload(employee.token, 'material')).statusCode).toBe(200);
    });

    it('refuses a licence or authorisation to an authenticated member and to one whose request is in review', async () => {
      const employee = await member();
      await enterpriseWith(employee.userId);
      const authenticated = await nothingStored(() => upload(employee.token, 'licence'));
      expect(authenticated.statusCode).toBe(403);
      expect(authenticated.json()).toEqual({
        code: 403,
        msg: '您已完成企业认证，无需上传营业执照',
      });

      const applicant = await member();
      await db().execute(
        sql`insert into enterprise_edits (user_id, enterprise_name, credit_code, state)
            values (${applicant.userId}, '审核中企业', 'X', 'pending')`,
      );
      const inReview = await nothingStored(() => upload(applicant.token, 'authorisation'));
      expect(inReview.statusCode).toBe(403);
      expect(inReview.json()).toEqual({
        code: 403,
        msg: '您的企业认证申请正在审核中，无需再上传授权书',
      });
    });

    it('takes a licence from a member about to file a request, or correcting a returned one', async () => {
      const newcomer = await member();
      expect((await upload(newcomer.token, 'licence', JPEG_BYTES)).statusCode).toBe(200);
      const returned = await member();
      await db().execute(
        sql`insert into enterprise_edits (user_id, enterprise_name, credit_code, state)
            values (${returned.userId}, '退回企业', 'X', 'returned')`,
      );
      expect((await upload(returned.token, 'licence', JPEG_BYTES)).statusCode).toBe(200);
    });

    it('takes an avatar from anyone', async () => {
      const loner = await member();
      const employee = await member();
      await enterpriseWith(employee.userId);
      expect((await upload(loner.token, 'avatar')).statusCode).toBe(200);
      expect((await upload(employee.token, 'avatar')).statusCode).toBe(200);
    });
  });

  describe('quotas', () => {
    it(`refuses a member’s ${UPLOAD_QUOTA.memberDailyFiles + 1}st file within 24 hours, storing nothing`, async () => {
      const { userId, token } = await member();
      // Yesterday's do not count.
      await pastUploads(userId, [1, 1, 1], new Date(clock.now().getTime() - 25 * HOUR));
      await pastUploads(
        userId,
        Array.from({ length: UPLOAD_QUOTA.memberDailyFiles - 1 }, () => 1),
        new Date(clock.now().getTime() - 23 * HOUR),
      );
      expect((await upload(token, 'avatar')).statusCode).toBe(200);
      const refused = await nothingStored(() => upload(token, 'avatar'));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 400,
        msg: '24 小时内上传的文件已达上限（最多 100 个、共 500MB），请明天再试',
      });
      // An hour on, the oldest of the day's files is a day old: room again.
      clock.advance(HOUR + 1000);
      try {
        expect((await upload(token, 'avatar')).statusCode).toBe(200);
      } finally {
        clock.advance(-(HOUR + 1000));
      }
    });

    it('refuses a file that takes a member past 500 MB within 24 hours', async () => {
      const { userId, token } = await member();
      const bytes = pdfBytes();
      await pastUploads(userId, [200 * MB, 200 * MB, 100 * MB - bytes.length], clock.now());
      await enterpriseWith(userId);
      expect((await upload(token, 'material', bytes)).statusCode).toBe(200);
      const refused = await nothingStored(() => upload(token, 'material', bytes));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ msg: string }>().msg).toBe(UPLOAD_MESSAGES.memberQuota);
    });

    it('refuses a file that takes an enterprise’s members past 5 GB stored, storing nothing', async () => {
      const first = await member();
      const second = await member();
      const outsider = await member();
      await enterpriseWith(first.userId, second.userId);
      // Stored over the past weeks by the colleague (old files count: this is what is kept).
      const old = new Date(clock.now().getTime() - 30 * 24 * HOUR);
      const bytes = pdfBytes();
      // Room for one more file of these bytes, not two.
      const third = UPLOAD_QUOTA.enterpriseBytes - 2 * 2047 * MB - bytes.length - 1;
      await pastUploads(second.userId, [2047 * MB, 2047 * MB, third], old);
      await pastUploads(outsider.userId, [2047 * MB], old);
      expect((await upload(first.token, 'material', bytes)).statusCode).toBe(200);
      const refused = await nothingStored(() => upload(first.token, 'material', bytes));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 400,
        msg: '本企业存储的文件已达上限（5GB），请在材料库中删除不再需要的文件，或联系平台运营人员',
      });
      // A member of no enterprise is not held by another's storage.
      expect((await upload(outsider.token, 'avatar')).statusCode).toBe(200);
    });

    it('lets only one of several concurrent uploads take the last place', async () => {
      const { userId, token } = await member();
      await pastUploads(
        userId,
        Array.from({ length: UPLOAD_QUOTA.memberDailyFiles - 1 }, () => 1),
        clock.now(),
      );
      const answers = await Promise.all(Array.from({ length: 4 }, () => upload(token, 'avatar')));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400]);
      expect(
        await queryCount(
          db(),
          sql`select count(*)::int as n from uploads where owner_user_id = ${userId}`,
        ),
      ).toBe(UPLOAD_QUOTA.memberDailyFiles);
    });
  });

  describe('names', () => {
    async function storedName(id: number): Promise<string> {
      const [row] = await queryRows<{ name: string }>(
        db(),
        sql`select original_name as name from uploads where id = ${id}`,
      );
      return row!.name;
    }

    it('stores a name without its right-to-left override and zero-width characters', async () => {
      const { token } = await member();
      const res = await upload(
        token,
        'avatar',
        pngBytes(),
        '\u200B头像\u202Egnp.exe\u200D\u2066.png',
      );
      expect(res.statusCode).toBe(200);
      const answer = res.json<{ data: { id: number; name: string } }>().data;
      expect(answer.name).toBe('头像gnp.exe.png');
      expect(await storedName(answer.id)).toBe('头像gnp.exe.png');
      const download = await app.inject({
        method: 'GET',
        url: `/api/upload/${answer.id}`,
        headers: { authorization: CLIENT_AUTH, token },
        remoteAddress: freshIp(),
      });
      expect(decodeURIComponent(String(download.headers['content-disposition']))).not.toMatch(
        /\u200B|\u202E|\u200D|\u2066/,
      );
    });

    it('keeps a long emoji name to the characters the SDK accepts, and the SDK takes the answer', async () => {
      const { token } = await member();
      const res = await upload(token, 'avatar', pngBytes(), `${'😀'.repeat(300)}.png`);
      expect(res.statusCode).toBe(200);
      const answer = res.json<{ data: unknown }>().data;
      const parsed = uploadSchema.safeParse(answer);
      expect(parsed.success).toBe(true);
      const name = parsed.data!.name;
      expect(Array.from(name)).toHaveLength(UPLOAD_NAME_MAX_CHARS);
      expect(name.endsWith('.png')).toBe(true);
      // 200 emoji are 400 UTF-16 units but 200 characters: kept whole, and the SDK takes them.
      const shorter = await upload(token, 'avatar', pngBytes(), `${'😀'.repeat(200)}.png`);
      expect(uploadSchema.parse(shorter.json<{ data: unknown }>().data).name).toBe(
        `${'😀'.repeat(200)}.png`,
      );
    });

    it('answers a row stored before the cleaning with its name cleaned, in the answer and the download', () => {
      const older = '报告\u202Efdp.exe';
      expect(toUploadAnswer({ ...rowOf(older) }).name).toBe('报告fdp.exe');
      expect(contentDisposition('application/pdf', older)).toBe(
        `attachment; filename="_fdp.exe"; filename*=UTF-8''${encodeURIComponent('报告fdp.exe')}`,
      );
    });
  });
});
