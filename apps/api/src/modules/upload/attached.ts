// What "attached" means for an upload: some record names it. Today four places do (sweep.test
// lists the foreign keys to uploads, so a new one fails there until it is added here):
// - users.avatar_upload_id — a member's avatar;
// - enterprise_edits.licence_upload_id / authorisation_upload_id — an authentication request's
//   documents, whatever its state (a decided request is still the record of why);
// - enterprise_materials.upload_id — the enterprise's material library;
// - policy_applications.materials — upload ids by material key, in jsonb (no foreign key), of an
//   application in any state.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** True for an `uploads` row (aliased `upload` in the query) that no record names. */
export const UNATTACHED: SQL = sql`
  not exists (select 1 from users where users.avatar_upload_id = upload.id)
  and not exists (select 1 from enterprise_edits edit
                   where edit.licence_upload_id = upload.id
                      or edit.authorisation_upload_id = upload.id)
  and not exists (select 1 from enterprise_materials material
                   where material.upload_id = upload.id)
  and not exists (select 1 from policy_applications application,
                         jsonb_each(application.materials) as entry(key, ids),
                         jsonb_array_elements_text(
                           case jsonb_typeof(entry.ids) when 'array' then entry.ids else '[]'::jsonb end
                         ) as named(id)
                   where named.id = upload.id::text)`;
