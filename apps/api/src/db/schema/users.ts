import { ROLE_NAMES, ROLES } from '@qyfw/portal-sdk/constants';
import type { Role } from '@qyfw/portal-sdk/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { units } from './units.js';
import { uploads } from './uploads.js';

/** `'member', 'operator', 'handler'`: the check lists the SDK's ROLES, so the two cannot drift. */
const roleList = sql.raw(ROLE_NAMES.map((role) => `'${role}'`).join(', '));

/**
 * A registered member. A member who logged in by SMS with a new phone has only `mobile` until
 * they complete /bindInfo; passwords are optional for the same reason.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Login name; unique regardless of case, null until bound. */
    username: text('username'),
    nickname: text('nickname'),
    /** Mainland mobile; unique; the SMS login and password-reset channel. */
    mobile: text('mobile'),
    /** Bound email; a password-reset channel. */
    email: text('email'),
    /** scrypt hash with its per-user salt (`scrypt$N$r$p$salt$hash`); null for SMS-only members. */
    passwordHash: text('password_hash'),
    /** notice_time on the wire: the renewal warning stays quiet until this moment. */
    noticeUntil: timestamp('notice_until', { withTimezone: true }),
    /**
     * What the user may do beyond their own records (design §6): member (everyone who registers),
     * operator, handler. Granted by an operator, read on every call, so a change acts at once.
     */
    role: text('role').$type<Role>().notNull().default(ROLES.member),
    /**
     * A handler's unit (承办单位): the rows a unit-scoped call lets them see. Null for every other
     * role (checked below); a handler with none is refused by unit-scoped calls until placed.
     */
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    /** The avatar image (an upload of purpose avatar); null shows the initial. */
    avatarUploadId: integer('avatar_upload_id').references((): AnyPgColumn => uploads.id, {
      onDelete: 'set null',
    }),
    /** WeChat binding (/wechat): the app-scoped openid; unique, so one WeChat binds one member. */
    wechatOpenid: text('wechat_openid'),
    wechatNickname: text('wechat_nickname'),
    wechatBoundAt: timestamp('wechat_bound_at', { withTimezone: true }),
    /**
     * When an administrator disabled the account (停用); null while it may sign in. Disabling ends
     * every session at once and refuses every sign-in, portal and console alike.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Why it was disabled, as the administrator wrote it (shown in the console, audited). */
    disabledReason: text('disabled_reason').notNull().default(''),
    /** When the password last changed (shown on /basics). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_mobile_unique').on(table.mobile),
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_wechat_openid_unique').on(table.wechatOpenid),
    check('users_role_valid', sql`${table.role} in (${roleList})`),
    // Only handlers belong to a unit: a member or operator with one would be a unit's staff
    // by accident the day their role changed.
    check('users_unit_only_handlers', sql`${table.unitId} is null or ${table.role} = 'handler'`),
    index('users_unit_idx').on(table.unitId),
  ],
);
