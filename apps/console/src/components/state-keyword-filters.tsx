// The filters of a console queue: a state from the flow table and a keyword — ListFilters with
// one choice, the flow's states less those the queue never shows, said as 全部状态 when empty.
import { ListFilters, optionsOf } from './list-filters';

interface StateKeywordSearch<S extends string> {
  readonly state?: S | undefined;
  readonly keyword?: string | undefined;
  readonly page: number;
}

export interface StateKeywordFiltersProps<S extends string, T extends StateKeywordSearch<S>> {
  /** The flow's states by name: 已提交, 待审核 … */
  readonly states: Readonly<Record<S, string>>;
  /** States a queue never shows (a draft is the member's own). */
  readonly hiddenStates?: readonly S[];
  readonly stateLabel: string;
  /** What the keyword searches, as the field says it. */
  readonly keywordLabel: string;
  readonly search: T;
  readonly onSearchChange: (next: T) => void;
}

export function StateKeywordFilters<S extends string, T extends StateKeywordSearch<S>>({
  states,
  hiddenStates = [],
  stateLabel,
  keywordLabel,
  search,
  onSearchChange,
}: StateKeywordFiltersProps<S, T>) {
  const options = optionsOf(states).filter(({ value }) => !hiddenStates.includes(value));
  return (
    <ListFilters
      keywordLabel={keywordLabel}
      keywordWidth={300}
      choices={[{ key: 'state', label: stateLabel, placeholder: '全部状态', width: 160, options }]}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
