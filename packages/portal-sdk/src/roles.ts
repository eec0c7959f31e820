// Roles (design §6): stored on each user (users.role, default member) and checked by the server on
// every call whose `auth` names roles. A contract constant: the server refuses unknown values.
// Experts and enterprise members are not roles here: they follow from an approved application or
// an authenticated enterprise, not from an operator's grant.

export const ROLES = {
  /** Every registered user: the enterprise's own records and applications. */
  member: 'member',
  /** 平台运营: the operator console — content, reviews, the workflows of every entity. */
  operator: 'operator',
  /** Staff of a handling unit (承办单位), for the appeals assigned to it. */
  handler: 'handler',
  /** 系统管理员: the console's people and roles (人员与角色); signs in to the console like staff. */
  admin: 'admin',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Every role, in a stable order (the database check and the docs list them so). */
export const ROLE_NAMES = Object.values(ROLES) as readonly Role[];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  member: '会员',
  operator: '平台运营',
  handler: '办理人员',
  admin: '系统管理员',
};

/** The roles that sign in to the operator console (apps/console) rather than the portal. */
export const CONSOLE_ROLES = ['operator', 'handler', 'admin'] as const satisfies readonly Role[];
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}
