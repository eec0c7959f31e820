// 草稿 / 已发布 wherever an operator publishes something (policy documents, calls, and every
// other record saved as a draft before the portal shows it): its tag, its list column and its
// list filter, so the word and the colour are the same on every publishing screen.
import { PUBLISH_STATE_LABELS } from '@qyfw/portal-sdk/calls/policy-admin';
import { StatusTag } from '@qyfw/ui';
import type { StatusTone } from '@qyfw/ui';
import { Select } from 'antd';
import type { TableColumnType } from 'antd';

export type PublishState = keyof typeof PUBLISH_STATE_LABELS;

// Tones from @qyfw/ui's StatusTag: antd's light preset tags fall under 4.5:1 at tag size.
const TONES: Record<PublishState, StatusTone> = { draft: 'grey', published: 'green' };

export const publishStateLabel = (state: PublishState) => PUBLISH_STATE_LABELS[state];

export function PublishStateTag({ state }: { readonly state: PublishState }) {
  return <StatusTag tone={TONES[state]}>{publishStateLabel(state)}</StatusTag>;
}

/** The list's 状态 column. */
export function publishStateColumn<
  Row extends { readonly state: PublishState },
>(): TableColumnType<Row> {
  return {
    title: '状态',
    key: 'state',
    width: 90,
    render: (_, row) => <PublishStateTag state={row.state} />,
  };
}

/** The list's 发布状态 filter; cleared means every state. */
export function PublishStateSelect({
  value,
  onChange,
}: {
  readonly value: PublishState | undefined;
  readonly onChange: (state: PublishState | undefined) => void;
}) {
  return (
    <Select<PublishState>
      aria-label="发布状态"
      placeholder="全部状态"
      allowClear
      style={{ width: 140 }}
      value={value}
      options={(['draft', 'published'] as const).map((state) => ({
        value: state,
        label: publishStateLabel(state),
      }))}
      onChange={(state?: PublishState) => onChange(state)}
    />
  );
}
