// POST /api/upload and GET /api/upload/:id on both databases: types read from the content,
// per-purpose sizes, refusals in Chinese with nothing stored, and who may read a file.
import { createHash } from 'node:crypto';
import { UPLOAD_MESSAGES, UPLOAD_PURPOSES } from '@qyfw/portal-sdk/upload';
import type { Upload } from '@qyfw/portal-sdk/upload';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PURPOSES as SCHEMA_PURPOSES, uploads, users } from '../../db/schema/index.js';
import { createSession } from '../../plugins/session.js';
import { CLIENT_AUTH } from '../../../test/helpers/app.js';
import { buildTestApp } from '../../../test/helpers/app.js';
import { createMember, freshIp, TestClock } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import type { Db } from '../../db/client.js';
import { registerUploadReader } from './access.js';
import { ownedUpload, storeUpload } from './service.js';
import { createMemoryStorage } from './storage.js';
import {
  exeBytes,
  HTML_BYTES,
  JPEG_BYTES,
  multipart,
  paddedTo,
  pdfBytes,
  pngBytes,
  webpBytes,
  postForm,
} from './upload-fixtures.js';
import type { FormPart } from './upload-fixtures.js';
import { sessionAs } from '../../../test/helpers/sessions.js';

const MB = 1024 * 1024;

interface Envelope<D> {
  code: number;
  msg: string;
  data: D;
}

/** Members this suite's reader lets see every upload (registered once, for the whole file). */
const trustedReaders = new Set<number>();
registerUploadReader(async (_db, { userId }) => trustedReaders.has(userId));

