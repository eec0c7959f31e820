// enterprise_record: the member's enterprise record with each field's source and date, its
// qualifications (资质管理 maintains them; one past its 有效期至 shows 已失效) and the counts of its
// IP records — the held ones, counted by shared/holdings.ts as the match and the warning count them.
import type { EnterpriseRecord, RecordSourcedField } from '@qyfw/portal-sdk/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprises, qualifications } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds, shanghaiDate } from '../shared/dates.js';
import { heldStatus, holdingsOf } from '../shared/holdings.js';
import { rdShare, recordFieldsOf } from './record-fields.js';

export async function readRecord(
  db: Db,
  enterpriseId: number,
  now: Date,
): Promise<EnterpriseRecord> {
  const today = shanghaiDate(now);
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!row) throw ApiError.notFound('企业不存在');
  const [qualificationRows, held] = await Promise.all([
    db
      .select()
      .from(qualifications)
      .where(eq(qualifications.enterpriseId, enterpriseId))
      .orderBy(asc(qualifications.dueOn), asc(qualifications.id)),
    holdingsOf(db, enterpriseId, today),
  ]);
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
      status: heldStatus('qualification', item, today),
      issued_on: item.issuedOn,
      due_on: item.dueOn,
    })),
    ip: {
      invention_patents: held.invention,
      utility_patents: held.utility,
      design_patents: held.design,
      trademarks: held.trademarks,
      copyrights: held.copyrights,
      software_copyrights: held.software,
    },
    updated_at: row.updatedAt ? epochSeconds(row.updatedAt) : null,
  };
}
