// enterprise_record: the member's enterprise record with each field's source and date, its
// qualifications (资质管理 maintains them) and the counts of its IP records.
import type { EnterpriseRecord, RecordSourcedField } from '@qyfw/portal-sdk/schemas';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  copyrights,
  enterprises,
  patents,
  qualifications,
  softwareCopyrights,
  trademarks,
} from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds } from '../shared/dates.js';
import { rdShare, recordFieldsOf } from './record-fields.js';

export async function readRecord(db: Db, enterpriseId: number): Promise<EnterpriseRecord> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!row) throw ApiError.notFound('企业不存在');
  const [qualificationRows, patentCounts, trademarkCount, copyrightCount, softwareCount] =
    await Promise.all([
      db
        .select()
        .from(qualifications)
        .where(eq(qualifications.enterpriseId, enterpriseId))
        .orderBy(asc(qualifications.dueOn), asc(qualifications.id)),
      db
        .select({ type: patents.patentType, n: count() })
        .from(patents)
        .where(eq(patents.enterpriseId, enterpriseId))
        .groupBy(patents.patentType),
      db.$count(trademarks, eq(trademarks.enterpriseId, enterpriseId)),
      db.$count(copyrights, eq(copyrights.enterpriseId, enterpriseId)),
      db.$count(softwareCopyrights, eq(softwareCopyrights.enterpriseId, enterpriseId)),
    ]);
  const patentsOf = (type: string) => patentCounts.find((entry) => entry.type === type)?.n ?? 0;
  const fields = recordFieldsOf(row);
  const sources: EnterpriseRecord['sources'] = {};
  for (const [field, source] of Object.entries(row.fieldSources)) {
    const at = Date.parse(source.at);
    if (Number.isNaN(at)) continue;
    sources[field as RecordSourcedField] = {
      source: source.source,
      at: epochSeconds(new Date(at)),
    };
  }
  return {
    enterprise_id: row.id,
    version: row.version,
    name: row.name,
    credit_code: row.creditCode ?? '',
    fields,
    rd_share: rdShare(fields),
    sources,
    qualifications: qualificationRows.map((item) => ({
      id: item.id,
      name: item.name,
      number: item.number,
      issuing_authority: item.issuingAuthority,
      status: item.status,
      issued_on: item.issuedOn,
      due_on: item.dueOn,
    })),
    ip: {
      invention_patents: patentsOf('invention'),
      utility_patents: patentsOf('utility'),
      design_patents: patentsOf('design'),
      trademarks: trademarkCount,
      copyrights: copyrightCount,
      software_copyrights: softwareCount,
    },
    updated_at: row.updatedAt ? epochSeconds(row.updatedAt) : null,
  };
}
