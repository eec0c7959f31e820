import { describe, expect, it } from 'vitest';
import { describeOverrides, whatIfOverrides, whatIfStart } from './what-if';

const record = {
  revenue: 18650.5,
  rd_spending: 2310,
  invention_patents: 3,
  qualifications: ['高新技术企业'],
  district: '西湖区',
};

describe('the what-if', () => {
  it('starts from the record: its numbers, its qualifications, nothing else', () => {
    const start = whatIfStart(record);
    expect(start.numbers.rd_spending).toBe(2310);
    expect(start.numbers.average_staff).toBeNull();
    expect(start.qualifications).toEqual(['高新技术企业']);
    expect(Object.keys(start.numbers)).not.toContain('district');
  });

  it('sends only what differs from the record', () => {
    const start = whatIfStart(record);
    const unchanged = whatIfOverrides(start, {
      numbers: { ...start.numbers },
      qualifications: ['高新技术企业'],
    });
    expect(unchanged).toEqual({});
    const changed = whatIfOverrides(start, {
      numbers: { ...start.numbers, rd_spending: 2500, average_staff: null },
      qualifications: ['科技型中小企业', '高新技术企业'],
    });
    expect(changed).toEqual({
      rd_spending: 2500,
      qualifications: ['科技型中小企业', '高新技术企业'],
    });
  });

  it('does not turn a cleared number into an unknown value', () => {
    const start = whatIfStart(record);
    expect(whatIfOverrides(start, { ...start, numbers: { revenue: null } })).toEqual({});
  });

  it('says what was assumed, from and to, with the unit', () => {
    const start = whatIfStart(record);
    expect(
      describeOverrides(start, { rd_spending: 2500, average_staff: 120, qualifications: [] }),
    ).toEqual([
      '上年度研发费用：2310 万元 → 2500 万元',
      '年平均从业人数：未填写 → 120 人',
      '企业资质：无',
    ]);
  });
});
