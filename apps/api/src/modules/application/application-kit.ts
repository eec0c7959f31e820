// Test-only: what the application and 免申即享 suites share — an enterprise with two authenticated
// members, a document with a call (review mode, open window, form fields, materials), material
// uploads, a 免申即享 case as the batch would open it, the calls' paths and raw reads of what a
// change left behind.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  enterpriseAuthentications,
  enterprises,
  exemptCases,
  messages,
  policies,
  policyCalls,
  workflowEvents,
} from '../../db/schema/index.js';
import type { CallFormField, CallMaterial } from '../../db/schema/index.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { freshCreditCode, newMember, uploadOf } from '../identity/identity-kit.js';
import type { TestMember } from '../identity/identity-kit.js';

export const PATHS = {
  form: '/api/application/form',
  save: '/api/application/save',
  submit: '/api/application/submit',
  withdraw: '/api/application/withdraw',
  confirmReceipt: '/api/application/confirm_receipt',
  detail: '/api/application/detail',
  list: '/api/application/list',
  export: '/api/application/export',
  obtained: '/api/application/obtained',
  libraryList: '/api/material/list',
  libraryAdd: '/api/material/add',
  libraryRemove: '/api/material/remove',
  caseList: '/api/exempt/list',
  caseDetail: '/api/exempt/detail',
  caseConfirm: '/api/exempt/confirm',
  caseDecline: '/api/exempt/decline',
  caseDispute: '/api/exempt/dispute',
  caseConfirmReceipt: '/api/exempt/confirm_receipt',
  adminList: '/api/console/application/list',
  adminDetail: '/api/console/application/detail',
  adminTransition: '/api/console/application/transition',
  adminCaseList: '/api/console/exempt-case/list',
  adminCaseTransition: '/api/console/exempt-case/transition',
  awardPublish: '/api/console/application/award_list_publish',
  deadlines: '/api/message/deadline_list',
} as const;

export interface TestEnterprise {
  readonly id: number;
  readonly name: string;
  readonly members: readonly [TestMember, TestMember];
}

let enterpriseCounter = 0;

/** A directory enterprise with a record (研发费用 from 企业填报) and two authenticated members. */
export async function newEnterprise(kit: AuthKit): Promise<TestEnterprise> {
  enterpriseCounter += 1;
  const name = `杭州申报测试${enterpriseCounter}号科技有限公司`;
  const [row] = await kit.db
    .insert(enterprises)
    .values({
      name,
      creditCode: freshCreditCode(),
      legalPerson: '李四',
      scale: '小型',
      rdSpending: 320.5,
      revenue: 4000,
      fieldSources: {
        name: { source: 'verified', at: '2026-01-05T00:00:00.000Z' },
        rd_spending: { source: 'enterprise', at: '2026-02-01T00:00:00.000Z' },
      },
    })
    .returning({ id: enterprises.id });
  const members = [await newMember(kit, '张伟'), await newMember(kit, '王芳')] as const;
  for (const member of members) {
    await kit.db
      .insert(enterpriseAuthentications)
      .values({ userId: member.userId, enterpriseId: row!.id });
  }
  return { id: row!.id, name, members };
}

export const FORM_FIELDS: CallFormField[] = [
  { key: 'project_name', label: '项目名称', type: 'text', required: true },
  {
    key: 'rd_spending',
    label: '上年度研发费用',
    type: 'number',
    required: true,
    unit: '万元',
    prefill: 'rd_spending',
  },
  { key: 'company_name', label: '企业名称', type: 'text', required: true, prefill: 'name' },
  {
    key: 'category',
    label: '项目类别',
    type: 'select',
    required: false,
    options: ['新产品研发', '工艺改进'],
  },
];

export const MATERIALS: CallMaterial[] = [
  {
    key: 'audit_report',
    name: '审计报告',
    required: true,
    description: '上年度审计报告',
    libraryKind: 'audit_report',
  },
  {
    key: 'licence',
    name: '营业执照',
    required: true,
    description: '营业执照副本',
    libraryKind: 'licence',
  },
  { key: 'plan', name: '项目计划书', required: false, description: '可选' },
];

export interface CallOptions {
  readonly mode?: 'review' | 'instant' | 'exempt';
  readonly start?: string | null;
  readonly end?: string | null;
  readonly state?: 'draft' | 'published';
  readonly ceiling?: number | null;
}

let callCounter = 0;

/** A published document (市级) with one call; the test clock starts 2026-03-02. */
export async function newCall(db: Db, options: CallOptions = {}): Promise<number> {
  callCounter += 1;
  const [policy] = await db
    .insert(policies)
    .values({
      level: 20,
      title: `关于支持企业研发投入的若干意见（测试${callCounter}）`,
      issuingUnit: '杭州市科技局',
      publishedOn: '2026-02-01',
      body: '<p>正文</p>',
    })
    .returning({ id: policies.id });
  const [call] = await db
    .insert(policyCalls)
    .values({
      policyId: policy!.id,
      title: `2026年度研发投入补助申报（测试${callCounter}）`,
      applyStartOn: options.start === undefined ? '2026-03-01' : options.start,
      applyEndOn: options.end === undefined ? '2026-12-31' : options.end,
      deliveryMode: options.mode ?? 'review',
      supportType: '无偿资助',
      supportCeiling: options.ceiling === undefined ? 200 : options.ceiling,
      supportText: '按研发投入的 10% 给予补助，最高 200 万元',
      conditions: { all: [] },
      checklist: ['项目具有示范带动作用'],
      formFields: FORM_FIELDS,
      materials: MATERIALS,
      handlingUnit: '杭州市科技局',
      state: options.state ?? 'published',
    })
    .returning({ id: policyCalls.id });
  return call!.id;
}

export async function materialUpload(db: Db, member: TestMember): Promise<number> {
  return uploadOf(db, member.userId, 'material');
}

/** A full, valid draft body for the member (their own material uploads). */
export async function fullDraft(db: Db, member: TestMember, callId: number) {
  return {
    call_id: callId,
    form: { project_name: '智能传感器研发', rd_spending: 320.5, company_name: '测试企业' },
    materials: {
      audit_report: [await materialUpload(db, member)],
      licence: [await materialUpload(db, member)],
    },
  };
}

/** A 免申即享 case as the batch opens it (state as given, 20 万元). */
export async function newCase(
  db: Db,
  enterpriseId: number,
  callId: number,
  state: 'matched' | 'notified' | 'paid' = 'notified',
  now = new Date('2026-03-02T01:00:00Z'),
): Promise<number> {
  const [row] = await db
    .insert(exemptCases)
    .values({
      callId,
      enterpriseId,
      state,
      snapshot: [
        {
          id: 'rd',
          label: '上年度研发费用不少于 300 万元',
          field: 'rd_spending',
          outcome: 'met',
          value: 320.5,
          source: '企业填报',
          asOf: '2026-02-01',
        },
      ],
      amount: 20,
      notifiedAt: state === 'matched' ? null : now,
      paidAt: state === 'paid' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: exemptCases.id });
  return row!.id;
}

export async function eventsOf(db: Db, entityType: string, id: number) {
  return db
    .select()
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entityType, entityType), eq(workflowEvents.entityId, id)))
    .orderBy(asc(workflowEvents.id));
}

export async function auditOf(db: Db, entityType: string, id: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
}

export async function messagesAbout(db: Db, userId: number, entityType: string, id: number) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.entityType, entityType),
        eq(messages.entityId, id),
      ),
    )
    .orderBy(asc(messages.id));
}
