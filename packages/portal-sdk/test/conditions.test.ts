import { describe, expect, it } from 'vitest';
import {
  checkConditions,
  classifyConditions,
  conditionNodeSchema,
  evaluateConditions,
  matchOverridesSchema,
  MAX_CONDITION_LEAVES,
} from '../src/conditions/index.js';
import type {
  ConditionLeaf,
  ConditionNode,
  MatchField,
  MatchProfile,
  ProfileValue,
} from '../src/conditions/index.js';
import { chineseParse } from '../src/zod-config.js';

const TODAY = '2026-11-24';

function leaf(field: MatchField, op: ConditionLeaf['op'], value?: ConditionLeaf['value']) {
  return { id: 'c1', label: '测试条件', clause: '第二条', field, op, value } as ConditionLeaf;
}

function profileOf(field: MatchField, value: ProfileValue | null): MatchProfile {
  return { [field]: { value, source: '企业填报', as_of: '2026-03-31' } };
}

function outcomeOf(node: ConditionLeaf, value: ProfileValue | null) {
  return evaluateConditions(node, profileOf(node.field, value), TODAY).leaves[0];
}

describe('evaluateConditions: each operator, met / failed / unknown', () => {
  const cases: [string, ConditionLeaf, ProfileValue | null, 'met' | 'failed' | 'unknown'][] = [
    ['eq number met', leaf('average_staff', 'eq', 10), 10, 'met'],
    ['eq number failed', leaf('average_staff', 'eq', 10), 11, 'failed'],
    ['eq text met', leaf('scale', 'eq', '小型'), '小型', 'met'],
    ['eq text failed', leaf('scale', 'eq', '小型'), '中型', 'failed'],
    ['eq text missing', leaf('scale', 'eq', '小型'), '', 'unknown'],
    ['in met', leaf('district', 'in', ['西湖区', '滨江区']), '滨江区', 'met'],
    ['in failed', leaf('district', 'in', ['西湖区', '滨江区']), '余杭区', 'failed'],
    ['in missing', leaf('district', 'in', ['西湖区']), null, 'unknown'],
    ['in industry division matches its group', leaf('industry_code', 'in', ['65']), '651', 'met'],
    ['in industry section letter', leaf('industry_code', 'in', ['I']), '65', 'met'],
    ['in industry other section', leaf('industry_code', 'in', ['C']), '65', 'failed'],
    ['gte met at the threshold', leaf('rd_share', 'gte', 3), 3, 'met'],
    ['gte failed', leaf('rd_share', 'gte', 3), 2.8, 'failed'],
    ['gte missing', leaf('rd_share', 'gte', 3), null, 'unknown'],
    ['gte wrong type is missing', leaf('rd_share', 'gte', 3), 'abc', 'unknown'],
    ['lte met', leaf('revenue', 'lte', 2000), 1999, 'met'],
    ['lte failed', leaf('revenue', 'lte', 2000), 2100, 'failed'],
    ['lte missing', leaf('revenue', 'lte', 2000), null, 'unknown'],
    ['between met at lo', leaf('revenue', 'between', [100, 2000]), 100, 'met'],
    ['between met at hi', leaf('revenue', 'between', [100, 2000]), 2000, 'met'],
    ['between below', leaf('revenue', 'between', [100, 2000]), 99, 'failed'],
    ['between above', leaf('revenue', 'between', [100, 2000]), 2001, 'failed'],
    ['between missing', leaf('revenue', 'between', [100, 2000]), null, 'unknown'],
    [
      'contains_any met',
      leaf('qualifications', 'contains_any', ['高新技术企业', '专精特新']),
      ['专精特新'],
      'met',
    ],
    [
      'contains_any failed',
      leaf('qualifications', 'contains_any', ['高新技术企业']),
      ['专精特新'],
      'failed',
    ],
    [
      'contains_any empty list is a value',
      leaf('qualifications', 'contains_any', ['高新技术企业']),
      [],
      'failed',
    ],
    [
      'contains_any missing',
      leaf('qualifications', 'contains_any', ['高新技术企业']),
      null,
      'unknown',
    ],
    [
      'contains_all met',
      leaf('qualifications', 'contains_all', ['A', 'B']),
      ['B', 'A', 'C'],
      'met',
    ],
    ['contains_all failed', leaf('qualifications', 'contains_all', ['A', 'B']), ['A'], 'failed'],
    // The back offices' ≠ > < 不包含 (issue 26).
    ['ne number met', leaf('average_staff', 'ne', 10), 11, 'met'],
    ['ne text failed', leaf('scale', 'ne', '大型'), '大型', 'failed'],
    ['ne industry section excludes its codes', leaf('industry_code', 'ne', 'I'), '651', 'failed'],
    ['ne missing', leaf('scale', 'ne', '大型'), '', 'unknown'],
    ['gt failed at the threshold', leaf('invention_patents', 'gt', 2), 2, 'failed'],
    ['gt met', leaf('invention_patents', 'gt', 2), 3, 'met'],
    ['lt met', leaf('average_staff', 'lt', 300), 299, 'met'],
    ['lt failed at the threshold', leaf('average_staff', 'lt', 300), 300, 'failed'],
    ['contains_none met', leaf('qualifications', 'contains_none', ['A', 'B']), ['C'], 'met'],
    ['contains_none failed', leaf('qualifications', 'contains_none', ['A', 'B']), ['B'], 'failed'],
    ['contains_none missing', leaf('qualifications', 'contains_none', ['A']), null, 'unknown'],
    ['is_true met', leaf('credit_clean', 'is_true'), true, 'met'],
    ['is_true failed', leaf('credit_clean', 'is_true'), false, 'failed'],
    ['is_true missing', leaf('credit_clean', 'is_true'), null, 'unknown'],
    [
      'years_since_gte met on the anniversary',
      leaf('established_on', 'years_since_gte', 3),
      '2023-11-24',
      'met',
    ],
    [
      'years_since_gte failed the day before',
      leaf('established_on', 'years_since_gte', 3),
      '2023-11-25',
      'failed',
    ],
    ['years_since_gte missing', leaf('established_on', 'years_since_gte', 3), null, 'unknown'],
    [
      'years_since_gte bad date is missing',
      leaf('established_on', 'years_since_gte', 3),
      '2023-13-45',
      'unknown',
    ],
    ['years_since_lte met', leaf('established_on', 'years_since_lte', 5), '2021-11-24', 'met'],
    [
      'years_since_lte failed',
      leaf('established_on', 'years_since_lte', 5),
      '2021-11-23',
      'failed',
    ],
  ];
  it.each(cases)('%s', (_name, node, value, expected) => {
    const result = outcomeOf(node, value);
    expect(result?.outcome).toBe(expected);
    expect(result?.outcome_label).toBe(
      { met: '符合', failed: '不符合', unknown: '待确认' }[expected],
    );
    // A missing value is never 不符合, and says where to settle it.
    expect(result?.settled_at).toBe(expected === 'unknown' ? '/information' : null);
  });

  it('a field missing from the profile altogether is 待确认 with no source', () => {
    const result = evaluateConditions(leaf('revenue', 'gte', 100), {}, TODAY);
    expect(result.leaves[0]).toMatchObject({
      outcome: 'unknown',
      source: null,
      value_text: null,
      settled_at: '/information',
    });
    expect(result.level).toBe('possible');
  });

  it('an IP count settles at /intellect', () => {
    expect(outcomeOf(leaf('invention_patents', 'gte', 1), null)?.settled_at).toBe('/intellect');
  });
});

