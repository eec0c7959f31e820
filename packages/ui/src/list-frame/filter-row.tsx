import { useId } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import styles from './list-frame.module.css';

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
}

export interface FilterRowProps<V extends string | number> {
  /** What the row filters by, e.g. 政策级别. */
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * One filter of a list page as government portals lay them out: the name, then every choice
 * (全部 first) as a toggle button; the chosen one is pressed. One click filters, no 查询 button.
 */
export function FilterRow<V extends string | number>({
  label,
  options,
  value,
  onChange,
}: FilterRowProps<V>) {
  const labelId = useId();
  return (
    // The palette on its own root too: a row used outside a ListFrame (a calendar's filters)
    // would otherwise draw its pressed choice white on nothing.
    <div
      className={styles.filterRow}
      style={paletteVariables}
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className={styles.filterLabel}>
        {label}
      </span>
      <div className={styles.filterOptions}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.filterOption}
            aria-pressed={option.value === value}
            onClick={() => {
              if (option.value !== value) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
