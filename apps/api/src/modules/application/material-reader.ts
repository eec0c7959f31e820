// Who else may download an application's material files (design §6: only those allowed to see
// the record): every member of the enterprise whose application or material library holds the
// file. Operators read every upload already; the uploader always may.
import { and, eq, sql } from 'drizzle-orm';
import {
  enterpriseAuthentications,
  enterpriseMaterials,
  policyApplications,
} from '../../db/schema/index.js';
import type { UploadReader } from '../upload/access.js';

export const materialReader: UploadReader = async (db, { userId, upload }) => {
  if (upload.purpose !== 'material') return false;
  const [inLibrary] = await db
    .select({ id: enterpriseMaterials.id })
    .from(enterpriseMaterials)
    .innerJoin(
      enterpriseAuthentications,
      eq(enterpriseAuthentications.enterpriseId, enterpriseMaterials.enterpriseId),
    )
    .where(
      and(
        eq(enterpriseAuthentications.userId, userId),
        eq(enterpriseMaterials.uploadId, upload.id),
      ),
    )
    .limit(1);
  if (inLibrary) return true;
  const [inApplication] = await db
    .select({ id: policyApplications.id })
    .from(policyApplications)
    .innerJoin(
      enterpriseAuthentications,
      eq(enterpriseAuthentications.enterpriseId, policyApplications.enterpriseId),
    )
    .where(
      and(
        eq(enterpriseAuthentications.userId, userId),
        // Any material key's list holding the id.
        sql`jsonb_path_exists(${policyApplications.materials}, '$.*[*] ? (@ == $id)', jsonb_build_object('id', ${upload.id}::int))`,
      ),
    )
    .limit(1);
  return inApplication !== undefined;
};
