import { useId, useState, type FormEvent } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { PlainIcon } from '../plain-icon';
import { paletteVariables } from '../palette/palette-variables';
import styles from './search-box.module.css';

export interface SearchBoxOption<V extends string | number = number> {
  value: V;
  label: string;
}

export interface SearchBoxTab<V extends string | number = number> {
  key: string;
  label: string;
  placeholder?: string;
  /** A second choice inside the tab (供需: 供应 or 需求); the first is preselected. */
  options?: readonly SearchBoxOption<V>[];
}

export interface SearchBoxQuery<V extends string | number = number> {
  tabKey: string;
  /** Trimmed; may be empty (the list page then shows everything). */
  keyword: string;
  /** The chosen option of the tab, when it has options. */
  option?: V | undefined;
}

export interface SearchBoxProps<V extends string | number = number> {
  tabs: readonly SearchBoxTab<V>[];
  onSearch: (query: SearchBoxQuery<V>) => void;
  defaultTabKey?: string;
  /** Names the options group for screen readers, e.g. 供需类型. */
  optionsLabel?: string;
  maxLength?: number;
}

const DEFAULT_PLACEHOLDER = '请输入关键词';

/** The top search (contract §2): a tab per target, a keyword field and the search button. */
export function SearchBox<V extends string | number = number>({
  tabs,
  onSearch,
  defaultTabKey,
  optionsLabel = '类型',
  maxLength = 50,
}: SearchBoxProps<V>) {
  const [tabKey, setTabKey] = useState(defaultTabKey ?? tabs[0]?.key ?? '');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Record<string, V>>({});
  const inputId = useId();
  const tab = tabs.find((candidate) => candidate.key === tabKey) ?? tabs[0];
  const option = tab?.options ? (chosen[tab.key] ?? tab.options[0]?.value) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!tab) return;
    onSearch({ tabKey: tab.key, keyword: keyword.trim(), option });
  };

  return (
    <form role="search" className={styles.search} style={paletteVariables} onSubmit={submit}>
      <div className={styles.tabs} role="group" aria-label="搜索范围">
        {tabs.map((candidate) => (
          <button
            key={candidate.key}
            type="button"
            className={styles.tab}
            aria-pressed={candidate.key === tab?.key}
            onClick={() => setTabKey(candidate.key)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div className={styles.field}>
        {tab?.options && (
          <div className={styles.options} role="radiogroup" aria-label={optionsLabel}>
            {tab.options.map((candidate) => (
              <label key={candidate.value} className={styles.option}>
                <input
                  type="radio"
                  name={`${inputId}-option`}
                  checked={candidate.value === option}
                  onChange={() =>
                    setChosen((current) => ({ ...current, [tab.key]: candidate.value }))
                  }
                />
                {candidate.label}
              </label>
            ))}
          </div>
        )}
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          搜索{tab?.label ?? ''}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={keyword}
          maxLength={maxLength}
          placeholder={tab?.placeholder ?? DEFAULT_PLACEHOLDER}
          onChange={(event) => setKeyword(event.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit} disabled={!tab}>
          <PlainIcon icon={SearchOutlined} aria-hidden="true" />
          搜索
        </button>
      </div>
    </form>
  );
}
