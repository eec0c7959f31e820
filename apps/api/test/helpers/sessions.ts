// A test's own session for a user of a given role, as that role's front end would hold one:
// staff (operator, handler, admin) get a console session — the kind that passed /console/'s
// second factor, which staff-only calls require — everyone else a member's portal session.
import { CONSOLE_ROLES } from '@qyfw/portal-sdk/constants';
import type { Role } from '@qyfw/portal-sdk/constants';
import type { Db } from '../../src/db/client.js';
import { createSession } from '../../src/plugins/session.js';
import type { IssuedSession } from '../../src/plugins/session.js';

export function sessionAs(
  db: Db,
  userId: number,
  role: Role,
  now: Date = new Date(),
): Promise<IssuedSession> {
  const staff = (CONSOLE_ROLES as readonly Role[]).includes(role);
  return createSession(db, userId, now, undefined, staff ? 'console' : 'member');
}