describe('evaluateConditions: what each leaf reports', () => {
  it('value with unit, source and date, and the threshold sentence', () => {
    const result = outcomeOf(leaf('rd_share', 'gte', 3), 2.8);
    expect(result).toMatchObject({
      threshold: '≥ 3%',
      value_text: '2.8%',
      source: '企业填报',
      as_of: '2026-03-31',
    });
    expect(outcomeOf(leaf('revenue', 'between', [100, 2000]), 320)?.threshold).toBe(
      '100 – 2000 万元',
    );
    expect(outcomeOf(leaf('district', 'in', ['西湖区', '滨江区']), '西湖区')?.threshold).toBe(
      '属于：西湖区、滨江区',
    );
    expect(outcomeOf(leaf('credit_clean', 'is_true'), true)?.value_text).toBe('是');
    expect(outcomeOf(leaf('qualifications', 'contains_any', ['A']), [])?.value_text).toBe('无');
  });

  it.each([
    [leaf('invention_patents', 'gte', 3), 2, '再获 1 件发明专利即可满足', 1],
    [leaf('invention_patents', 'gte', 3), 0, '再获 3 件发明专利即可满足', 3],
    [leaf('revenue', 'gte', 2000), 1680, '营业收入还差 320 万元', 320],
    [leaf('rd_share', 'gte', 3), 2.8, '研发费用占营业收入比例还差 0.2 个百分点', 0.2],
    [leaf('average_staff', 'gte', 10), 8, '年平均从业人数还差 2 人', 2],
    [leaf('revenue', 'lte', 2000), 2100, '营业收入超出上限 100 万元', 100],
    [leaf('revenue', 'between', [500, 2000]), 100, '营业收入还差 400 万元', 400],
    [leaf('revenue', 'between', [500, 2000]), 2500, '营业收入超出上限 500 万元', 500],
    // Strictly more: a count needs one past the threshold.
    [leaf('invention_patents', 'gt', 2), 2, '再获 1 件发明专利即可满足', 1],
    [leaf('revenue', 'gt', 2000), 1680, '营业收入还差 320 万元', 320],
    [leaf('average_staff', 'lt', 300), 300, '年平均从业人数超出上限 1 人', 1],
  ])('gap of %o at %o: %s', (node, value, text, amount) => {
    const result = outcomeOf(node, value);
    expect(result?.outcome).toBe('failed');
    expect(result?.gap).toMatchObject({ text, amount });
  });

  it('years_since gaps count days and name the day it is met', () => {
    const result = outcomeOf(leaf('established_on', 'years_since_gte', 3), '2024-01-23');
    expect(result?.gap).toEqual({
      amount: 60,
      unit: '天',
      text: '成立满 3 年还差 60 天（2027-01-23 起满足）',
    });
    const over = outcomeOf(leaf('established_on', 'years_since_lte', 5), '2021-11-14');
    expect(over?.gap?.text).toBe('成立已超过 5 年（自 2026-11-14 起超出）');
  });

  it('no gap for met, unknown or non-numeric failures', () => {
    expect(outcomeOf(leaf('revenue', 'gte', 100), 200)?.gap).toBeNull();
    expect(outcomeOf(leaf('revenue', 'gte', 100), null)?.gap).toBeNull();
    expect(outcomeOf(leaf('district', 'eq', '西湖区'), '滨江区')?.gap).toBeNull();
    expect(outcomeOf(leaf('average_staff', 'eq', 10), 9)?.gap).toBeNull();
  });
});

