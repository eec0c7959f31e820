// What the directory's enterprises hold: qualifications, patents, copyrights, software
// copyrights and trademarks, with due dates spread around now — some overdue, some within the
// 90-day renewal window, most later — so the renewal warning has something to say.
import type { Faker } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import {
  copyrights,
  enterprises,
  patents,
  qualifications,
  softwareCopyrights,
  trademarks,
} from '../../schema/index.js';
import type { IpStatus, PatentType } from '../../schema/index.js';
import {
  addYearsClamped,
  patentFeeDue,
  trademarkValidUntil,
} from '../../../modules/enterprise/ip-dates.js';
import { insertBatched } from './batch.js';
import { DEMO_ENTERPRISE } from './enterprises.js';
import { daysFrom, fakerFor, isoDate, pastMoment } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

const TECH = [
  '图像识别',
  '数据加密',
  '边缘计算',
  '储能电池',
  '智能温控',
  '柔性电路',
  '高分子膜',
  '医用导管',
  '污水处理',
  '光伏组件',
  '工业视觉',
  '语音交互',
] as const;
const THINGS = [
  '方法',
  '装置',
  '系统',
  '控制电路',
  '检测设备',
  '制备工艺',
  '组件及其应用',
] as const;
const SYSTEMS = [
  '企业资源管理',
  '智能仓储',
  '客户关系管理',
  '设备运维',
  '数据中台',
  '质量追溯',
  '能耗监测',
  '协同办公',
] as const;
const WORKS = [
  '品牌形象设计',
  '吉祥物设计',
  '产品宣传画册',
  '企业宣传片',
  '包装装潢设计',
  '插画系列',
] as const;
const WORK_CATEGORIES = ['美术作品', '摄影作品', '视听作品', '文字作品'] as const;
const QUALIFICATIONS = [
  { name: '高新技术企业', authority: '浙江省科学技术厅', years: 3 },
  { name: '科技型中小企业', authority: '浙江省科学技术厅', years: 1 },
  { name: '专精特新中小企业', authority: '浙江省经济和信息化厅', years: 3 },
  { name: 'ISO 9001 质量管理体系认证', authority: '中国质量认证中心', years: 3 },
  { name: 'ISO 14001 环境管理体系认证', authority: '中国质量认证中心', years: 3 },
  { name: '浙江省企业研究开发中心', authority: '浙江省科学技术厅', years: 3 },
  { name: '杭州市企业高新技术研究开发中心', authority: '杭州市科学技术局', years: 3 },
] as const;

/**
 * A qualification's certificate number in the form its authority prints (a 高新技术企业 certificate
 * reads GR + year + 33 for 浙江 + five digits); `serial` keeps it unique.
 */
function certificateNumber(name: string, year: string, serial: string): string {
  const tail = (digits: number) => serial.slice(-digits).padStart(digits, '0');
  if (name === '高新技术企业') return `GR${year}33${tail(5)}`;
  if (name === '科技型中小企业') return `${year}3301${tail(6)}`;
  if (name === '专精特新中小企业') return `浙经信专精特新〔${year}〕${tail(5)}号`;
  if (name.startsWith('ISO 9001')) return `00121Q3${tail(5)}R1M`;
  if (name.startsWith('ISO 14001')) return `00121E3${tail(5)}R1M`;
  return `浙研发中心〔${year}〕${tail(5)}号`;
}

interface Holding {
  readonly enterpriseId: number;
  readonly name: string;
  readonly number: string;
  readonly status: IpStatus;
  readonly dueOn: string | null;
  readonly createdAt: Date;
}

/** Mostly valid with a due date: 8 % overdue, 15 % within 90 days, the rest up to ~3 years out. */
function holding(
  faker: Faker,
  context: SeedContext,
  enterpriseId: number,
  name: string,
  number: string,
): Holding {
  const status = faker.helpers.weightedArrayElement<IpStatus>([
    { value: 'valid', weight: 85 },
    { value: 'pending', weight: 8 },
    { value: 'lapsed', weight: 7 },
  ]);
  const offset = faker.helpers.weightedArrayElement([
    { value: () => faker.number.int({ min: -120, max: -1 }), weight: 8 },
    { value: () => faker.number.int({ min: 0, max: 90 }), weight: 15 },
    { value: () => faker.number.int({ min: 91, max: 1100 }), weight: 77 },
  ])();
  const dueOn =
    status === 'pending'
      ? null
      : isoDate(daysFrom(context.now, status === 'lapsed' ? -Math.abs(offset) - 30 : offset));
  return {
    enterpriseId,
    name,
    number,
    status,
    dueOn,
    createdAt: pastMoment(faker, context.now, 1500),
  };
}

