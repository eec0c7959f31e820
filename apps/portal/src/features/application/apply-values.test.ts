import type { ApplicationDetail, CallForm } from '@qyfw/portal-sdk/calls/application';
import { describe, expect, it } from 'vitest';
import { missingItems, startValues, toBody } from './apply-values';

const call = {
  form_fields: [
    {
      key: 'revenue',
      label: '上年度营业收入',
      type: 'number',
      required: true,
      options: [],
      unit: '万元',
      prefill: 'revenue',
    },
    {
      key: 'project_name',
      label: '项目名称',
      type: 'text',
      required: true,
      options: [],
      unit: null,
      prefill: null,
    },
    {
      key: 'note',
      label: '备注',
      type: 'textarea',
      required: false,
      options: [],
      unit: null,
      prefill: null,
    },
  ],
  materials: [
    {
      key: 'audit_report',
      name: '上一年度财务审计报告',
      required: true,
      description: '',
      library_kind: 'audit_report',
    },
    { key: 'tax', name: '完税证明', required: false, description: '', library_kind: null },
  ],
} as unknown as CallForm;

const prefill = [{ key: 'revenue', value: 18650.5, source: '企业填报', at: 1_760_000_000 }];

describe('the /apply values', () => {
  it('start from the record on a first visit', () => {
    expect(startValues(call, null, prefill)).toEqual({
      form: { revenue: 18650.5, project_name: undefined, note: undefined },
      materials: { audit_report: [], tax: [] },
    });
  });

  it('start from the draft, the record filling only what the draft left empty', () => {
    const draft = {
      form: { revenue: null, project_name: '平台研发' },
      materials: { audit_report: [7] },
    } as unknown as ApplicationDetail;
    expect(startValues(call, draft, prefill)).toEqual({
      form: { revenue: 18650.5, project_name: '平台研发', note: undefined },
      materials: { audit_report: [7], tax: [] },
    });
  });

  it('send empty answers as null, text trimmed, and only materials with files', () => {
    expect(
      toBody(call, {
        form: { revenue: 100, project_name: '  平台研发 ', note: '   ' },
        materials: { audit_report: [3, 4], tax: [] },
      }),
    ).toEqual({
      form: { revenue: 100, project_name: '平台研发', note: null },
      materials: { audit_report: [3, 4] },
    });
  });

  it('list every required item left empty, fields and materials alike', () => {
    expect(
      missingItems(call, { form: { revenue: 0, project_name: ' ' }, materials: { tax: [1] } }),
    ).toEqual(['项目名称', '上一年度财务审计报告']);
    expect(
      missingItems(call, {
        form: { revenue: 0, project_name: '平台' },
        materials: { audit_report: [1] },
      }),
    ).toEqual([]);
  });
});
