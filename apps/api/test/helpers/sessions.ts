// A test's own session for a user of a given role, as that role's front end would hold one:
// staff (operator, handler, admin) get a console session — the kind that passed /console/'s
// second factor, which staff-only calls require — everyone else a member's portal session.
import { CONSOLE_ROLES } from '@qyfw/portal-sdk/constants';
import type { Role } from '@qyfw/portal-sdk/constants';
import type { Db } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { createSession } from '../../src/plugins/session.js';
import type { IssuedSession } from '../../src/plugins/session.js';
import { freshMobile } from './auth-kit.js';

export function sessionAs(
  db: Db,
  userId: number,
  role: Role,
  now: Date = new Date(),
): Promise<IssuedSession> {
  const staff = (CONSOLE_ROLES as readonly Role[]).includes(role);
  return createSession(db, userId, now, undefined, staff ? 'console' : 'member');
}

export interface SignedInUsers<Name extends string> {
  readonly ids: Record<Name, number>;
  readonly tokens: Record<Name, string>;
}

/**
 * A suite's own people, one new user per name with the role given (username `<prefix>_<name>`, a
 * fresh mobile), each signed in as sessionAs signs in: suites never depend on each other's changes.
 */
export async function signedInUsers<Name extends string>(
  db: Db,
  roles: Readonly<Record<Name, Role>>,
  prefix: string,
  now: Date = new Date(),
): Promise<SignedInUsers<Name>> {
  const signedIn = { ids: {}, tokens: {} } as SignedInUsers<Name>;
  for (const name of Object.keys(roles) as Name[]) {
    const [row] = await db
      .insert(users)
      .values({ username: `${prefix}_${name}`, role: roles[name], mobile: freshMobile() })
      .returning({ id: users.id });
    signedIn.ids[name] = row!.id;
    signedIn.tokens[name] = (await sessionAs(db, row!.id, roles[name], now)).token;
  }
  return signedIn;
}
