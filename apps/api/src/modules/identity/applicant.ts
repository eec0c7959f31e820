// How a request's applicant is named to the enterprise's members and to operators: the nickname,
// else the username, else the masked mobile — never a full phone number or email.
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

export async function applicantName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select(applicantColumns).from(users).where(eq(users.id, userId));
  return row ? toApplicant(row).name : `会员${userId}`;
}
