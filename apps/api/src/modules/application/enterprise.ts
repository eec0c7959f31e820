// The member acts for their enterprise (DOMAIN §3): every application, case and library file
// belongs to an enterprise, and any authenticated member of it may act on it. The enterprise is
// always the caller's own — the calls declare `auth: 'enterprise'` and registerCall hands them
// `session.enterpriseId`; no body names one.
import type { Db } from '../../db/client.js';
import { membersOf } from '../identity/requests.js';

/** Every authenticated member of the enterprise: each hears of every change of its records. */
export async function enterpriseMembers(db: Db, enterpriseId: number): Promise<number[]> {
  return membersOf(db, enterpriseId);
}
