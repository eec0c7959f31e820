// What the member and operators are told of an application (the SDK's applicationSchema,
// applicationDetailSchema and adminApplicationDetailSchema).
import { eventsFor, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type {
  AdminApplicationDetail,
  Application,
  ApplicationDetail,
} from '@qyfw/portal-sdk/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterprises } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds, shanghaiDate } from '../shared/dates.js';
import { callForm, callWithPolicy, itemLabel } from './call.js';
import type { CallRow, CallWithPolicy } from './call.js';
import { applicationDue, correctionOverdue, deadlineView } from './due.js';
import { filesById, materialUploadIds } from './files.js';
import { nextStep } from './next-step.js';
import type { ApplicationRow } from './rows.js';
import { timelineOf } from './timeline.js';

const secondsOrNull = (date: Date | null) => (date === null ? null : epochSeconds(date));

export async function applicationView(
  db: Db,
  row: ApplicationRow,
  call: CallRow,
): Promise<Application> {
  const files = await filesById(db, materialUploadIds(row.materials));
  return {
    id: row.id,
    call_id: row.callId,
    state: row.state,
    version: row.version,
    serial_number: row.serialNumber,
    form: row.form,
    materials: row.materials,
    files: [...files.values()].sort((a, b) => a.id - b.id),
    corrections: row.corrections.map((item) => ({
      kind: item.kind,
      key: item.key,
      label: itemLabel(call, item.kind, item.key),
      note: item.note,
    })),
    reason: row.reason,
    amount: row.amount,
    createtime: epochSeconds(row.createdAt),
    updatetime: epochSeconds(row.updatedAt),
    submittime: secondsOrNull(row.submittedAt),
    paidtime: secondsOrNull(row.paidAt),
    receivedtime: secondsOrNull(row.receivedAt),
  };
}

async function callOf(db: Db, row: ApplicationRow): Promise<CallWithPolicy> {
  const found = await callWithPolicy(db, row.callId);
  // The foreign key restricts deleting a call with applications.
  if (!found) throw ApiError.notFound('申报通知不存在');
  return found;
}

export async function applicationDetail(
  db: Db,
  row: ApplicationRow,
  now: Date,
  found?: CallWithPolicy,
): Promise<ApplicationDetail> {
  const withPolicy = found ?? (await callOf(db, row));
  const due = applicationDue(row, withPolicy.call);
  const today = shanghaiDate(now);
  return {
    ...(await applicationView(db, row, withPolicy.call)),
    call: callForm(withPolicy, now),
    timeline: await timelineOf(db, 'policy_application', row.id),
    next_step: nextStep(row, today),
    deadline: deadlineView(due, today),
    // The flow table's events for the applicant, less 补正后重新提交 once the 补正 period is over
    // (submit refuses it then).
    actions: eventsFor(policyApplicationFlow, row.state, 'applicant').filter(
      (event) => event !== 'resubmit' || !correctionOverdue(row, today),
    ),
  };
}

export async function adminApplicationDetail(
  db: Db,
  row: ApplicationRow,
  now: Date,
): Promise<AdminApplicationDetail> {
  const [enterprise] = await db
    .select({ id: enterprises.id, name: enterprises.name, creditCode: enterprises.creditCode })
    .from(enterprises)
    .where(eq(enterprises.id, row.enterpriseId));
  return {
    ...(await applicationDetail(db, row, now)),
    enterprise: {
      id: row.enterpriseId,
      name: enterprise?.name ?? '',
      credit_code: enterprise?.creditCode ?? '',
    },
    operator_actions: eventsFor(policyApplicationFlow, row.state, 'operator'),
  };
}
