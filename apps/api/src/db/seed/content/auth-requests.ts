// Enterprise authentication requests (企业认证; DOMAIN §7) in every state of the flow, so the
// operators' queue, /identity and the join requests of demo_enterprise show real cases: members
// who applied (seeded here, mobiles 1395710xxxx, no password: they never log in), each request
// with the history transition() would have written. demo_member has none: the demo (and the e2e
// journey) start it from scratch.
import { AUTH_RESUBMIT_DAYS, FLOWS } from '@qyfw/portal-sdk/flows';
import type { EnterpriseAuthState } from '@qyfw/portal-sdk/flows';
import { ROLES } from '@qyfw/portal-sdk/constants';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../client.js';
import {
  enterpriseAuthentications,
  enterpriseEdits,
  enterprises,
  users,
  workflowEvents,
} from '../../schema/index.js';
import { creditCode, DEMO_ENTERPRISE } from './enterprises.js';
import { daysFrom } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

const APPLICANT_MOBILE_PREFIX = '1395710';

interface SeededRequest {
  readonly nickname: string;
  readonly mobile: string;
  /** Either a new enterprise's name and code, or the directory's enterprise at this position. */
  readonly enterpriseName?: string;
  readonly creditCode?: string;
  readonly directoryIndex?: number;
  readonly legalPerson: string;
  readonly state: EnterpriseAuthState;
  /** Days before the seed's `now` it was submitted. */
  readonly submittedDaysAgo: number;
  readonly reason?: string;
}

const REQUESTS: readonly SeededRequest[] = [
  {
    nickname: '张伟',
    mobile: `${APPLICANT_MOBILE_PREFIX}0101`,
    enterpriseName: '杭州钱塘精芯半导体有限公司',
    creditCode: creditCode('330114', 'MA2J7K3L1'),
    legalPerson: '张伟',
    state: 'pending',
    submittedDaysAgo: 1,
  },
  {
    nickname: '赵磊',
    mobile: `${APPLICANT_MOBILE_PREFIX}0102`,
    enterpriseName: '杭州滨江数智物联科技有限公司',
    creditCode: creditCode('330108', 'MA2H5N8P3'),
    legalPerson: '赵磊',
    state: 'pending',
    submittedDaysAgo: 3,
  },
  {
    // Joining the enterprise demo_enterprise already authenticated: it waits for demo_enterprise.
    nickname: '李娜',
    mobile: `${APPLICANT_MOBILE_PREFIX}0103`,
    enterpriseName: DEMO_ENTERPRISE.name,
    creditCode: DEMO_ENTERPRISE.creditCode,
    legalPerson: '周建国',
    state: 'awaiting_enterprise',
    submittedDaysAgo: 2,
  },
  {
    nickname: '王芳',
    mobile: `${APPLICANT_MOBILE_PREFIX}0104`,
    enterpriseName: '杭州余杭绿能新材料有限公司',
    creditCode: creditCode('330110', 'MA2F9R2T6'),
    legalPerson: '王芳',
    state: 'returned',
    submittedDaysAgo: 6,
    reason: '营业执照照片模糊，无法辨认统一社会信用代码，请上传清晰的彩色扫描件后重新提交。',
  },
  {
    nickname: '刘洋',
    mobile: `${APPLICANT_MOBILE_PREFIX}0105`,
    enterpriseName: '杭州拱墅智慧医疗器械有限公司',
    creditCode: creditCode('330105', 'MA2K4W7X2'),
    legalPerson: '刘洋',
    state: 'withdrawn',
    submittedDaysAgo: 12,
  },
  {
    nickname: '陈静',
    mobile: `${APPLICANT_MOBILE_PREFIX}0106`,
    directoryIndex: 2,
    legalPerson: '陈静',
    state: 'approved',
    submittedDaysAgo: 20,
  },
];

export async function seedAuthRequests(db: Db, context: SeedContext): Promise<void> {
  // The reviewing operator: demo_operator when the demo accounts are seeded (the content alone,
  // as its own tests seed it, has none, and the history then names no one).
  const [reviewer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, ROLES.operator))
    .orderBy(users.id)
    .limit(1);
  const operator = reviewer?.id ?? null;
  for (const request of REQUESTS) {
    const [directory] = await db
      .select({ id: enterprises.id, name: enterprises.name, creditCode: enterprises.creditCode })
      .from(enterprises)
      .where(
        request.creditCode === undefined
          ? undefined
          : eq(enterprises.creditCode, request.creditCode),
      )
      .orderBy(enterprises.id)
      .offset(request.directoryIndex ?? 0)
      .limit(1);
    const enterpriseName = request.enterpriseName ?? directory?.name;
    const code = request.creditCode ?? directory?.creditCode;
    if (!enterpriseName || !code) continue;
    const [user] = await db
      .insert(users)
      .values({ nickname: request.nickname, mobile: request.mobile })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const submittedAt = daysFrom(context.now, -request.submittedDaysAgo);
    const decidedAt = daysFrom(submittedAt, 1);
    const decided = request.state === 'returned' || request.state === 'approved';
    const withdrawn = request.state === 'withdrawn';
    const [row] = await db
      .insert(enterpriseEdits)
      .values({
        userId: user.id,
        enterpriseId: directory?.id ?? null,
        enterpriseName,
        creditCode: code,
        legalPerson: request.legalPerson,
        state: request.state,
        version: decided || withdrawn ? 1 : 0,
        reason: request.reason ?? null,
        reviewedBy: decided ? operator : null,
        reviewedAt: decided ? decidedAt : null,
        resubmitBy: request.state === 'returned' ? daysFrom(decidedAt, AUTH_RESUBMIT_DAYS) : null,
        createdAt: submittedAt,
        submittedAt,
      })
      .returning({ id: enterpriseEdits.id });
    if (request.state === 'approved' && directory) {
      await db
        .insert(enterpriseAuthentications)
        .values({ userId: user.id, enterpriseId: directory.id, createdAt: decidedAt })
        .onConflictDoNothing();
    }
    if (decided || withdrawn) {
      const event = withdrawn ? 'withdraw' : request.state === 'approved' ? 'approve' : 'return';
      await db.insert(workflowEvents).values({
        entityType: FLOWS.enterprise_auth.entity,
        entityId: row!.id,
        fromState: 'pending',
        toState: request.state,
        event,
        actorUserId: withdrawn ? user.id : operator,
        actorRole: withdrawn ? 'applicant' : 'operator',
        reason: request.reason ?? null,
        version: 1,
        at: withdrawn ? daysFrom(submittedAt, 2) : decidedAt,
      });
    }
  }
}

/** The seeded applicants (their requests and history go with them). */
export async function resetAuthRequests(db: Db): Promise<void> {
  const applicants = db
    .select({ id: users.id })
    .from(users)
    .where(like(users.mobile, `${APPLICANT_MOBILE_PREFIX}%`));
  await db
    .delete(workflowEvents)
    .where(
      and(
        eq(workflowEvents.entityType, FLOWS.enterprise_auth.entity),
        inArray(
          workflowEvents.entityId,
          db
            .select({ id: enterpriseEdits.id })
            .from(enterpriseEdits)
            .where(inArray(enterpriseEdits.userId, applicants)),
        ),
      ),
    );
  await db.delete(users).where(like(users.mobile, `${APPLICANT_MOBILE_PREFIX}%`));
}
