import type { ExemptCase } from '@qyfw/portal-sdk/calls/application';
import { CONDITION_OUTCOMES, formatProfileValue, MATCH_FIELDS } from '@qyfw/portal-sdk/conditions';
import type { MatchField, ProfileValue } from '@qyfw/portal-sdk/conditions';
import { Table } from 'antd';
import { StatusTag } from '@qyfw/ui';

const OUTCOME_TONES = { met: 'green', failed: 'red', unknown: 'orange' } as const;

/**
 * A snapshot value as the member reads it, as the match shows the same field: with its unit
 * (2310 万元, 12.39%, 2 件), lists joined, flags as 是/否.
 */
export function snapshotValueText(value: unknown, field?: string): string {
  if (value === null || value === undefined || value === '') return '未填写';
  if (field !== undefined && field in MATCH_FIELDS)
    return formatProfileValue(field as MatchField, value as ProfileValue);
  if (Array.isArray(value)) return value.length ? value.map(String).join('、') : '无';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The data the system used to find the enterprise eligible, condition by condition (issue 14
 * 免申即享): what the member checks before confirming, and what a 数据有误 is about.
 */
export function SnapshotTable({
  snapshot,
  caption,
}: {
  readonly snapshot: ExemptCase['snapshot'];
  readonly caption: string;
}) {
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={snapshot}
      caption={caption}
      columns={[
        { title: '条件', dataIndex: 'label', key: 'label' },
        {
          title: '比对结果',
          dataIndex: 'outcome',
          key: 'outcome',
          width: 100,
          render: (outcome: keyof typeof CONDITION_OUTCOMES) => (
            <StatusTag tone={OUTCOME_TONES[outcome]}>{CONDITION_OUTCOMES[outcome]}</StatusTag>
          ),
        },
        {
          title: '使用的企业数据',
          dataIndex: 'value',
          key: 'value',
          render: (value: unknown, row: ExemptCase['snapshot'][number]) =>
            snapshotValueText(value, row.field),
        },
        {
          title: '来源与日期',
          key: 'source',
          render: (_: unknown, row: ExemptCase['snapshot'][number]) =>
            `${row.source || '—'}${row.as_of ? ` · ${row.as_of}` : ''}`,
        },
      ]}
    />
  );
}
