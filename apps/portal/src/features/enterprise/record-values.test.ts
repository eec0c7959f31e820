import type { RecordFields } from '@qyfw/portal-sdk/schemas';
import { describe, expect, it } from 'vitest';
import { describeValue } from './components/history-drawer';
import { changedFields, fromFormValues, rdSharePercent, toFormValues } from './record-values';

const fields: RecordFields = {
  legal_person: '陈立言',
  established_on: '2016-05-18',
  registered_capital: 3000,
  district: '西湖区',
  street: '转塘街道',
  address: '云栖路 128 号',
  industry_code: '653',
  scale: '中型',
  average_staff: 262,
  revenue: 18650.5,
  rd_spending: 2310,
  tax_paid: 986.4,
  credit_clean: null,
  contacts: [{ name: '林晓', title: '行政经理', phone: '0571-86886618', email: '' }],
};

describe('record form values', () => {
  it('round-trips the record through the form unchanged', () => {
    const values = toFormValues(fields);
    expect(values.place).toEqual(['西湖区', '转塘街道']);
    expect(values.industry).toEqual(['I', '65', '653']);
    expect(fromFormValues(values)).toEqual(fields);
    expect(changedFields(fields, fromFormValues(values))).toEqual({});
  });

  it('sends only what changed, trimmed', () => {
    const values = toFormValues(fields);
    const next = fromFormValues({
      ...values,
      revenue: 20000,
      place: ['滨江区', '长河街道'],
      contacts: [
        ...values.contacts,
        { name: ' 赵一鸣 ', title: '', phone: '13957100218', email: '' },
      ],
    });
    expect(changedFields(fields, next)).toEqual({
      revenue: 20000,
      district: '滨江区',
      street: '长河街道',
      contacts: [
        ...fields.contacts,
        { name: '赵一鸣', title: '', phone: '13957100218', email: '' },
      ],
    });
  });

  it('clears to empty values the server accepts', () => {
    const next = fromFormValues({
      ...toFormValues(fields),
      established_on: null,
      place: [],
      industry: [],
      scale: undefined,
      revenue: null,
    });
    expect(changedFields(fields, next)).toEqual({
      established_on: null,
      district: '',
      street: '',
      industry_code: '',
      scale: '',
      revenue: null,
    });
  });

  it('sends a credit declaration as a boolean, and the history reads it as 是 / 否', () => {
    const declared = fromFormValues({ ...toFormValues(fields), credit_clean: false });
    expect(changedFields(fields, declared)).toEqual({ credit_clean: false });
    expect(describeValue('credit_clean', true)).toBe('是');
    expect(describeValue('credit_clean', false)).toBe('否');
    expect(describeValue('credit_clean', null)).toBe('（空）');
  });

  it('computes the R&D share as the server does', () => {
    expect(rdSharePercent(18650.5, 2310)).toBe(12.39);
    expect(rdSharePercent(0, 10)).toBeNull();
    expect(rdSharePercent(null, 10)).toBeNull();
  });
});
