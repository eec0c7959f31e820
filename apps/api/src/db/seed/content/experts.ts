// 专家库: expert categories and experts with fields, areas and titles.
import { asc } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { expertCategories, experts } from '../../schema/index.js';
import { insertBatched } from './batch.js';
import { portraitSvg } from './images.js';
import { DISTRICTS } from './places.js';
import { fakerFor, pastMoment, scaled } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

export const BASE_EXPERTS = 80;

const CATEGORIES = [
  {
    name: '知识产权专家',
    labels: ['专利布局', '商标保护', '知识产权运营', '专利导航'],
    titles: ['专利代理师', '知识产权师', '律师'],
  },
  {
    name: '科技创新专家',
    labels: ['人工智能', '集成电路', '生物医药', '新材料', '智能制造'],
    titles: ['教授', '研究员', '教授级高级工程师'],
  },
  {
    name: '财税金融专家',
    labels: ['税务筹划', '研发费用归集', '股权融资', '财务审计'],
    titles: ['注册会计师', '注册税务师', '高级经济师'],
  },
  {
    name: '法律咨询专家',
    labels: ['公司治理', '劳动关系', '合同纠纷', '数据合规'],
    titles: ['律师', '高级律师', '仲裁员'],
  },
  {
    name: '管理咨询专家',
    labels: ['战略规划', '精益生产', '质量管理', '品牌营销'],
    titles: ['高级咨询师', '副教授', '高级经济师'],
  },
  {
    name: '数字化转型专家',
    labels: ['工业互联网', '数据治理', '智能工厂', '云计算'],
    titles: ['高级工程师', '首席架构师', '教授级高级工程师'],
  },
] as const;

const ORGANIZATIONS = [
  '浙江大学',
  '浙江工业大学',
  '杭州电子科技大学',
  '之江实验室',
  '浙江省科技评估中心',
  '杭州市知识产权保护中心',
  '浙江省律师协会',
] as const;

export async function seedExperts(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('experts', context.now);
  await insertBatched(
    db,
    expertCategories,
    CATEGORIES.map((category, index) => ({
      institutionsName: category.name,
      sort: (index + 1) * 10,
    })),
  );
  const categories = await db
    .select({ id: expertCategories.id, name: expertCategories.institutionsName })
    .from(expertCategories)
    .orderBy(asc(expertCategories.sort));
  const rows = Array.from(
    { length: scaled(context, BASE_EXPERTS) },
    (_, index): typeof experts.$inferInsert => {
      const category = CATEGORIES[index % CATEGORIES.length]!;
      const gender = faker.helpers.arrayElement(['male', 'female'] as const);
      const familyName = faker.person.lastName();
      const name = `${familyName}${faker.person.firstName(gender)}`;
      const label1 = faker.helpers.arrayElement(category.labels);
      const strong = faker.helpers.arrayElements(category.labels, { min: 2, max: 3 });
      const organization = faker.helpers.arrayElement(ORGANIZATIONS);
      return {
        categoryId: categories.find((row) => row.name === category.name)!.id,
        name,
        strongFields: `${strong.join('、')}；曾为${faker.number.int({ min: 20, max: 300 })}家企业提供咨询服务`,
        label1,
        area: `杭州市${faker.helpers.arrayElement(DISTRICTS).name}`,
        title: faker.helpers.arrayElement(category.titles),
        organization,
        image: context.images.add(
          'portrait',
          portraitSvg(familyName, gender === 'male' ? 1 : 2, index % 4),
        ),
        intro: `${name}，${organization}${faker.helpers.arrayElement(category.titles)}，长期从事${label1}领域研究与实务工作。`,
        createdAt: pastMoment(faker, context.now, 700),
      };
    },
  );
  await insertBatched(db, experts, rows);
}
