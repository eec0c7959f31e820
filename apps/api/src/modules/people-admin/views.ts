// How 人员与角色 shows an account: the name people know it by, contacts masked as the portal masks
// them (an administrator recognises a number, never reads it off the screen), its state, when it
// last signed in, and which actions the caller may take on it — computed here, so a screen offers
// only what the server would do.
import { ACCOUNT_STATE_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import type { AccountState, PeopleAction } from '@qyfw/portal-sdk/calls/people-admin';
import { getTableName, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.js';
import { maskRecipient } from '../auth/message-sender.js';
import type { AuditClient } from '../shared/audit.js';
import { epochSeconds } from '../shared/dates.js';

/** Who is acting: the administrator, and where from (each change's audit row). */
export interface PeopleActor extends AuditClient {
  readonly userId: number;
}

interface NamedRow {
  readonly id: number;
  readonly nickname: string | null;
  readonly username: string | null;
  readonly mobile: string | null;
}

export const masked = (contact: string | null): string | null =>
  contact ? maskRecipient(contact) : null;

/** The nickname, else the username, else the masked mobile (what the portal greets them by). */
export function displayName(row: NamedRow): string {
  return row.nickname?.trim() || row.username || masked(row.mobile) || `用户${row.id}`;
}

export const accountState = (disabledAt: Date | null): AccountState =>
  disabledAt === null ? 'active' : 'disabled';

/**
 * A column with its table named. Drizzle writes a one-table select's columns bare, and inside a
 * correlated subquery a bare "id" is the subquery's own table's: the outer row must be named.
 */
export const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The columns every account view reads. */
export const accountColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  mobile: users.mobile,
  role: users.role,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  createdAt: users.createdAt,
  /** The newest session's start, portal or console. */
  lastSignInAt: sql<
    Date | string | null
  >`(select max(${qualified(sessions.createdAt)}) from ${sessions} where ${qualified(sessions.userId)} = ${qualified(users.id)})`,
};

type AccountRow = NamedRow & {
  readonly disabledAt: Date | null;
  readonly createdAt: Date;
  readonly lastSignInAt: Date | string | null;
};

/** A max() over a subquery comes back as text on some drivers: read it as a time either way. */
const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The facts of the SDK's account views (accountFacts), with the actions given. */
export function accountFacts(row: AccountRow, actions: PeopleAction[]) {
  const state = accountState(row.disabledAt);
  const lastSignIn = toDate(row.lastSignInAt);
  return {
    id: row.id,
    name: displayName(row),
    username: row.username,
    nickname: row.nickname,
    mobile: masked(row.mobile),
    state,
    state_label: ACCOUNT_STATE_LABELS[state],
    created_at: epochSeconds(row.createdAt),
    last_sign_in_at: lastSignIn === null ? null : epochSeconds(lastSignIn),
    actions,
  };
}

export function disabledFacts(row: { disabledAt: Date | null; disabledReason: string }) {
  return {
    disabled_at: row.disabledAt === null ? null : epochSeconds(row.disabledAt),
    disabled_reason: row.disabledAt === null ? '' : row.disabledReason,
  };
}
