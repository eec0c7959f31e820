// 人才库: talent types and talent profiles.
import { asc } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { talents, talentTypes } from '../../schema/index.js';
import { insertBatched } from './batch.js';
import { portraitSvg } from './images.js';
import { DISTRICTS } from './places.js';
import { daysFrom, fakerFor, isoDate, pastMoment, scaled } from './seed-context.js';

const YEAR_DAYS = 365;
import type { SeedContext } from './seed-context.js';

export const BASE_TALENTS = 80;

const TYPES = [
  {
    name: '高层次人才',
    posts: ['首席科学家', '研发总监', '技术合伙人'],
    education: ['博士研究生'],
  },
  {
    name: '技术研发',
    posts: ['Java 开发工程师', '算法工程师', '嵌入式工程师', '测试工程师'],
    education: ['硕士研究生', '本科'],
  },
  {
    name: '经营管理',
    posts: ['总经理助理', '运营经理', '财务经理', '人力资源经理'],
    education: ['硕士研究生', '本科'],
  },
  {
    name: '市场营销',
    posts: ['销售经理', '市场专员', '品牌策划', '海外业务经理'],
    education: ['本科', '大专'],
  },
  {
    name: '技能人才',
    posts: ['数控技师', '电工', '质检员', '设备维修技师'],
    education: ['大专', '中专'],
  },
  {
    name: '应届毕业生',
    posts: ['管培生', '前端开发工程师', '产品助理', '数据分析师'],
    education: ['本科', '硕士研究生'],
  },
] as const;

export async function seedTalents(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('talents', context.now);
  await insertBatched(
    db,
    talentTypes,
    TYPES.map((type, index) => ({ name: type.name, sort: (index + 1) * 10 })),
  );
  const types = await db
    .select({ id: talentTypes.id, name: talentTypes.name })
    .from(talentTypes)
    .orderBy(asc(talentTypes.sort));
  const rows = Array.from(
    { length: scaled(context, BASE_TALENTS) },
    (_, index): typeof talents.$inferInsert => {
      const type = TYPES[index % TYPES.length]!;
      const gender = faker.helpers.arrayElement([1, 2] as const);
      const familyName = faker.person.lastName();
      // Aged 21–26 (graduates) or 23–55, in whole days back from today: the same draw every day.
      const [youngest, oldest] = type.name === '应届毕业生' ? [21, 26] : [23, 55];
      const birth = daysFrom(
        context.now,
        -faker.number.int({ min: youngest * YEAR_DAYS, max: (oldest + 1) * YEAR_DAYS - 1 }),
      );
      return {
        talentTypeId: types.find((row) => row.name === type.name)!.id,
        name: `${familyName}${faker.person.firstName(gender === 1 ? 'male' : 'female')}`,
        gender,
        birth: isoDate(birth),
        education: faker.helpers.arrayElement(type.education),
        post: faker.helpers.arrayElement(type.posts),
        desireArea: `杭州市${faker.helpers.arrayElement(DISTRICTS).name}`,
        image: context.images.add('portrait', portraitSvg(familyName, gender, index % 4)),
        intro: `${faker.number.int({ min: 1, max: 20 })}年相关工作经验，期望在杭州发展。`,
        createdAt: pastMoment(faker, context.now, 365),
      };
    },
  );
  await insertBatched(db, talents, rows);
}