const l = (
  id: string,
  field: MatchField,
  op: ConditionLeaf['op'],
  value?: ConditionLeaf['value'],
) => ({ id, label: id, clause: '', field, op, value }) as ConditionLeaf;

describe('evaluateConditions: three-valued logic, every leaf reported', () => {
  // met: revenue ≥ 100 (500); failed: staff ≥ 50 (10); unknown: rd_share ≥ 3 (missing).
  const met = l('m', 'revenue', 'gte', 100);
  const failed = l('f', 'average_staff', 'gte', 50);
  const unknown = l('u', 'rd_share', 'gte', 3);
  const profile: MatchProfile = {
    revenue: { value: 500, source: '企业填报', as_of: null },
    average_staff: { value: 10, source: '公开数据', as_of: null },
  };
  const cases: [string, ConditionNode, 'met' | 'failed' | 'unknown'][] = [
    ['all met', { all: [met, met] }, 'met'],
    ['all with a failure', { all: [met, unknown, failed] }, 'failed'],
    ['all with an unknown', { all: [met, unknown] }, 'unknown'],
    ['any met wins over failed and unknown', { any: [failed, unknown, met] }, 'met'],
    ['any unknown over failed', { any: [failed, unknown] }, 'unknown'],
    ['any all failed', { any: [failed, failed] }, 'failed'],
    ['not met', { not: met }, 'failed'],
    ['not failed', { not: failed }, 'met'],
    ['not unknown', { not: unknown }, 'unknown'],
    ['nested', { all: [met, { any: [failed, { not: failed }] }] }, 'met'],
  ];
  it.each(cases)('%s', (_name, node, expected) => {
    const result = evaluateConditions(node, profile, TODAY);
    expect(result.outcome).toBe(expected);
    expect(result.level).toBe(
      { met: 'eligible', unknown: 'possible', failed: 'ineligible' }[expected],
    );
  });

  it('reports every leaf even when an any is already met (no short-circuit)', () => {
    const result = evaluateConditions({ any: [met, failed, unknown] }, profile, TODAY);
    expect(result.leaves.map((item) => [item.id, item.outcome])).toEqual([
      ['m', 'met'],
      ['f', 'failed'],
      ['u', 'unknown'],
    ]);
    expect(result.counts).toEqual({ total: 3, met: 1, failed: 1, unknown: 1 });
  });

  it('says 6 项可核验条件符合 5 项，1 项待确认', () => {
    const node = {
      all: [1, 2, 3, 4, 5].map((n) => l(`c${n}`, 'revenue', 'gte', n)).concat(unknown),
    };
    const result = evaluateConditions(node, profile, TODAY);
    expect(result.summary).toBe('6 项可核验条件符合 5 项，1 项待确认');
    expect(result.level_label).toBe('可能符合');
    const withFailure = evaluateConditions({ all: [met, failed, unknown] }, profile, TODAY);
    expect(withFailure.summary).toBe('3 项可核验条件符合 1 项，1 项不符合，1 项待确认');
    expect(withFailure.level_label).toBe('暂不符合');
  });
});

