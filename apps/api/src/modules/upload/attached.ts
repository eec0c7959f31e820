// What "attached" means for an upload: some record names it. Today six places do (sweep.test
// lists the foreign keys to uploads, so a new one fails there until it is added here):
// - users.avatar_upload_id — a member's avatar;
// - enterprise_edits.licence_upload_id / authorisation_upload_id — an authentication request's
//   documents, whatever its state (a decided request is still the record of why);
// - enterprise_materials.upload_id — the enterprise's material library;
// - policy_applications.materials — upload ids by material key, in jsonb (no foreign key), of an
//   application in any state;
// - site images by their address (/api/static/uploads/<id>, no foreign key): news.image, a draft's
//   too, and site_config's carousel_images (a banner's page follows as ?to=) and service_qr_image.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * Every upload id some record names, as one list. A NULL is left out of each branch; a jsonb
 * element that is not a whole number names no upload.
 */
const NAMED_UPLOAD_IDS: SQL = sql`
  select avatar_upload_id::bigint from users where avatar_upload_id is not null
  union all
  select licence_upload_id::bigint from enterprise_edits where licence_upload_id is not null
  union all
  select authorisation_upload_id::bigint from enterprise_edits
   where authorisation_upload_id is not null
  union all
  select upload_id::bigint from enterprise_materials
  union all
  select named.id::bigint
    from policy_applications application,
         jsonb_each(application.materials) as entry(key, ids),
         jsonb_array_elements_text(
           case jsonb_typeof(entry.ids) when 'array' then entry.ids else '[]'::jsonb end
         ) as named(id)
   where named.id ~ '^[0-9]{1,18}$'
  union all
  select substring(image from '^/api/static/uploads/([0-9]{1,10})(?:[?]|$)')::bigint from news
   where image ~ '^/api/static/uploads/[0-9]{1,10}([?]|$)'
  union all
  select substring(shown.address from '^/api/static/uploads/([0-9]{1,10})(?:[?]|$)')::bigint
    from site_config,
         unnest(site_config.carousel_images || site_config.service_qr_image) as shown(address)
   where shown.address ~ '^/api/static/uploads/[0-9]{1,10}([?]|$)'`;

/**
 * The list as a materialized CTE (`with ${NAMED_UPLOADS} …`), built once per statement. Asked
 * per upload instead (a correlated NOT EXISTS, or NOT IN, which the planner would not hash at
 * its jsonb row estimates) it re-expanded every application's materials for every upload:
 * 20 000 uploads took minutes.
 */
export const NAMED_UPLOADS: SQL = sql`named_upload(id) as materialized (${NAMED_UPLOAD_IDS})`;

/** True for an `uploads` row (aliased `upload`) that no record names; needs NAMED_UPLOADS. */
export const UNATTACHED: SQL = sql`not exists (select 1 from named_upload
                                                where named_upload.id = upload.id::bigint)`;