const PATENT_TYPES: readonly { value: PatentType; weight: number; digit: string }[] = [
  { value: 'invention', weight: 3, digit: '1' },
  { value: 'utility', weight: 5, digit: '2' },
  { value: 'design', weight: 2, digit: '3' },
];

export async function seedIntellectualProperty(db: Db, context: SeedContext): Promise<void> {
  const faker = fakerFor('ip', context.now);
  const holders = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .orderBy(asc(enterprises.id));
  const [demo] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.creditCode, DEMO_ENTERPRISE.creditCode));

  const rows = {
    qualifications: [] as (typeof qualifications.$inferInsert)[],
    patents: [] as (typeof patents.$inferInsert)[],
    copyrights: [] as (typeof copyrights.$inferInsert)[],
    software: [] as (typeof softwareCopyrights.$inferInsert)[],
    trademarks: [] as (typeof trademarks.$inferInsert)[],
  };
  let serial = 0;
  const nextSerial = () => String((serial += 1)).padStart(7, '0');
  const brandOf = (name: string) => name.replace(/^杭州/, '').slice(0, 2);

  const addQualification = (item: Holding, definition: (typeof QUALIFICATIONS)[number]) => {
    const issuedOn = item.dueOn
      ? isoDate(daysFrom(new Date(item.dueOn), -365 * definition.years))
      : null;
    const year = (issuedOn ?? isoDate(item.createdAt)).slice(0, 4);
    rows.qualifications.push({
      ...item,
      number: certificateNumber(definition.name, year, item.number),
      issuingAuthority: definition.authority,
      issuedOn,
    });
  };
  const addPatent = (item: Holding, fixedType?: PatentType) => {
    const drawn = faker.helpers.weightedArrayElement(
      PATENT_TYPES.map((t) => ({ value: t, weight: t.weight })),
    );
    // Drawn even when fixed, so the rest of the stream (and every other row) stays the same.
    const type = PATENT_TYPES.find((t) => t.value === fixedType) ?? drawn;
    // A granted patent's due date is the next fee year's first day, the filing-date anniversary
    // (DOMAIN "Dates, exactly"): the filing date is put k years before the drawn date, and the
    // due date recomputed from it (a drawn 29 February may become the 28th).
    const feeYears = faker.number.int({ min: 2, max: 6 });
    const applied = item.dueOn
      ? new Date(`${addYearsClamped(item.dueOn, -feeYears)}T02:00:00Z`)
      : pastMoment(faker, context.now, 2500);
    rows.patents.push({
      ...item,
      dueOn: item.dueOn ? patentFeeDue(isoDate(applied), feeYears + 1) : null,
      number: `ZL${applied.getUTCFullYear()}${type.digit}${item.number}.${faker.number.int(9)}`,
      patentType: type.value,
      appliedOn: isoDate(applied),
      // Granted within two years of filing: before the fee year the due date opens (≥ year 3).
      grantedOn:
        item.status === 'pending'
          ? null
          : isoDate(daysFrom(applied, faker.number.int({ min: 120, max: 700 }))),
    });
  };
  // Registration numbers as the registers print them (浙作登字-2024-F-00012345, 2024SR0012345,
  // an eight-digit trademark number): the year is the registration's. Draws in the same order
  // as before, so only the numbers' text changed.
  const addCopyright = (item: Holding) => {
    const workCategory = faker.helpers.arrayElement(WORK_CATEGORIES);
    const registeredOn = isoDate(pastMoment(faker, context.now, 1500));
    rows.copyrights.push({
      ...item,
      number: `浙作登字-${registeredOn.slice(0, 4)}-F-${item.number.padStart(8, '0')}`,
      workCategory,
      registeredOn,
    });
  };
  const addSoftware = (item: Holding) => {
    const version = `V${faker.number.int({ min: 1, max: 5 })}.${faker.number.int(9)}`;
    const registeredOn = isoDate(pastMoment(faker, context.now, 1500));
    rows.software.push({
      ...item,
      number: `${registeredOn.slice(0, 4)}SR${item.number}`,
      version,
      registeredOn,
    });
  };
  const addTrademark = (item: Holding) => {
    // The due date is the last day of the ten registered years (DOMAIN: registered 2016-05-07 →
    // valid until 2026-05-06): the registration is put ten years before the day after it.
    const registeredOn = item.dueOn
      ? addYearsClamped(isoDate(daysFrom(new Date(`${item.dueOn}T00:00:00Z`), 1)), -10)
      : isoDate(pastMoment(faker, context.now, 3000));
    rows.trademarks.push({
      ...item,
      dueOn: item.dueOn ? trademarkValidUntil(registeredOn) : null,
      number: String(30_000_000 + Number(item.number) * 37),
      niceClass: faker.helpers.arrayElement([9, 35, 42, 5, 10, 7, 41]),
      registeredOn,
    });
  };
  for (const enterprise of holders) {
    if (enterprise.id === demo?.id) continue;
    // About a third of the directory holds nothing yet (the "enterprises with IP" counter).
    if (faker.number.float() < 0.35) continue;
    const brand = brandOf(enterprise.name);
    for (let i = faker.number.int({ min: 0, max: 2 }); i > 0; i -= 1) {
      const definition = faker.helpers.arrayElement(QUALIFICATIONS);
      addQualification(
        holding(faker, context, enterprise.id, definition.name, nextSerial()),
        definition,
      );
    }
    for (let i = faker.number.int({ min: 0, max: 5 }); i > 0; i -= 1) {
      addPatent(
        holding(
          faker,
          context,
          enterprise.id,
          `一种${faker.helpers.arrayElement(TECH)}${faker.helpers.arrayElement(THINGS)}`,
          nextSerial(),
        ),
      );
    }
    for (let i = faker.number.int({ min: 0, max: 1 }); i > 0; i -= 1) {
      addCopyright(
        holding(
          faker,
          context,
          enterprise.id,
          `${brand}${faker.helpers.arrayElement(WORKS)}`,
          nextSerial(),
        ),
      );
    }
    for (let i = faker.number.int({ min: 0, max: 3 }); i > 0; i -= 1) {
      addSoftware(
        holding(
          faker,
          context,
          enterprise.id,
          `${brand}${faker.helpers.arrayElement(SYSTEMS)}系统`,
          nextSerial(),
        ),
      );
    }
    for (let i = faker.number.int({ min: 0, max: 3 }); i > 0; i -= 1) {
      addTrademark(
        holding(
          faker,
          context,
          enterprise.id,
          i === 1 ? brand : `${brand}${faker.helpers.arrayElement(['智造', '云', '优选', '科技'])}`,
          nextSerial(),
        ),
      );
    }
  }

  if (demo) {
    // The demo member's enterprise: in every kind one item overdue and one due within 90 days
    // (both counted), one due next year and one lapsed (neither counted). A qualification's due
    // date is its 有效期至, so the overdue one has expired: 已失效 on every screen, held by none
    // (shared/holdings.ts). Patents by a fixed kind, so /information, /match and the 免申即享
    // snapshots read 发明专利 2 (the overdue and next year's), 实用新型 1, 外观设计 0 (lapsed).
    const fixed = (name: string, offsetDays: number, status: IpStatus = 'valid'): Holding => ({
      enterpriseId: demo.id,
      name,
      number: nextSerial(),
      status,
      dueOn: isoDate(daysFrom(context.now, offsetDays)),
      createdAt: daysFrom(context.now, -400),
    });
    const plan = [
      { offset: -20, status: 'valid' as const, patent: 'invention' as const },
      { offset: 30, status: 'valid' as const, patent: 'utility' as const },
      { offset: 400, status: 'valid' as const, patent: 'invention' as const },
      { offset: -200, status: 'lapsed' as const, patent: 'design' as const },
    ];
    plan.forEach(({ offset, status, patent }, i) => {
      addQualification(fixed(QUALIFICATIONS[i]!.name, offset, status), QUALIFICATIONS[i]!);
      addPatent(fixed(`一种基于${TECH[i]}的云边协同${THINGS[i]}`, offset, status), patent);
      addCopyright(fixed(`云栖${WORKS[i]}`, offset, status));
      addSoftware(fixed(`云栖${SYSTEMS[i]}系统`, offset, status));
      addTrademark(fixed(['云栖', '云栖智造', 'YUNQI', '栖云'][i]!, offset, status));
    });
  }

  await insertBatched(db, qualifications, rows.qualifications);
  await insertBatched(db, patents, rows.patents);
  await insertBatched(db, copyrights, rows.copyrights);
  await insertBatched(db, softwareCopyrights, rows.software);
  await insertBatched(db, trademarks, rows.trademarks);
}
