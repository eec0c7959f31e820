// 会员管理: members searched by username, nickname or mobile, by state and by whether they belong
// to an authenticated enterprise (newest first); one member with their enterprise, their last
// sign-ins and why they were disabled.
import { LOGIN_METHOD_LABELS } from '@qyfw/portal-sdk/calls/account';
import type {
  MemberDetail,
  MemberEnterpriseRef,
  MemberItem,
  PeopleAction,
  SignInRecord,
} from '@qyfw/portal-sdk/calls/people-admin';
import { SIGN_INS_SHOWN } from '@qyfw/portal-sdk/calls/people-admin';
import { and, count, desc, eq, ilike, isNotNull, isNull, not, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { describePlace, maskIp, PLACE_UNKNOWN } from '../auth/qr-requester.js';
import { epochSeconds } from '../shared/dates.js';
import { containsPattern, pagedAnswer } from '../shared/paging.js';
import type { PagedAnswer } from '../shared/paging.js';
import { describeBrowser } from '../shared/user-agent.js';
import { hasAuthenticatedEnterprise, memberEnterprises } from './member-enterprise.js';
import { accountColumns, accountFacts, disabledFacts, masked } from './views.js';

export interface MemberFilters {
  readonly page: number;
  readonly pageSize: number;
  readonly keyword?: string | undefined;
  readonly state?: 'active' | 'disabled' | undefined;
  readonly enterprise?: 'authenticated' | 'none' | undefined;
}

export const MEMBER_NOT_FOUND = '会员不存在';

/** username, nickname or mobile containing the keyword (a mobile typed whole or in part). */
export function accountKeyword(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return or(
    ilike(users.username, pattern),
    ilike(users.nickname, pattern),
    ilike(users.mobile, pattern),
  )!;
}

export function stateCondition(state: 'active' | 'disabled' | undefined): SQL | undefined {
  if (state === undefined) return undefined;
  return state === 'active' ? isNull(users.disabledAt) : isNotNull(users.disabledAt);
}

const memberActions = (disabledAt: Date | null): PeopleAction[] =>
  disabledAt === null ? ['disable'] : ['enable'];

export async function listMembers(
  db: Db,
  filters: MemberFilters,
): Promise<PagedAnswer<MemberItem>> {
  const authenticated = hasAuthenticatedEnterprise(db);
  const where = and(
    eq(users.role, 'member'),
    filters.keyword ? accountKeyword(filters.keyword) : undefined,
    stateCondition(filters.state),
    filters.enterprise === undefined
      ? undefined
      : filters.enterprise === 'authenticated'
        ? authenticated
        : not(authenticated),
  );
  return pagedAnswer(
    filters,
    async () => (await db.select({ n: count() }).from(users).where(where))[0]!.n,
    async (limit, offset) => {
      const rows = await db
        .select(accountColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset);
      const enterprises = await memberEnterprises(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...accountFacts(row, memberActions(row.disabledAt)),
        enterprise: enterprises.get(row.id) ?? null,
      }));
    },
  );
}

/**
 * Whether this member may be made staff, and why not: staff decide enterprises' requests, so a
 * member tied to an enterprise (authenticated, or a request not withdrawn) may not; the console
 * signs in with a username and a password, so a member without both may not either.
 */
export function staffIneligibility(
  row: { username: string | null; passwordHash: string | null },
  enterprise: MemberEnterpriseRef | undefined,
): string | undefined {
  if (enterprise && enterprise.auth_state !== 'withdrawn') {
    return `该会员已关联企业“${enterprise.name}”（${enterprise.auth_state_label}），不能设为工作人员`;
  }
  if (!row.username || !row.passwordHash) {
    return '该会员尚未设置用户名和密码，无法登录管理后台，不能设为工作人员';
  }
  return undefined;
}

function signInRecord(row: typeof sessions.$inferSelect, now: Date): SignInRecord {
  const inConsole = row.kind === 'console';
  return {
    id: row.id,
    at: epochSeconds(row.createdAt),
    method: row.method,
    method_label: inConsole ? '管理后台登录' : LOGIN_METHOD_LABELS[row.method],
    front_end: inConsole ? '管理后台' : '门户',
    place: row.ip ? describePlace(row.ip) : PLACE_UNKNOWN,
    device: describeBrowser(row.userAgent),
    ip: row.ip ? maskIp(row.ip) : '',
    active: row.revokedAt === null && row.expiresAt.getTime() > now.getTime(),
  };
}

/** The account's newest sign-ins. */
export async function recentSignIns(db: Db, userId: number, now: Date): Promise<SignInRecord[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(SIGN_INS_SHOWN);
  return rows.map((row) => signInRecord(row, now));
}

export async function memberDetail(db: Db, id: number, now: Date): Promise<MemberDetail> {
  const [row] = await db
    .select({
      ...accountColumns,
      email: users.email,
      passwordHash: users.passwordHash,
      wechatOpenid: users.wechatOpenid,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'member')));
  // Staff are shown in 工作人员; an id of theirs is no member.
  if (!row) throw ApiError.notFound(MEMBER_NOT_FOUND);
  const enterprise = (await memberEnterprises(db, [id])).get(id);
  const actions = memberActions(row.disabledAt);
  if (row.disabledAt === null && staffIneligibility(row, enterprise) === undefined) {
    actions.push('change_role');
  }
  return {
    ...accountFacts(row, actions),
    enterprise: enterprise ?? null,
    email: masked(row.email),
    password_set: row.passwordHash !== null,
    wechat_bound: row.wechatOpenid !== null,
    ...disabledFacts(row),
    sign_ins: await recentSignIns(db, id, now),
  };
}
