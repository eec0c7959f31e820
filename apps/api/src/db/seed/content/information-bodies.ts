// Bodies of the seeded information items (政策资讯), one shape per type: a policy explainer,
// an industry report with figures, a park's news. /policyDetail shows them in full.
import type { Faker } from '@faker-js/faker';
import { INFORMATION_TYPES } from '../../schema/index.js';

/** What a title was filled with; the body repeats the same facts. */
export interface InformationFacts {
  readonly title: string;
  readonly subject: string;
  readonly region: string;
  readonly district: string;
  readonly n: number;
}

const SOURCES = ['杭州日报', '浙江日报', '区融媒体中心', '企业服务中心'] as const;

export function informationSource(faker: Faker): string {
  return faker.helpers.arrayElement(SOURCES);
}

function policyNews(faker: Faker, facts: InformationFacts): string {
  const quarter = faker.helpers.arrayElement(['一', '二', '三', '四']);
  return (
    `<p>近日，${facts.region}有关部门就${facts.subject}相关政策作出调整，进一步扩大支持范围、简化申报流程。记者梳理了企业最关心的几个变化。</p>` +
    `<h3>变化一：支持范围扩大</h3><p>新政将符合条件的中小微企业全部纳入支持范围，单个企业最高可获${facts.n}万元支持，较此前标准有所提高。</p>` +
    `<h3>变化二：申报材料减少</h3><p>营业执照、纳税记录等可通过部门数据共享获取的材料不再要求企业提交，申报材料由原来的9项精简为5项。</p>` +
    `<h3>变化三：兑付时间缩短</h3><p>公示结束后资金兑付时间由60个工作日压缩至30个工作日，部分事项实现“免申即享”。</p>` +
    `<p>据悉，第${quarter}季度申报将于近期启动，企业可登录企业服务门户查看申报通知，或拨打12345政务服务热线咨询。</p>`
  );
}

function industryNews(faker: Faker, facts: InformationFacts): string {
  const share = faker.number.int({ min: 20, max: 45 });
  return (
    `<p>记者从${facts.region}统计部门获悉，今年以来全市产业运行稳中有进，相关指标同比增长${facts.n}%，高于全省平均水平。</p>` +
    `<p>从结构看，新一代信息技术、高端装备和生物医药三大领域贡献突出，合计占比达到${share}%。其中，规模以上企业研发投入持续增加，新产品产值增速明显快于整体。</p>` +
    `<p>业内人士分析，惠企政策直达快享、企业服务持续优化，是产业保持较快增长的重要原因。下一步，${facts.region}将围绕产业链关键环节加大招引和培育力度，推动更多企业上规升级。</p>` +
    `<p>统计数据显示，截至目前全市累计认定高新技术企业、专精特新中小企业的数量均保持两位数增长。</p>`
  );
}

function parkNews(faker: Faker, facts: InformationFacts): string {
  const phone = `0571-${faker.string.numeric(8)}`;
  return (
    `<p>近日，${facts.district}持续优化园区营商环境，围绕企业开办、人才引进、融资对接等需求推出一批服务举措，${facts.title.replace(facts.district, '')}。</p>` +
    `<p>据介绍，园区已为入驻企业提供政策咨询、知识产权、法律服务、人才招聘等一站式服务，今年以来累计帮助企业解决诉求${facts.n}余件。</p>` +
    `<p>园区负责人表示，下一步将建立“一企一专员”服务机制，定期走访重点企业，做到诉求当天响应、一般事项三个工作日内办结。</p>` +
    `<p>企业如有服务需求，可通过企业服务门户“企业诉求”栏目在线提交，或拨打园区服务热线${phone}。</p>`
  );
}

/** The body of an information item of `type`, repeating the facts of its title. */
export function informationBody(faker: Faker, type: number, facts: InformationFacts): string {
  if (type === INFORMATION_TYPES.policyNews) return policyNews(faker, facts);
  if (type === INFORMATION_TYPES.industryNews) return industryNews(faker, facts);
  return parkNews(faker, facts);
}
