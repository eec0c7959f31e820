// 消息中心 of demo_enterprise: messages of every MESSAGE_TYPES kind, dated over the last four
// weeks around the seed's `now`, some read and some not. Each links to the screen that settles it
// where one exists today (issue 25: no dead ends): the call about to close → its policy's page,
// the patent fee → /deadlines (the IP screens are planned). Appeals and market have no member
// screen yet: their messages carry no link and open their own full text in 消息中心.
// Seeded messages owe no SMS or email copies: the demo never texts a real phone.
import type { MessageType } from '@qyfw/portal-sdk/constants';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { messages, patents, policies, policyCalls, users } from '../../schema/index.js';
import { patentFeeYearOf } from '../../../modules/enterprise/ip-dates.js';
import { IP_DEADLINE_LINK } from '../../../modules/enterprise/renewal-deadlines.js';
import { daysLeft } from '../../../modules/message/deadlines.js';
import { enterpriseOf } from '../../../plugins/scope.js';
import { DEMO_ACCOUNTS } from '../demo-accounts.js';
import { daysFrom } from './seed-context.js';
import { DEMO_ENTERPRISE } from './enterprises.js';

const HOUR_MS = 60 * 60 * 1000;

interface SeededMessage {
  readonly type: MessageType;
  readonly title: string;
  readonly body: (dates: DemoDates) => string;
  /** A portal path of a screen that exists (routes.md: built), or null: the text is all. */
  readonly link: string | null;
  /** Days (fractions for hours) before `now`. */
  readonly daysAgo: number;
  /** Hours after arrival it was read; absent while unread. */
  readonly readAfterHours?: number;
}

interface DemoDates {
  /** 月日 of `now` moved by whole days, as a message body names a day. */
  day(offset: number): string;
}

function demoDates(now: Date): DemoDates {
  return {
    day(offset) {
      const beijing = new Date(daysFrom(now, offset).getTime() + 8 * HOUR_MS);
      return `${beijing.getUTCMonth() + 1}月${beijing.getUTCDate()}日`;
    },
  };
}

const SEEDED: readonly SeededMessage[] = [
  {
    type: 'system',
    title: '系统维护通知',
    body: (d) =>
      `企业服务门户将于${d.day(3)} 00:00 至 06:00 进行系统升级维护，期间政策申报、诉求提交等服务暂停，给您带来不便敬请谅解。`,
    link: null,
    daysAgo: 0.1,
  },
  {
    type: 'security',
    title: '账号在新设备登录',
    body: (d) =>
      `您的账号于${d.day(-2)} 09:12 在 Windows 电脑（Chrome 浏览器，浙江省杭州市）登录。如非本人操作，请立即修改密码。`,
    link: '/basics',
    daysAgo: 2,
  },
  {
    type: 'market',
    title: '收到新的合作意向',
    body: () =>
      '杭州启明智能装备有限公司对贵企业发布的需求「工业视觉检测设备采购」表达了合作意向，请及时查看并回复。',
    link: null,
    daysAgo: 4,
  },
  {
    type: 'appeal',
    title: '诉求已办结',
    body: () =>
      '您提交的诉求「园区周边道路夜间照明不足」已由区住房和城乡建设局办结，请对办理结果进行评价。',
    link: null,
    daysAgo: 5,
    readAfterHours: 3,
  },
  {
    type: 'enterprise',
    title: '企业信息已更新',
    body: () =>
      `${DEMO_ENTERPRISE.name}的「研发投入」「营业收入」已由${DEMO_ACCOUNTS.enterprise.nickname}更新，修改记录可在企业信息页查看。`,
    link: '/information',
    daysAgo: 6,
  },
  {
    type: 'appeal',
    title: '诉求已受理',
    body: () => '您提交的诉求「园区周边道路夜间照明不足」已受理，承办单位：区住房和城乡建设局。',
    link: null,
    daysAgo: 9,
    readAfterHours: 1,
  },
  {
    type: 'policy',
    title: '有新政策与贵企业匹配',
    body: () =>
      '本周新发布的政策中有3条与贵企业的行业、规模相符，包括「杭州市促进软件和信息服务业高质量发展若干政策」。',
    // The match evaluates every open call against the enterprise: where "matches" is settled.
    link: '/match',
    daysAgo: 11,
    readAfterHours: 20,
  },
  {
    type: 'enterprise',
    title: '企业信息经平台核验',
    body: () =>
      '贵企业的统一社会信用代码、法定代表人和注册地址已通过平台核验，来源显示为「平台核验」。',
    link: '/information',
    daysAgo: 14,
    readAfterHours: 5,
  },
  {
    type: 'security',
    title: '登录密码已修改',
    body: (d) =>
      `您的登录密码已于${d.day(-17)}修改，其他设备上的登录已全部退出。如非本人操作，请立即通过“忘记密码”重置。`,
    link: '/basics',
    daysAgo: 17,
    readAfterHours: 0.5,
  },
  {
    type: 'auth',
    title: '企业认证已通过',
    body: () =>
      `您提交的${DEMO_ENTERPRISE.name}企业认证申请已通过审核，现在可以使用政策匹配、知识产权等企业服务。`,
    link: '/identity',
    daysAgo: 21,
    readAfterHours: 2,
  },
  {
    type: 'auth',
    title: '企业认证申请已提交',
    body: () =>
      '您的企业认证申请已提交，平台将在3个工作日内完成审核，审核结果将通过消息中心通知您。',
    link: '/identity',
    daysAgo: 23,
    readAfterHours: 1,
  },
  {
    type: 'system',
    title: '欢迎使用企业服务门户',
    body: () =>
      '您可以在个人中心完善企业信息、完成企业认证，在消息中心查看各项办理进度，并可在“我的待办期限”订阅日历提醒。',
    link: '/personalcenter',
    daysAgo: 27,
    readAfterHours: 0.2,
  },
];

