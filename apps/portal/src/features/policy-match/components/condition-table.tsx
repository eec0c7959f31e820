import type { MatchCondition } from '@qyfw/portal-sdk/calls/policy-match';
import { MATCH_FIELDS } from '@qyfw/portal-sdk/conditions';
import { Table } from 'antd';
import { SettleLink } from './settle-link';
import styles from './match.module.css';
import { StatusTag } from '@qyfw/ui';

const OUTCOME_TONES = { met: 'green', failed: 'red', unknown: 'orange' } as const;

/**
 * Every machine-checkable condition of a call (DOMAIN §2, never short-circuited): the condition
 * and its clause, the threshold, the enterprise's value with source and date, and 符合 / 不符合 /
 * 待确认 — a 待确认 with the link to the screen that settles it.
 */
export function ConditionTable({
  conditions,
  caption,
}: {
  readonly conditions: readonly MatchCondition[];
  readonly caption: string;
}) {
  return (
    <Table<MatchCondition>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...conditions]}
      caption={caption}
      scroll={{ x: 720 }}
      columns={[
        {
          title: '条件',
          key: 'label',
          render: (_, row) => (
            <>
              {row.label}
              {row.clause && <span className={styles.source}>出处：{row.clause}</span>}
            </>
          ),
        },
        { title: '要求', dataIndex: 'threshold', key: 'threshold', width: 160 },
        {
          title: '企业数据',
          key: 'value',
          render: (_, row) =>
            row.value_text === null ? (
              <>
                <span className={styles.muted}>未填写</span>
                {row.settled_at && (
                  <span className={styles.source}>
                    <SettleLink
                      to={row.settled_at}
                      field={row.field}
                      label={MATCH_FIELDS[row.field].label}
                    />
                  </span>
                )}
              </>
            ) : (
              <>
                {row.value_text}
                <span className={styles.source}>
                  来源：{row.source ?? '—'}
                  {row.as_of ? ` · ${row.as_of}` : ''}
                </span>
              </>
            ),
        },
        {
          title: '结果',
          key: 'outcome',
          width: 90,
          render: (_, row) => (
            <StatusTag tone={OUTCOME_TONES[row.outcome]}>{row.outcome_label}</StatusTag>
          ),
        },
      ]}
    />
  );
}
