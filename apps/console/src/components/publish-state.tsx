// 草稿 / 已发布 wherever an operator publishes something (policy documents, calls, and every
// other record saved as a draft before the portal shows it): its tag, its list column and its
// list filters, so the word and the colour are the same on every publishing screen.
import { PUBLISH_STATE_LABELS } from '@qyfw/portal-sdk/calls/policy-admin';
import { StatusTag } from '@qyfw/ui';
import type { StatusTone } from '@qyfw/ui';
import type { TableColumnType } from 'antd';
import { ListFilters, optionsOf } from './list-filters';
import type { FilterChoice } from './list-filters';

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

/** The list's 发布状态 filter (a ListFilters choice); cleared means every state. */
export const publishStateChoice: FilterChoice<'state'> = {
  key: 'state',
  label: '发布状态',
  placeholder: '全部状态',
  width: 140,
  options: optionsOf(PUBLISH_STATE_LABELS),
};

/** A publishing list's filters (政策发布, 资讯公告): 发布状态 and a keyword of the title. */
export function PublishFilters<T extends { page: number; keyword?: string; state?: PublishState }>({
  search,
  onSearchChange,
}: {
  readonly search: T;
  readonly onSearchChange: (next: T) => void;
}) {
  return (
    <ListFilters
      keywordLabel="标题关键词"
      choices={[publishStateChoice]}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