/** 月日 of a YYYY-MM-DD date, as a message body names a day. */
function monthDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}月${day}日`;
}

/**
 * The messages about records the content seed made: the published call that closes soonest
 * (linked to its policy's page, where its window and the member's action are) and the demo
 * enterprise's next patent fee (linked to /deadlines, where the fee is listed). Each is left out
 * when its record is not there (a content-only or empty catalogue): a reminder of nothing would
 * be false.
 */
async function recordMessages(db: Db, userId: number, now: Date): Promise<SeededMessage[]> {
  const today = new Date(now.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);
  const [call] = await db
    .select({
      title: policyCalls.title,
      policyId: policyCalls.policyId,
      endOn: policyCalls.applyEndOn,
    })
    .from(policyCalls)
    .innerJoin(policies, eq(policies.id, policyCalls.policyId))
    .where(
      and(
        eq(policyCalls.state, 'published'),
        eq(policies.state, 'published'),
        gte(policyCalls.applyEndOn, today),
      ),
    )
    .orderBy(asc(policyCalls.applyEndOn), asc(policyCalls.id))
    .limit(1);
  const enterpriseId = await enterpriseOf(db, userId);
  const [patent] =
    enterpriseId === undefined
      ? []
      : await db
          .select({ name: patents.name, appliedOn: patents.appliedOn, dueOn: patents.dueOn })
          .from(patents)
          .where(
            and(
              eq(patents.enterpriseId, enterpriseId),
              eq(patents.status, 'valid'),
              gte(patents.dueOn, today),
            ),
          )
          .orderBy(asc(patents.dueOn), asc(patents.id))
          .limit(1);
  const found: SeededMessage[] = [];
  if (call?.endOn) {
    const endOn = call.endOn;
    found.push({
      type: 'policy',
      title: '政策申报即将截止',
      body: () =>
        `「${call.title}」将于${monthDay(endOn)}截止申报（还剩 ${daysLeft(endOn, now)} 天），请尽快准备材料并提交。`,
      link: `/policyDetailData?id=${call.policyId}`,
      daysAgo: 1,
    });
  }
  if (patent?.dueOn) {
    const dueOn = patent.dueOn;
    const year = patent.appliedOn ? patentFeeYearOf(patent.appliedOn, dueOn) : null;
    found.push({
      type: 'ip',
      title: '专利年费即将到期',
      body: () =>
        `贵企业的专利「${patent.name}」${year === null ? '' : `第${year}年`}年费缴费期限为${monthDay(dueOn)}，逾期缴纳将按月加收滞纳金，请及时缴纳。`,
      link: IP_DEADLINE_LINK,
      daysAgo: 3,
    });
  }
  return found;
}

/** demo_enterprise's id; undefined when the demo accounts are not seeded (content-only seeds). */
async function demoEnterpriseId(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, DEMO_ACCOUNTS.enterprise.mobile));
  return row?.id;
}

/**
 * Adds the messages when demo_enterprise exists and has none (a demo in use keeps what its
 * member has read, received or been sent since). `now` anchors the dates, as for the content.
 */
export async function seedMessages(db: Db, options: { readonly now?: Date } = {}): Promise<void> {
  const userId = await demoEnterpriseId(db);
  if (userId === undefined) return;
  const [existing] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.userId, userId))
    .limit(1);
  if (existing) return;
  const now = options.now ?? new Date();
  const dates = demoDates(now);
  const seeded = [...SEEDED, ...(await recordMessages(db, userId, now))];
  await db.insert(messages).values(
    seeded.map((message) => {
      const createdAt = new Date(now.getTime() - message.daysAgo * 24 * HOUR_MS);
      return {
        userId,
        type: message.type,
        title: message.title,
        body: message.body(dates),
        link: message.link,
        createdAt,
        readAt:
          message.readAfterHours === undefined
            ? null
            : new Date(createdAt.getTime() + message.readAfterHours * HOUR_MS),
      };
    }),
  );
}

/** The demo reset: demo_enterprise's messages go (other members' are theirs, not the demo's). */
export async function resetMessages(db: Db): Promise<void> {
  const userId = await demoEnterpriseId(db);
  if (userId !== undefined) await db.delete(messages).where(eq(messages.userId, userId));
}
