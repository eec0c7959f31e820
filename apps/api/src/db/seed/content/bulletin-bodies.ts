// Bodies of the seeded announcements, written the way government notices are: addressee, the
// policy they follow, numbered sections, contacts and the issuing unit's signature with a date.
// /policyDetail shows them in full, so they must read like the real thing, not a line of filler.
import type { Faker } from '@faker-js/faker';
import type { RecentCall } from './calls.js';
import type { RecentPolicy } from './policies.js';
import { fill } from './policy-catalogue.js';

/** The issuing unit's signature block: name and the Chinese date of the notice. */
function signature(unit: string, on: Date): string {
  const date = `${on.getUTCFullYear()}年${on.getUTCMonth() + 1}月${on.getUTCDate()}日`;
  return `<p>${unit}</p><p>${date}</p>`;
}

function contact(faker: Faker, unit: string): string {
  const person = faker.person.lastName() + faker.helpers.arrayElement(['老师', '科长', '主任']);
  return `<p>联系单位：${unit}，联系人：${person}，联系电话：0571-${faker.string.numeric(8)}</p>`;
}

/** 申报通知: who may apply, the support, the window, how to apply, the contact. */
export function declarationBody(faker: Faker, call: RecentCall, on: Date): string {
  // The amount only fills the support line's {amount}; the notice quotes the policy's own rule.
  const values = { region: call.region, year: on.getUTCFullYear(), amount: call.amount };
  const policy = { ...call, title: call.policyTitle, issuingUnit: call.handlingUnit };
  const conditions = faker.helpers.arrayElements(policy.topic.conditions, {
    min: Math.min(3, policy.topic.conditions.length),
    max: policy.topic.conditions.length,
  });
  return (
    `<p>各有关单位：</p>` +
    `<p>根据《${policy.title}》要求，为${fill(policy.topic.goal, values)}，现启动${call.title}工作。有关事项通知如下：</p>` +
    `<h3>一、申报对象</h3><p>申报单位应同时符合以下条件：</p><ol>` +
    conditions.map((line) => `<li>${fill(line, values)}；</li>`).join('') +
    `</ol><h3>二、支持标准</h3><p>${fill(policy.topic.support, values)}。具体金额以评审结果为准。</p>` +
    `<h3>三、申报时间</h3><p>${call.applyStartOn ?? '即日'}起至<strong>${call.applyEndOn ?? '长期'}</strong>止，逾期系统自动关闭，不再受理。</p>` +
    `<h3>四、申报方式</h3><p>申报单位登录企业服务门户，在“政策匹配”栏目中选择本项目在线填报，并上传以下材料：</p>` +
    `<ul><li>申报书及信用承诺书（加盖单位公章）；</li><li>营业执照复印件；</li><li>上一年度财务审计报告；</li><li>与申报条件相关的其他证明材料。</li></ul>` +
    `<h3>五、其他事项</h3><p>申报单位对所提交材料的真实性、完整性负责。对弄虚作假、骗取财政资金的，一经查实，取消申报资格并纳入信用记录。</p>` +
    contact(faker, policy.issuingUnit) +
    signature(policy.issuingUnit, on)
  );
}

/** 公示: the process, the list as a table, the publicity period and where to object. */
export function publicityBody(
  faker: Faker,
  call: RecentCall,
  on: Date,
  enterprises: readonly string[],
): string {
  const policy = { ...call, title: call.policyTitle, issuingUnit: call.handlingUnit };
  const listed = faker.helpers.arrayElements(enterprises, { min: 4, max: 8 });
  const rows = listed
    .map(
      (name, index) =>
        `<tr><td>${index + 1}</td><td>${name}</td><td>${policy.topic.subject}</td></tr>`,
    )
    .join('');
  return (
    `<p>根据《${policy.title}》，经企业申报、属地推荐、专家评审和实地核查，拟确定以下${listed.length}家企业为${call.title}支持对象，现予以公示。</p>` +
    `<table><thead><tr><th>序号</th><th>企业名称</th><th>项目类别</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p>公示期为7个工作日。公示期间，任何单位和个人对公示对象有异议的，可以书面形式向${policy.issuingUnit}反映。反映情况应实事求是，以单位名义提出的须加盖公章，以个人名义提出的须署真实姓名并提供联系方式；匿名或超过公示期的异议不予受理。</p>` +
    contact(faker, policy.issuingUnit) +
    signature(policy.issuingUnit, on)
  );
}

/** 其它资讯: a notice about an event, a FAQ or a service change around the policy. */
export function otherNoticeBody(
  faker: Faker,
  policy: RecentPolicy,
  title: string,
  on: Date,
): string {
  const when = new Date(on.getTime() + faker.number.int({ min: 5, max: 20 }) * 86_400_000);
  const day = `${when.getUTCMonth() + 1}月${when.getUTCDate()}日`;
  const venue = faker.helpers.arrayElement([
    '企业服务中心二楼报告厅',
    '市民中心C座会议室',
    '科技园创新大厦多功能厅',
  ]);
  const lead = title.includes('问题解答')
    ? `<p>近期，不少企业就${policy.topic.subject}的申报条件、材料准备和兑付时间进行咨询，现将常见问题解答如下。</p>` +
      `<h3>问：哪些企业可以申报？</h3><p>答：${fill(policy.topic.conditions[0]!, { region: policy.region, year: on.getUTCFullYear(), amount: policy.amount })}，具体以申报通知为准。</p>` +
      `<h3>问：申报需要准备哪些材料？</h3><p>答：申报书、营业执照复印件、上一年度财务审计报告及与申报条件相关的证明材料，均通过企业服务门户在线上传。</p>` +
      `<h3>问：资金什么时候兑付？</h3><p>答：公示无异议后，一般在30个工作日内拨付至企业基本账户。</p>`
    : `<p>为帮助企业准确理解和用好${policy.topic.subject}相关政策，${policy.issuingUnit}定于${day}在${venue}开展相关工作，现将有关事项公告如下。</p>` +
      `<h3>一、主要内容</h3><p>解读${policy.topic.subject}政策要点、申报流程和常见问题，现场答疑并收集企业意见建议。</p>` +
      `<h3>二、参加对象</h3><p>有意向申报的企业负责人、财务或项目申报人员，每家企业限2人。</p>` +
      `<h3>三、报名方式</h3><p>请于${day}前通过企业服务门户“活动报名”栏目报名，名额有限，额满即止。</p>`;
  return lead + contact(faker, policy.issuingUnit) + signature(policy.issuingUnit, on);
}
