// enterprise_record_save: an edit of the enterprise record by one of its members. In one
// transaction: lock the row, refuse a stale version (409), keep only the fields that really
// change, check the result, write the columns, the fields' source (企业填报, now), the version
// row with each field before and after, the audit row, and a message to every OTHER member of
// the enterprise. A save that changes nothing writes nothing and answers the record as it is.
// It opens no 免申即享 case: what a member types may make a call 可申报 on /match, but a case
// opens only from data the platform trusts (policy-match/exempt-batch.ts, DOMAIN §3, §7).
import type { RecordFieldName, RecordFields } from '@qyfw/portal-sdk/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseRecordVersions, enterprises } from '../../db/schema/index.js';
import type { FieldSource, RecordFieldChange } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { notifyLatest } from '../message/notify.js';
import { recordAudit } from '../shared/audit.js';
import type { AuditClient } from '../shared/audit.js';
import { checkRecord } from './record-check.js';
import { RECORD_FIELD_NAMES, RECORD_PROPERTIES, recordFieldsOf } from './record-fields.js';
import { enterpriseMemberIds } from './record-members.js';

export const STALE_RECORD = '数据已被他人修改，请刷新后再试';

export interface RecordEdit extends AuditClient {
  readonly enterpriseId: number;
  readonly userId: number;
  readonly version: number;
  readonly fields: Partial<RecordFields>;
  readonly now: Date;
}

/** Answers whether a version was written. */
export async function saveRecord(db: Db, edit: RecordEdit): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, edit.enterpriseId))
      .for('update');
    if (!row) throw ApiError.notFound('企业不存在');
    if (row.version !== edit.version) throw new ApiError(409, 409, STALE_RECORD);

    const before = recordFieldsOf(row);
    const after: RecordFields = { ...before, ...edit.fields };
    const changes: RecordFieldChange[] = RECORD_FIELD_NAMES.filter(
      (field) => edit.fields[field] !== undefined && !sameValue(before[field], after[field]),
    ).map((field) => ({ field, before: before[field], after: after[field] }));
    if (changes.length === 0) return false;
    checkRecord(after, edit.now);

    const at = edit.now.toISOString();
    const fieldSources: Record<string, FieldSource> = { ...row.fieldSources };
    const columns: Partial<typeof enterprises.$inferInsert> = {};
    for (const { field } of changes) {
      fieldSources[field] = { source: 'enterprise', at };
      Object.assign(columns, {
        [RECORD_PROPERTIES[field as RecordFieldName]]: after[field as RecordFieldName],
      });
    }
    const version = row.version + 1;
    const [updated] = await tx
      .update(enterprises)
      .set({ ...columns, fieldSources, version, updatedAt: edit.now })
      .where(and(eq(enterprises.id, row.id), eq(enterprises.version, row.version)))
      .returning({ id: enterprises.id });
    if (!updated) throw new ApiError(409, 409, STALE_RECORD);

    await tx.insert(enterpriseRecordVersions).values({
      enterpriseId: row.id,
      userId: edit.userId,
      version,
      changes,
      at: edit.now,
    });
    await recordAudit(tx, {
      actorUserId: edit.userId,
      actorRole: 'member',
      action: 'enterprise_record.save',
      entityType: 'enterprise',
      entityId: row.id,
      before: Object.fromEntries(changes.map((change) => [change.field, change.before])),
      after: Object.fromEntries(changes.map((change) => [change.field, change.after])),
      ip: edit.ip,
      userAgent: edit.userAgent,
      at: edit.now,
    });
    const others = (await enterpriseMemberIds(tx, row.id)).filter((id) => id !== edit.userId);
    // One unread message per colleague however often this member saves (notifyLatest).
    for (const userId of others) {
      await notifyLatest(
        tx,
        {
          userId,
          type: 'enterprise',
          title: '企业信息已更新',
          body: `${row.name}的企业信息被其他成员修改（最近一次修改${changes.length}项），可在企业信息的修改记录中查看。`,
          link: '/information',
          entity: { type: 'enterprise', id: row.id },
        },
        edit.now,
      );
    }
    return true;
  });
}

/** Values as stored compare by their JSON (contacts are arrays of plain objects). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
