// Issue 25: a 免申即享 case's snapshot showed 2310 for 万元 and 12.39 for %; each value now reads
// as the match shows the same field.
import { describe, expect, it } from 'vitest';
import { snapshotValueText } from './snapshot-table';

describe('snapshotValueText', () => {
  it('shows a figure with its field’s unit', () => {
    expect(snapshotValueText(2310, 'revenue')).toMatch(/^2,?310 万元$/);
    expect(snapshotValueText(12.39, 'rd_share')).toBe('12.39%');
    expect(snapshotValueText(2, 'invention_patents')).toBe('2 件');
    expect(snapshotValueText(86, 'average_staff')).toBe('86 人');
  });

  it('reads flags, lists and a missing value in words', () => {
    expect(snapshotValueText(true, 'credit_clean')).toBe('是');
    expect(snapshotValueText(['高新技术企业', '专精特新'], 'qualifications')).toBe(
      '高新技术企业、专精特新',
    );
    expect(snapshotValueText(null, 'revenue')).toBe('未填写');
    expect(snapshotValueText('西湖区', 'unknown_field')).toBe('西湖区');
  });
});