describeEachDatabase('upload', (database) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const storage = createMemoryStorage();
  const db = (): Db => database.database.db;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, {}, { now: clock.now, uploadStorage: storage }));
  });
  afterAll(() => app.close());

  async function member(role: 'member' | 'operator' = 'member') {
    const userId = await createMember(db());
    if (role !== 'member') await db().update(users).set({ role }).where(eq(users.id, userId));
    const { token } = await sessionAs(db(), userId, role, clock.now());
    return { userId, token };
  }

  function send(parts: readonly FormPart[], token?: string): Promise<LightMyRequestResponse> {
    return postForm(app, '/api/upload', parts, token);
  }

  function sendFrom(ip: string): Promise<LightMyRequestResponse> {
    const { payload, contentType } = multipart([{ name: 'purpose', value: 'avatar' }]);
    return app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization: CLIENT_AUTH, 'content-type': contentType },
      payload,
      remoteAddress: ip,
    });
  }

  function upload(
    token: string,
    purpose: string,
    bytes: Buffer,
    filename = 'file.png',
    contentType = 'image/png',
  ) {
    return send(
      [
        { name: 'purpose', value: purpose },
        { name: 'file', filename, bytes, contentType },
      ],
      token,
    );
  }

  function download(id: number | string, token?: string) {
    return app.inject({
      method: 'GET',
      url: `/api/upload/${id}`,
      headers: { authorization: CLIENT_AUTH, ...(token ? { token } : {}) },
      remoteAddress: freshIp(),
    });
  }

  async function uploadCount(): Promise<number> {
    const [row] = await db().select({ n: count() }).from(uploads);
    return row!.n;
  }

  /** Runs `act` and checks that no row and no stored bytes were added. */
  async function expectNothingStored(act: () => Promise<LightMyRequestResponse>) {
    const rowsBefore = await uploadCount();
    const bytesBefore = storage.size;
    const res = await act();
    expect(await uploadCount()).toBe(rowsBefore);
    expect(storage.size).toBe(bytesBefore);
    return res;
  }

  function refusal(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(400);
    return res.json<{ code: number; msg: string }>();
  }

  it('knows the purposes the database allows', () => {
    expect([...UPLOAD_PURPOSES]).toEqual([...SCHEMA_PURPOSES]);
  });

  describe('POST /api/upload', () => {
    it('stores a PNG avatar: the row says whose, what and its SHA-256; the answer says what was kept', async () => {
      const { userId, token } = await member();
      const bytes = pngBytes();
      const res = await upload(token, 'avatar', bytes, '我的头像.png');
      expect(res.statusCode).toBe(200);
      const body = res.json<Envelope<Upload>>();
      expect(body).toEqual({
        code: 200,
        msg: '成功',
        data: {
          id: expect.any(Number),
          name: '我的头像.png',
          mime: 'image/png',
          size: bytes.length,
          purpose: 'avatar',
          createtime: Math.floor(clock.now().getTime() / 1000),
        },
      });
      const [row] = await db().select().from(uploads).where(eq(uploads.id, body.data.id));
      expect(row).toMatchObject({
        ownerUserId: userId,
        purpose: 'avatar',
        mime: 'image/png',
        size: bytes.length,
        originalName: '我的头像.png',
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      // The storage key is random: nothing of the member's name is in it.
      expect(row!.storageKey).not.toContain('头像');
    });

    it('takes a WebP avatar, a JPEG licence and a PDF authorisation, typed by their content', async () => {
      const { token } = await member();
      const cases = [
        { purpose: 'avatar', bytes: webpBytes(), mime: 'image/webp' },
        { purpose: 'licence', bytes: JPEG_BYTES, mime: 'image/jpeg' },
        { purpose: 'authorisation', bytes: pdfBytes(), mime: 'application/pdf' },
      ];
      for (const { purpose, bytes, mime } of cases) {
        // The name and the claimed type say nothing true: only the content counts.
        const res = await upload(token, purpose, bytes, 'scan.bin', 'application/octet-stream');
        expect(res.statusCode, purpose).toBe(200);
        expect(res.json<Envelope<Upload>>().data).toMatchObject({ purpose, mime });
      }
    });

    it('refuses a program renamed .png, and stores nothing', async () => {
      const { token } = await member();
      const res = await expectNothingStored(() =>
        upload(token, 'licence', exeBytes(), 'licence.png', 'image/png'),
      );
      expect(refusal(res)).toEqual({
        code: 400,
        msg: '文件类型不支持：请上传 JPG、PNG 或 PDF 文件',
      });
    });

    it('refuses a page renamed .png that the browser calls image/png', async () => {
      const { token } = await member();
      const res = await expectNothingStored(() =>
        upload(token, 'avatar', HTML_BYTES, 'avatar.png', 'image/png'),
      );
      expect(refusal(res).msg).toBe(UPLOAD_MESSAGES.wrongType('avatar'));
    });

    it('refuses a PDF as an avatar', async () => {
      const { token } = await member();
      const res = await expectNothingStored(() =>
        upload(token, 'avatar', pdfBytes(), 'avatar.pdf', 'application/pdf'),
      );
      expect(refusal(res).msg).toBe('文件类型不支持：请上传 JPG、PNG 或 WebP 文件');
    });

    it('refuses files over the purpose’s size (avatar 2 MB, licence 10 MB), storing nothing', async () => {
      const { token } = await member();
      const bigAvatar = await expectNothingStored(() =>
        upload(token, 'avatar', paddedTo(pngBytes(), 2 * MB + 1)),
      );
      expect(refusal(bigAvatar).msg).toBe('文件不能超过2MB');
      const bigLicence = await expectNothingStored(() =>
        upload(token, 'licence', paddedTo(pdfBytes(), 10 * MB + 1), 'licence.pdf'),
      );
      expect(refusal(bigLicence).msg).toBe('文件不能超过10MB');
      // Exactly at the limit is fine.
      const atLimit = await upload(token, 'avatar', paddedTo(pngBytes(), 2 * MB));
      expect(atLimit.statusCode).toBe(200);
    });

    it('applies the purpose’s limit when the file comes before the purpose', async () => {
      const { token } = await member();
      const res = await expectNothingStored(() =>
        send(
          [
            { name: 'file', filename: 'a.png', bytes: paddedTo(pngBytes(), 3 * MB) },
            { name: 'purpose', value: 'avatar' },
          ],
          token,
        ),
      );
      expect(refusal(res).msg).toBe('文件不能超过2MB');
    });

    it('refuses a form without a file, without or with a wrong purpose, an empty file, two files', async () => {
      const { token } = await member();
      const cases: Array<[readonly FormPart[], string]> = [
        [[{ name: 'purpose', value: 'avatar' }], UPLOAD_MESSAGES.noFile],
        [[{ name: 'file', filename: 'a.png', bytes: pngBytes() }], UPLOAD_MESSAGES.noPurpose],
        [
          [
            { name: 'purpose', value: 'contract' },
            { name: 'file', filename: 'a.png', bytes: pngBytes() },
          ],
          UPLOAD_MESSAGES.badPurpose,
        ],
        [
          [
            { name: 'purpose', value: 'avatar' },
            { name: 'file', filename: 'a.png', bytes: Buffer.alloc(0) },
          ],
          UPLOAD_MESSAGES.empty,
        ],
        [
          [
            { name: 'purpose', value: 'avatar' },
            { name: 'file', filename: 'a.png', bytes: pngBytes() },
            { name: 'file', filename: 'b.png', bytes: pngBytes() },
          ],
          UPLOAD_MESSAGES.tooManyFiles,
        ],
      ];
      for (const [parts, message] of cases) {
        const res = await expectNothingStored(() => send(parts, token));
        expect(refusal(res), message).toEqual({ code: 400, msg: message });
      }
    });

    it('refuses a JSON body and a broken multipart body with 400, not 500', async () => {
      const { token } = await member();
      const json = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json', token },
        payload: JSON.stringify({ purpose: 'avatar', file: 'iVBORw0KGgo=' }),
      });
      expect(refusal(json).msg).toBe(UPLOAD_MESSAGES.badForm);
      const truncated = multipart([
        { name: 'purpose', value: 'avatar' },
        { name: 'file', filename: 'a.png', bytes: pngBytes() },
      ]);
      const broken = await expectNothingStored(() =>
        app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { authorization: CLIENT_AUTH, 'content-type': truncated.contentType, token },
          payload: truncated.payload.subarray(0, truncated.payload.length - 40),
        }),
      );
      expect(refusal(broken).msg).toBe(UPLOAD_MESSAGES.badForm);
    });

    it('answers a visitor 401 and an ended session 402, reading nothing', async () => {
      const visitor = await expectNothingStored(() =>
        send([
          { name: 'purpose', value: 'avatar' },
          { name: 'file', filename: 'a.png', bytes: pngBytes() },
        ]),
      );
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ code: 401, msg: '请先登录' });
      const { userId } = await member();
      const ended = await createSession(
        db(),
        userId,
        new Date(clock.now().getTime() - 7 * 3600_000),
      );
      const res = await upload(ended.token, 'avatar', pngBytes());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 402 });
    });

    it('answers a real connection’s too-large upload with the refusal, not a reset, and a good one with the upload', async () => {
      const { token } = await member();
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const post = (bytes: Buffer) => {
        const form = new FormData();
        form.append('purpose', 'avatar');
        form.append('file', new Blob([new Uint8Array(bytes)]), 'avatar.png');
        return fetch(`${origin}/api/upload`, {
          method: 'POST',
          headers: { authorization: CLIENT_AUTH, token },
          body: form,
        });
      };
      const tooLarge = await post(paddedTo(pngBytes(), 5 * MB));
      expect(tooLarge.status).toBe(400);
      expect(await tooLarge.json()).toEqual({ code: 400, msg: '文件不能超过2MB' });
      const fine = await post(pngBytes());
      expect(fine.status).toBe(200);
      expect((await fine.json()) as Envelope<Upload>).toMatchObject({
        data: { mime: 'image/png' },
      });
    });

    it('allows an address 20 uploads a minute, then answers 429 in Chinese', async () => {
      const ip = freshIp();
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        expect((await sendFrom(ip)).statusCode, `attempt ${attempt}`).toBe(401);
      }
      const limited = await sendFrom(ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试' });
      expect((await sendFrom(freshIp())).statusCode).toBe(401);
    });

    it('keeps the bytes only with their row: a failed insert removes them again', async () => {
      const before = storage.size;
      await expect(
        storeUpload(db(), storage, {
          ownerUserId: 2_000_000_000,
          purpose: 'avatar',
          mime: 'image/png',
          name: 'a.png',
          bytes: pngBytes(),
          now: clock.now(),
        }),
      ).rejects.toThrow();
      expect(storage.size).toBe(before);
    });
  });

  describe('GET /api/upload/:id', () => {
    async function stored(token: string, purpose: string, bytes: Buffer, filename: string) {
      const res = await upload(token, purpose, bytes, filename);
      expect(res.statusCode).toBe(200);
      return res.json<Envelope<Upload>>().data.id;
    }

    it('gives the owner an image inline, with its type, nosniff and private caching', async () => {
      const { token } = await member();
      const bytes = pngBytes();
      const id = await stored(token, 'avatar', bytes, '头像 (1).png');
      const res = await download(id, token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="_ (1).png"; filename*=UTF-8''%E5%A4%B4%E5%83%8F%20%281%29.png`,
      );
    });

    it('gives a PDF as an attachment under its Chinese name', async () => {
      const { token } = await member();
      const id = await stored(token, 'licence', pdfBytes(), '营业执照.pdf');
      const res = await download(id, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('营业执照.pdf')}`,
      );
    });

    it('answers another member exactly as a missing id, and a visitor 401', async () => {
      const owner = await member();
      const other = await member();
      const id = await stored(owner.token, 'licence', JPEG_BYTES, 'licence.jpg');
      const theirs = await download(id, other.token);
      const missing = await download(2_000_000_000, other.token);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ code: 404, msg: '文件不存在' });
      expect(missing.json()).toEqual(theirs.json());
      for (const bad of ['abc', '0', '99999999999', '1.5']) {
        expect((await download(bad, other.token)).json(), bad).toEqual(theirs.json());
      }
      const visitor = await download(id);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).not.toContain('PNG');
    });

    it('lets an operator read any upload', async () => {
      const owner = await member();
      const operator = await member('operator');
      const id = await stored(owner.token, 'authorisation', pdfBytes(), 'auth.pdf');
      const res = await download(id, operator.token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdfBytes())).toBe(true);
    });

    it('lets a registered reader grant a member reading', async () => {
      const owner = await member();
      const colleague = await member();
      const id = await stored(owner.token, 'licence', JPEG_BYTES, 'licence.jpg');
      expect((await download(id, colleague.token)).statusCode).toBe(404);
      trustedReaders.add(colleague.userId);
      try {
        expect((await download(id, colleague.token)).statusCode).toBe(200);
      } finally {
        trustedReaders.delete(colleague.userId);
      }
    });
  });

  it('documents both routes in the OpenAPI document (multipart in, bytes out, login needed)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>()
      .paths;
    const post = paths['/api/upload']?.post;
    expect(post).toMatchObject({
      operationId: 'upload',
      tags: ['upload'],
      security: [{ clientBasic: [], sessionToken: [] }],
    });
    expect(post?.requestBody).toHaveProperty(['content', 'multipart/form-data']);
    const get = paths['/api/upload/{id}']?.get;
    expect(get).toMatchObject({ operationId: 'upload_download', tags: ['upload'] });
    expect(get?.responses).toHaveProperty(['200', 'content', 'application/pdf']);
  });

  describe('ownedUpload', () => {
    it('answers the member’s own upload of that purpose and refuses anything else alike', async () => {
      const owner = await member();
      const other = await member();
      const res = await upload(owner.token, 'licence', JPEG_BYTES, 'licence.jpg');
      const id = res.json<Envelope<Upload>>().data.id;
      await expect(ownedUpload(db(), owner.userId, id, 'licence')).resolves.toMatchObject({
        id,
        ownerUserId: owner.userId,
      });
      const refusals = [
        ownedUpload(db(), owner.userId, id, 'authorisation'),
        ownedUpload(db(), other.userId, id, 'licence'),
        ownedUpload(db(), owner.userId, 2_000_000_000, 'licence'),
        ownedUpload(db(), owner.userId, 2 ** 40, 'licence'),
      ];
      const messages = await Promise.all(
        refusals.map((refused) =>
          refused.then(
            () => 'resolved',
            (error: { status: number; msg: string }) => `${error.status} ${error.msg}`,
          ),
        ),
      );
      expect(messages).toEqual([
        '400 请重新上传授权书',
        '400 请重新上传营业执照',
        '400 请重新上传营业执照',
        '400 请重新上传营业执照',
      ]);
    });
  });
});