describe('evaluateConditions: near misses', () => {
  const profile: MatchProfile = {
    revenue: { value: 1680, source: '企业填报', as_of: null },
    invention_patents: { value: 2, source: '知识产权记录', as_of: null },
    rd_share: { value: 2.8, source: '企业填报', as_of: null },
    district: { value: '滨江区', source: '公开数据', as_of: null },
  };
  const revenue = l('r', 'revenue', 'gte', 2000);
  const patents = l('p', 'invention_patents', 'gte', 3);
  const rd = l('d', 'rd_share', 'gte', 3);
  const district = l('x', 'district', 'eq', '西湖区');

  it('one or two numeric failures are a near miss with their gaps', () => {
    const result = evaluateConditions({ all: [revenue, patents] }, profile, TODAY);
    expect(result.near_miss).toBe(true);
    expect(result.gaps).toEqual([
      { id: 'r', text: '营业收入还差 320 万元' },
      { id: 'p', text: '再获 1 件发明专利即可满足' },
    ]);
  });

  it('three numeric failures are not', () => {
    const result = evaluateConditions({ all: [revenue, patents, rd] }, profile, TODAY);
    expect(result.near_miss).toBe(false);
    expect(result.gaps).toEqual([]);
  });

  it('a non-numeric failure is not', () => {
    const result = evaluateConditions({ all: [revenue, district] }, profile, TODAY);
    expect(result.near_miss).toBe(false);
  });

  it('an any needs only its cheapest branch', () => {
    const result = evaluateConditions(
      { all: [{ any: [district, { all: [revenue, rd] }, patents] }] },
      profile,
      TODAY,
    );
    expect(result.near_miss).toBe(true);
    expect(result.gaps.map((gap) => gap.id)).toEqual(['p']);
  });

  it('a met or possible call is no near miss', () => {
    expect(evaluateConditions(l('a', 'revenue', 'gte', 10), profile, TODAY).near_miss).toBe(false);
    expect(evaluateConditions(l('a', 'tax_paid', 'gte', 10), profile, TODAY).near_miss).toBe(false);
  });

  it('refuses a malformed today', () => {
    expect(() => evaluateConditions(revenue, profile, '24/11/2026')).toThrow(RangeError);
    expect(() => classifyConditions(revenue, profile, '24/11/2026')).toThrow(RangeError);
  });

  // The match classifies every open call with classifyConditions and explains only the page it
  // answers: the two must never disagree, or a call would sit under the wrong tab.
  it('classifyConditions finds the level and 差一点 that evaluateConditions explains', () => {
    const trees: ConditionNode[] = [
      revenue,
      { all: [revenue, patents] },
      { all: [revenue, patents, rd] },
      { all: [revenue, district] },
      { all: [{ any: [district, { all: [revenue, rd] }, patents] }] },
      { any: [district, l('t', 'tax_paid', 'gte', 10)] },
      { not: revenue },
      { all: [l('a', 'revenue', 'gte', 10), l('t', 'tax_paid', 'gte', 10)] },
      { all: [l('e', 'established_on', 'years_since_gte', 3), patents] },
    ];
    const profiles: MatchProfile[] = [
      profile,
      {},
      { ...profile, revenue: { value: 2500, source: '假设值', as_of: TODAY } },
      { ...profile, established_on: { value: '2024-06-01', source: '企业填报', as_of: null } },
    ];
    for (const tree of trees) {
      for (const each of profiles) {
        const full = evaluateConditions(tree, each, TODAY);
        expect(classifyConditions(tree, each, TODAY)).toEqual({
          level: full.level,
          near_miss: full.near_miss,
        });
      }
    }
    // Both kinds of answer occur above, so the comparison is not of defaults only.
    const levels = trees.flatMap((tree) =>
      profiles.map((each) => classifyConditions(tree, each, TODAY)),
    );
    expect(new Set(levels.map((item) => item.level))).toEqual(
      new Set(['eligible', 'possible', 'ineligible']),
    );
    expect(levels.some((item) => item.near_miss)).toBe(true);
  });
});

