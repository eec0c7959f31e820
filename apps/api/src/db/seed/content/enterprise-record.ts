// The demo enterprise's record (/information; DOMAIN §7): every field filled, with mixed sources
// — name and credit code 平台核验 (the authentication), the registry's fields 公开数据, the
// figures and contacts 企业填报 — and three earlier edits by demo_enterprise in its history.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { enterpriseRecordVersions, enterprises, users } from '../../schema/index.js';
import type { FieldSource, RecordFieldChange } from '../../schema/index.js';
import { DEMO_ENTERPRISE_USERNAME } from './demo-enterprise.js';
import { DEMO_ENTERPRISE } from './enterprises.js';
import { daysFrom } from './seed-context.js';
import type { SeedContext } from './seed-context.js';

const CONTACTS = [
  { name: '林晓', title: '行政经理', phone: '0571-86886618', email: 'linxiao@yunqi-zz.com.cn' },
  { name: '赵一鸣', title: '财务总监', phone: '13957100218', email: 'zhaoym@yunqi-zz.com.cn' },
];

/** The three edits, oldest first: (days ago, changes). */
function edits(): [number, RecordFieldChange[]][] {
  return [
    [
      300,
      [
        { field: 'average_staff', before: null, after: 240 },
        { field: 'revenue', before: null, after: 15420 },
        { field: 'rd_spending', before: null, after: 1850 },
        { field: 'tax_paid', before: null, after: 802.6 },
      ],
    ],
    [
      120,
      [
        { field: 'average_staff', before: 240, after: 262 },
        { field: 'contacts', before: [], after: CONTACTS.slice(0, 1) },
      ],
    ],
    [
      20,
      [
        { field: 'revenue', before: 15420, after: 18650.5 },
        { field: 'rd_spending', before: 1850, after: 2310 },
        { field: 'tax_paid', before: 802.6, after: 986.4 },
        { field: 'contacts', before: CONTACTS.slice(0, 1), after: CONTACTS },
        // 近三年无严重失信记录, declared by the enterprise (issue 25): a call asking it is 符合 by
        // declaration, with its source and date shown.
        { field: 'credit_clean', before: null, after: true },
      ],
    ],
  ];
}

export async function seedEnterpriseRecord(db: Db, context: SeedContext): Promise<void> {
  const [enterprise] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.creditCode, DEMO_ENTERPRISE.creditCode));
  if (!enterprise) return;
  const [editor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, DEMO_ENTERPRISE_USERNAME));
  const at = (days: number) => daysFrom(context.now, -days).toISOString();
  const source = (kind: FieldSource['source'], days: number): FieldSource => ({
    source: kind,
    at: at(days),
  });
  const history = edits();
  const fieldSources: Record<string, FieldSource> = {
    name: source('verified', 400),
    credit_code: source('verified', 400),
    legal_person: source('public', 420),
    established_on: source('public', 420),
    registered_capital: source('public', 420),
    district: source('public', 420),
    street: source('public', 420),
    address: source('public', 420),
    industry_code: source('public', 420),
    scale: source('public', 420),
  };
  for (const [days, changes] of history)
    for (const { field } of changes) fieldSources[field] = source('enterprise', days);

  await db
    .update(enterprises)
    .set({
      legalPerson: '陈立言',
      street: '转塘街道',
      address: '云栖小镇云栖路 128 号 3 幢 501 室',
      industryCode: '653',
      averageStaff: 262,
      revenue: 18650.5,
      rdSpending: 2310,
      taxPaid: 986.4,
      creditClean: true,
      contacts: CONTACTS,
      fieldSources,
      version: history.length,
      updatedAt: new Date(at(history.at(-1)![0])),
    })
    .where(eq(enterprises.id, enterprise.id));
  await db.insert(enterpriseRecordVersions).values(
    history.map(([days, changes], index) => ({
      enterpriseId: enterprise.id,
      userId: editor?.id ?? null,
      version: index + 1,
      changes,
      at: new Date(at(days)),
    })),
  );
}
