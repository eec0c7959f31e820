// The filters of a console list: a keyword and a few choices (a state, a role, a unit …), each
// written back into the address at once (page 1 again), so a filtered list can be shared and
// reloaded. The choices come first, the keyword last, in the order the screen names them.
import { Input, Select } from 'antd';

export interface FilterChoice<K extends string> {
  /** The search key the choice writes (state, role …). */
  readonly key: K;
  /** The select's accessible name and placeholder's subject (账号状态). */
  readonly label: string;
  readonly options: readonly { readonly value: string | number; readonly label: string }[];
  /** What the empty select says; 全部 + the label unless given (a queue's 全部状态). */
  readonly placeholder?: string;
  readonly width?: number;
}

type FilterSearch<K extends string> = { readonly page: number; readonly keyword?: string } & {
  readonly [P in K]?: string | number;
};

export interface ListFiltersProps<K extends string, T extends FilterSearch<K>> {
  /** What the keyword searches, as the field says it (用户名、昵称或手机号); none: no keyword. */
  readonly keywordLabel?: string;
  readonly keywordWidth?: number;
  readonly choices?: readonly FilterChoice<K>[];
  readonly search: T;
  readonly onSearchChange: (next: T) => void;
}

export function ListFilters<K extends string, T extends FilterSearch<K>>({
  keywordLabel,
  keywordWidth = 280,
  choices = [],
  search,
  onSearchChange,
}: ListFiltersProps<K, T>) {
  return (
    <>
      {choices.map((choice) => (
        <Select<string | number>
          key={choice.key}
          aria-label={choice.label}
          placeholder={choice.placeholder ?? `全部${choice.label}`}
          allowClear
          style={{ width: choice.width ?? 150 }}
          value={search[choice.key]}
          options={choice.options.map((option) => ({ ...option }))}
          onChange={(value?: string | number) =>
            onSearchChange({ ...search, [choice.key]: value, page: 1 })
          }
        />
      ))}
      {keywordLabel === undefined ? null : (
        <Input.Search
          aria-label={keywordLabel}
          placeholder={keywordLabel}
          allowClear
          defaultValue={search.keyword}
          // A new address (back, a link with a keyword) shows its keyword, not the one typed.
          key={search.keyword ?? ''}
          maxLength={64}
          style={{ width: keywordWidth }}
          enterButton="搜索"
          onSearch={(value) =>
            onSearchChange({ ...search, keyword: value.trim() || undefined, page: 1 })
          }
        />
      )}
    </>
  );
}

/** A label map (ACCOUNT_STATE_LABELS, a flow's states …) as a select's options. */
export const optionsOf = <V extends string>(labels: Readonly<Record<V, string>>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
