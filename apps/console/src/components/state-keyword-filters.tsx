// The filters of a console queue: a state from the flow table and a keyword, both written back
// into the address (page 1 again), so a filtered queue can be shared and reloaded.
import { Input, Select } from 'antd';

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
  const options = (Object.entries(states) as [S, string][])
    .filter(([state]) => !hiddenStates.includes(state))
    .map(([value, label]) => ({ value, label }));
  return (
    <>
      <Select<S>
        aria-label={stateLabel}
        placeholder="全部状态"
        allowClear
        style={{ width: 160 }}
        value={search.state}
        options={options}
        onChange={(state?: S) => onSearchChange({ ...search, state, page: 1 })}
      />
      <Input.Search
        aria-label={keywordLabel}
        placeholder={keywordLabel}
        allowClear
        defaultValue={search.keyword}
        key={search.keyword ?? ''}
        maxLength={64}
        style={{ width: 300 }}
        enterButton="搜索"
        onSearch={(value) =>
          onSearchChange({ ...search, keyword: value.trim() || undefined, page: 1 })
        }
      />
    </>
  );
}
