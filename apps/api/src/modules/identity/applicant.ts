// How a request's applicant is named to the enterprise's members and to operators on screen: the
// nickname, else the username, else the masked mobile — never a full phone number or email. In a
// notice (a message, copied by SMS / email) only names the applicant did not choose.
import type { AuthApplicant } from '@qyfw/portal-sdk/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { maskRecipient } from '../auth/message-sender.js';

interface ApplicantRow {
  readonly id: number;
  readonly nickname: string | null;
  readonly username: string | null;
  readonly mobile: string | null;
}

export function toApplicant(row: ApplicantRow): AuthApplicant {
  const mobile = row.mobile ? maskRecipient(row.mobile) : null;
  return {
    id: row.id,
    name: row.nickname?.trim() || row.username || mobile || `会员${row.id}`,
    mobile,
  };
}

const applicantColumns = {
  id: users.id,
  nickname: users.nickname,
  username: users.username,
  mobile: users.mobile,
};

/** The applicants of several requests, by user id. */
export async function applicantsById(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, AuthApplicant>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(applicantColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, toApplicant(row)]));
}

/**
 * How a notice to someone else names the applicant: the masked mobile, else 会员<id> — never the
 * nickname or username, which the applicant chose and which would put their text in a message
 * (and its SMS / email copy) sent in the platform's name.
 */
export async function applicantNoticeName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return row?.mobile ? `会员${maskRecipient(row.mobile)}` : `会员${userId}`;
}
