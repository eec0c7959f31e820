// The data the batch used to find the enterprise eligible, condition by condition, with where each
// value came from and its date: what a 数据异议 is about and what the reviewer checks it against.
import type { AdminExemptCaseDetail } from '@qyfw/portal-sdk/calls/application-admin';
import { CONDITION_OUTCOMES, formatProfileValue, MATCH_FIELDS } from '@qyfw/portal-sdk/conditions';
import type { MatchField, ProfileValue } from '@qyfw/portal-sdk/conditions';
import { Table, Typography } from 'antd';
import { StatusTag } from '@qyfw/ui';

type Condition = AdminExemptCaseDetail['snapshot'][number];

const OUTCOME_TONES = { met: 'green', failed: 'red', unknown: 'orange' } as const;

/** A value as the match shows the same field: with its unit (320.5 万元), lists joined, 是/否. */
export function snapshotValueText(value: unknown, field: string): string {
  if (value === null || value === undefined || value === '') return '无数据';
  if (Object.hasOwn(MATCH_FIELDS, field)) {
    return formatProfileValue(field as MatchField, value as ProfileValue);
  }
  if (Array.isArray(value)) return value.length ? value.map(String).join('、') : '无';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function SnapshotTable({ snapshot }: { readonly snapshot: readonly Condition[] }) {
  return (
    <section aria-labelledby="snapshot-title">
      <Typography.Title level={2} id="snapshot-title">
        比对数据快照
      </Typography.Title>
      <Table<Condition>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...snapshot]}
        locale={{ emptyText: '该事项没有保存比对数据' }}
        columns={[
          { title: '条件', dataIndex: 'label', key: 'label' },
          {
            title: '比对结果',
            key: 'outcome',
            width: 100,
            render: (_, row) => (
              <StatusTag tone={OUTCOME_TONES[row.outcome]}>
                {CONDITION_OUTCOMES[row.outcome]}
              </StatusTag>
            ),
          },
          {
            title: '使用的企业数据',
            key: 'value',
            render: (_, row) => snapshotValueText(row.value, row.field),
          },
          { title: '来源', key: 'source', width: 120, render: (_, row) => row.source || '—' },
          { title: '数据日期', key: 'as_of', width: 120, render: (_, row) => row.as_of ?? '—' },
        ]}
      />
    </section>
  );
}
