// Test-only: what the identity suites share — members with sessions, their uploaded documents
// (rows written directly: the upload route has its own suite), fresh credit codes with a valid
// check character, the calls' paths and raw reads of what a change left behind.
import { randomBytes } from 'node:crypto';
import { creditCodeCheckChar } from '@qyfw/portal-sdk/validators';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, messages, uploads, users, workflowEvents } from '../../db/schema/index.js';
import type { UploadPurpose } from '../../db/schema/index.js';
import { CLIENT_AUTH } from '../../../test/helpers/app.js';
import { createMember, freshIp } from '../../../test/helpers/auth-kit.js';
import { multipart, pngBytes } from '../upload/upload-fixtures.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';

export const PATHS = {
  mine: '/api/identity/mine',
  submit: '/api/identity/submit',
  withdraw: '/api/identity/withdraw',
  joinList: '/api/identity/join_list',
  joinDecide: '/api/identity/join_decide',
  list: '/api/console/identity/list',
  detail: '/api/console/identity/detail',
  approve: '/api/console/identity/approve',
  return: '/api/console/identity/return',
  userDetail: '/api/Person/user_detail1',
} as const;

export const PASSWORD = 'Pass2026x';

let codeCounter = 0;
/** A credit code no other test used, with its GB 32100 check character. */
export function freshCreditCode(): string {
  codeCounter += 1;
  const first17 = `91330100${String(process.pid % 10_000).padStart(4, '0')}${String(codeCounter).padStart(5, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

/** The same code with a wrong check character. */
export function withWrongCheck(code: string): string {
  const wrong = code.endsWith('0') ? '1' : '0';
  return code.slice(0, 17) + wrong;
}

export interface TestMember {
  readonly userId: number;
  readonly token: string;
  readonly username?: string;
}

let nameCounter = 0;
export async function newMember(kit: AuthKit, nickname?: string): Promise<TestMember> {
  nameCounter += 1;
  const username = `idm_${process.pid % 10_000}_${nameCounter}`;
  const userId = await createMember(kit.db, { username, password: PASSWORD });
  if (nickname) await kit.db.update(users).set({ nickname }).where(eq(users.id, userId));
  const { token } = await kit.loginWithPassword(username, PASSWORD);
  return { userId, token, username };
}

/** A new session for the member (after the clock moved past the old one's life). */
export async function relogin(kit: AuthKit, member: TestMember): Promise<TestMember> {
  const { token } = await kit.loginWithPassword(member.username!, PASSWORD);
  return { ...member, token };
}

export async function uploadOf(
  db: Db,
  ownerUserId: number,
  purpose: UploadPurpose,
): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      ownerUserId,
      purpose,
      mime: 'image/png',
      size: 1024,
      originalName: `${purpose}.png`,
      storageKey: randomBytes(16).toString('hex'),
      sha256: randomBytes(32).toString('hex'),
      createdAt: new Date(),
    })
    .returning({ id: uploads.id });
  return row!.id;
}

/** An upload through the real route (POST /api/upload), so GET /api/upload/:id has bytes to send. */
export async function uploadThroughRoute(
  kit: AuthKit,
  member: TestMember,
  purpose: UploadPurpose,
): Promise<number> {
  const { payload, contentType } = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', filename: `${purpose}.png`, bytes: pngBytes(), contentType: 'image/png' },
  ]);
  const res = await kit.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { authorization: CLIENT_AUTH, 'content-type': contentType, token: member.token },
    payload,
    remoteAddress: freshIp(),
  });
  return res.json<{ data: { id: number } }>().data.id;
}

/** A complete submission body with the member's own documents. */
export async function submissionOf(
  db: Db,
  member: TestMember,
  creditCode: string = freshCreditCode(),
  enterpriseName = '杭州认证测试科技有限公司',
) {
  return {
    enterprise_name: enterpriseName,
    credit_code: creditCode,
    legal_person: '张三',
    licence_upload_id: await uploadOf(db, member.userId, 'licence'),
    authorisation_upload_id: await uploadOf(db, member.userId, 'authorisation'),
  };
}

export async function eventsOf(db: Db, id: number) {
  return db
    .select()
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entityType, 'enterprise_auth'), eq(workflowEvents.entityId, id)))
    .orderBy(asc(workflowEvents.id));
}

export async function messagesOf(db: Db, userId: number) {
  return db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.id));
}

export async function auditOf(db: Db, id: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'enterprise_auth'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
}
