// password_change: the current password (or, for a member who never had one, a code sent to
// their phone by reauth_send) sets a new one. Every other session of the member ends — whoever
// knew the old password is logged out, and the calendar feed's URL stops — while the one making
// the change stays. The 账号安全 message's SMS and email copies tell the bound phone and email
// (notify's copy dispatcher).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import type { SessionContext } from '../../plugins/session.js';
import { hashPassword } from '../auth/passwords.js';
import { checkCode, CODE_ALREADY_USED, consumeCode } from '../auth/verification-codes.js';
import { revokeFeed } from '../message/calendar-feed.js';
import { checkCurrentPassword } from './current-password.js';
import { loadMember } from './member.js';
import { beijingTime, recordSecurityEvent } from './security-notice.js';

export interface PasswordChange {
  readonly current_password?: string | undefined;
  readonly code?: string | undefined;
  readonly password: string;
}

export async function changePassword(
  db: Db,
  session: SessionContext,
  change: PasswordChange,
  ip: string,
  now: Date,
): Promise<void> {
  const user = await loadMember(db, session.userId);
  let codeId: number | undefined;
  if (user.passwordHash !== null) {
    if (change.current_password === undefined) throw ApiError.badRequest('请输入当前密码');
    await checkCurrentPassword(db, user, change.current_password, ip, now);
  } else {
    // Members from an SMS sign-up have no password: the phone they log in with proves them.
    if (change.code === undefined)
      throw ApiError.badRequest('您尚未设置登录密码，请先获取手机验证码再设置密码');
    if (!user.mobile) throw ApiError.badRequest('请先绑定手机号');
    const checked = await checkCode(
      db,
      { channel: 'sms', target: user.mobile, purpose: 'reauth' },
      change.code,
      now,
    );
    if (!checked.ok) throw ApiError.badRequest(checked.reason);
    codeId = checked.codeId;
  }

  const passwordHash = await hashPassword(change.password);
  const verb = user.passwordHash !== null ? '修改了' : '设置了';
  await db.transaction(async (tx) => {
    if (codeId !== undefined && !(await consumeCode(tx, codeId, now)))
      throw ApiError.badRequest(CODE_ALREADY_USED);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, user.id),
          ne(sessions.id, session.sessionId),
          isNull(sessions.revokedAt),
        ),
      );
    // The calendar feed's URL may have been copied by whoever knew the old password.
    const feedStopped = await revokeFeed(tx, user.id, now);
    const event = {
      userId: user.id,
      title: user.passwordHash !== null ? '登录密码已修改' : '登录密码已设置',
      body: `您的账号于${beijingTime(now)}${verb}登录密码，其它设备上的登录已全部退出${feedStopped ? '，日历订阅地址已停用（如需要请重新生成）' : ''}。`,
      link: '/basics',
    };
    await recordSecurityEvent(tx, event, now);
  });
}
