// 企业诉求: appeals of the last 12 months in every status; the older, the likelier handled.
import { asc } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { appeals, enterprises } from '../../schema/index.js';
import type { AppealStatus } from '../../schema/index.js';
import { insertBatched } from './batch.js';
import { daysFrom, fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_APPEALS = 300;

const APPEALS = [
  {
    category: '融资需求',
    title: '申请科技型企业信用贷款遇到困难',
    content:
      '企业为科技型中小企业，因缺少抵押物，申请银行贷款未获批准，希望协调对接政策性担保机构。',
    reply: '已对接杭州市融资担保机构，推荐企业申请“科易贷”产品，银行已受理。',
  },
  {
    category: '人才招引',
    title: '急需引进芯片设计方向高端人才',
    content: '企业正在扩大研发团队，需要招聘3名芯片设计方向的高级工程师，希望获得人才对接支持。',
    reply: '已将需求推送至区人才服务中心，并邀请企业参加下月高层次人才对接会。',
  },
  {
    category: '政策咨询',
    title: '咨询研发费用加计扣除政策适用范围',
    content: '企业委托外部机构开展的研发活动费用，是否可以享受加计扣除政策？',
    reply:
      '委托境内机构研发的，按研发费用实际发生额的80%计入委托方研发费用并享受加计扣除，具体以税务部门口径为准。',
  },
  {
    category: '用地用房',
    title: '申请扩大生产用房面积',
    content: '企业订单增长较快，现有厂房不能满足生产需要，希望在园区内协调约2000平方米生产用房。',
    reply: '已协调园区管委会，推荐两处符合条件的标准厂房，企业已实地查看。',
  },
  {
    category: '知识产权',
    title: '产品外观设计被仿冒，请求维权指导',
    content: '企业的外观设计专利产品在电商平台被大量仿冒，请求提供维权指导和快速处理渠道。',
    reply: '已将线索移交市知识产权保护中心，启动快速维权通道，并指导企业开展电商平台投诉。',
  },
  {
    category: '审批服务',
    title: '环评审批进度咨询',
    content: '企业新建生产线项目已提交环评材料一个月，希望了解审批进度。',
    reply: '项目环评已完成技术审查，预计5个工作日内出具批复。',
  },
  {
    category: '政策兑现',
    title: '高新技术企业奖励资金尚未到账',
    content: '企业去年通过高新技术企业认定，至今未收到区级奖励资金，请帮助查询。',
    reply: '经核实，资金已于本月拨付，请企业查收。',
  },
  {
    category: '基础设施',
    title: '园区道路照明不足影响夜间通勤',
    content: '园区东侧道路路灯损坏较多，员工夜间下班通行不便，存在安全隐患。',
    reply: '已通知市政部门完成路灯维修，并增设照明设施6处。',
  },
  {
    category: '市场拓展',
    title: '希望参加境外展会获得补助',
    content: '企业计划参加德国汉诺威工业博览会，咨询展位费补助的申请条件和流程。',
    reply: '可通过外贸发展专项资金申报，展位费补助比例为70%，申报入口已在门户开放。',
  },
  {
    category: '人才服务',
    title: '外籍员工工作许可办理咨询',
    content: '企业拟聘用一名外籍技术专家，咨询外国人工作许可的办理条件和所需材料。',
    reply: '已安排专员上门指导，企业可通过外国人来华工作管理服务系统在线申请。',
  },
] as const;

/** Appeals older than this are all handled; younger ones may still wait. */
function statusFor(daysAgo: number, roll: number): AppealStatus {
  if (daysAgo > 60) return roll < 0.95 ? 'done' : 'processing';
  if (daysAgo > 14) return roll < 0.6 ? 'done' : roll < 0.9 ? 'processing' : 'pending';
  return roll < 0.2 ? 'done' : roll < 0.5 ? 'processing' : 'pending';
}

export async function seedAppeals(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('appeals', context.now);
  const directory = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .orderBy(asc(enterprises.id));
  if (directory.length === 0) return;
  const rows = Array.from(
    { length: scaled(context, BASE_APPEALS) },
    (): typeof appeals.$inferInsert => {
      const template = faker.helpers.arrayElement(APPEALS);
      const createdAt = pastMoment(faker, context.now, 365);
      const daysAgo = Math.floor((context.now.getTime() - createdAt.getTime()) / 86_400_000);
      const status = statusFor(daysAgo, faker.number.float());
      const acceptedAt =
        status === 'pending'
          ? null
          : daysFrom(
              createdAt,
              faker.number.float({ min: 0.1, max: Math.min(3, Math.max(0.2, daysAgo / 2)) }),
            );
      // Handled within 1–30 days of acceptance (a district's service promise), never after now: a
      // window up to "now" would make old appeals take months and closures climb month by month.
      const daysSinceAccepted = acceptedAt
        ? (context.now.getTime() - acceptedAt.getTime()) / 86_400_000 - 0.05
        : 0;
      const handledAt =
        status === 'done' && acceptedAt
          ? daysFrom(
              acceptedAt,
              faker.number.float({
                min: Math.min(1, Math.max(0.1, daysSinceAccepted)),
                max: Math.max(0.2, Math.min(30, daysSinceAccepted)),
              }),
            )
          : null;
      const notAfterNow = (moment: Date | null) =>
        moment && moment.getTime() > context.now.getTime() ? context.now : moment;
      return {
        enterpriseId: faker.helpers.arrayElement(directory).id,
        category: template.category,
        title: template.title,
        content: template.content,
        status,
        reply: status === 'done' ? template.reply : null,
        createdAt,
        acceptedAt: notAfterNow(acceptedAt),
        handledAt: notAfterNow(handledAt),
      };
    },
  );
  await insertBatched(db, appeals, rows);
}