describe('conditionNodeSchema', () => {
  const good = {
    all: [
      {
        id: 'c1',
        label: '注册在西湖区',
        clause: '第二条',
        field: 'district',
        op: 'eq',
        value: '西湖区',
      },
      {
        id: 'c2',
        label: '营收 100–2000 万元',
        clause: '',
        field: 'revenue',
        op: 'between',
        value: [100, 2000],
      },
      {
        any: [
          {
            id: 'c3',
            label: '高企或科小',
            clause: '',
            field: 'qualifications',
            op: 'contains_any',
            value: ['高新技术企业'],
          },
        ],
      },
      { not: { id: 'c4', label: '无失信', clause: '', field: 'credit_clean', op: 'is_true' } },
      {
        id: 'c5',
        label: '成立满 3 年',
        clause: '',
        field: 'established_on',
        op: 'years_since_gte',
        value: 3,
      },
    ],
  };

  it('accepts a well-formed tree', () => {
    expect(conditionNodeSchema.safeParse(good).success).toBe(true);
  });

  const messageOf = (raw: unknown) => {
    const result = conditionNodeSchema.safeParse(raw, chineseParse);
    expect(result.success).toBe(false);
    return result.error?.issues.map((issue) => issue.message).join('；') ?? '';
  };
  const bad = (patch: Record<string, unknown>) => ({
    all: [{ id: 'c9', label: '测试', clause: '', field: 'revenue', op: 'gte', value: 1, ...patch }],
  });

  it.each([
    ['unknown field', bad({ field: 'profit' }), '条件 c9（测试）：field：字段须为其一'],
    ['unknown operator', bad({ op: 'regex' }), '条件 c9（测试）：op：运算符须为其一'],
    [
      'operator of another kind',
      bad({ op: 'contains_any', value: ['x'] }),
      '不能使用运算符 contains_any',
    ],
    ['text value for a number', bad({ value: '100' }), '条件 c9（测试）：取值（value）须为数字'],
    ['between reversed', bad({ op: 'between', value: [10, 1] }), '下限不能大于上限'],
    ['between one number', bad({ op: 'between', value: [10] }), '须为 [下限, 上限] 两个数字'],
    ['in empty', bad({ field: 'district', op: 'in', value: [] }), '列表不能为空'],
    [
      'contains_any not a list',
      bad({ field: 'qualifications', op: 'contains_any', value: 'x' }),
      '须为文本列表',
    ],
    [
      'is_true with a value',
      bad({ field: 'credit_clean', op: 'is_true', value: true }),
      '不带取值',
    ],
    ['missing value', bad({ value: undefined }), '请填写取值'],
    [
      'years_since text',
      bad({ field: 'established_on', op: 'years_since_gte', value: '3' }),
      '须为数字',
    ],
    [
      'years_since negative',
      bad({ field: 'established_on', op: 'years_since_gte', value: -1 }),
      '不能为负数',
    ],
    ['unknown key', bad({ weight: 2 }), '不认识的键 weight'],
    ['missing label', bad({ label: '' }), '请填写条件说明'],
    ['bad id', bad({ id: '1 2' }), '条件编号须以字母开头'],
    ['not an object', 'all', '条件须为对象'],
    ['empty all', { all: [] }, 'all 须为非空的条件列表'],
    ['two group keys', { all: [good.all[0]], any: [good.all[0]] }, '只能有 all 一个键'],
  ])('%s', (_name, raw, expected) => {
    expect(messageOf(raw)).toContain(expected);
  });

  it('refuses duplicate ids, naming the leaf', () => {
    const leafC1 = good.all[0];
    expect(messageOf({ all: [leafC1, leafC1] })).toContain('条件 c1（注册在西湖区）：条件编号重复');
  });

  it('refuses more than 4 levels', () => {
    const deep = { all: [{ any: [{ not: { all: [good.all[0]] } }] }] };
    expect(messageOf(deep)).toContain('条件最多嵌套 4 层');
    expect(conditionNodeSchema.safeParse({ all: [{ any: [{ not: good.all[0] }] }] }).success).toBe(
      true,
    );
  });

  it(`refuses more than ${MAX_CONDITION_LEAVES} leaves`, () => {
    const many = (n: number) => ({
      all: Array.from({ length: n }, (_, i) => ({ ...good.all[1], id: `c${i}` })),
    });
    expect(conditionNodeSchema.safeParse(many(MAX_CONDITION_LEAVES)).success).toBe(true);
    expect(messageOf(many(MAX_CONDITION_LEAVES + 1))).toContain('条件最多 30 项，现有 31 项');
  });

  it('checkConditions trims texts and defaults the clause', () => {
    const result = checkConditions({
      id: ' c1 ',
      label: ' 规模 ',
      field: 'scale',
      op: 'eq',
      value: ' 小型 ',
    });
    expect(result).toEqual({
      ok: true,
      node: { id: 'c1', label: '规模', clause: '', field: 'scale', op: 'eq', value: '小型' },
    });
  });
});

describe('matchOverridesSchema', () => {
  it('takes values of each kind', () => {
    const value = {
      revenue: 2000,
      established_on: '2020-01-01',
      district: '西湖区',
      qualifications: ['高新技术企业'],
      credit_clean: true,
    };
    expect(matchOverridesSchema.parse(value)).toEqual(value);
  });

  it.each([
    [{ revenue: '2000' }, '上年度营业收入须为数字'],
    [{ revenue: -1 }, '上年度营业收入不能为负数'],
    [{ established_on: '2020/01/01' }, '成立日期须为 YYYY-MM-DD 格式的日期'],
    [{ credit_clean: 'yes' }, '近三年无严重失信记录须为是或否'],
    [{ profit: 1 }, '假设值中有不认识的字段：profit'],
  ])('refuses %o', (value, message) => {
    const result = matchOverridesSchema.safeParse(value, chineseParse);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
