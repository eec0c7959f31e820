import { useRef, type KeyboardEvent } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import styles from './tabs.module.css';

export interface TabItem<K extends string | number = string | number> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string | number> {
  items: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Names the tab list for screen readers, e.g. 政策级别. */
  label: string;
  /** Prefix of the tab ids; the panel the tabs control is `${idPrefix}-panel`. */
  idPrefix: string;
  /** `line` under a section title; `pill` for a compact row inside a card. */
  variant?: 'line' | 'pill';
}

/** The id of tab `key`, for the panel's aria-labelledby. */
export function tabId(idPrefix: string, key: string | number): string {
  return `${idPrefix}-tab-${key}`;
}

export function tabPanelId(idPrefix: string): string {
  return `${idPrefix}-panel`;
}

/**
 * A row of tabs after the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move
 * between tabs and select them. Hand-written rather than antd's Tabs: the home page shows five
 * tab rows and antd's Tabs adds ≈22 kB gzip to the first load for what is a list of buttons.
 */
export function Tabs<K extends string | number>({
  items,
  activeKey,
  onChange,
  label,
  idPrefix,
  variant = 'line',
}: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const count = items.length;
    const item = items[((index % count) + count) % count];
    if (!item) return;
    onChange(item.key);
    listRef.current
      ?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, item.key))}`)
      ?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.key === activeKey);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={`${styles.list} ${styles[variant]}`}
      style={paletteVariables}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            id={tabId(idPrefix, item.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
