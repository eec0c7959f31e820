import { useRef, type KeyboardEvent } from 'react';
import { paletteVariables } from '../palette/palette-variables';
import { Skeleton } from '../skeleton/skeleton';
import styles from './policy-group-list.module.css';

export interface PolicyGroupEntry {
  id: string | number;
  /** The award list's name (entry_name). */
  title: string;
  /** Already formatted, 2026-03-08. */
  date: string;
}

export interface PolicyGroupListProps {
  groups: readonly PolicyGroupEntry[];
  activeId: string | number;
  onSelect: (id: string | number) => void;
  /** Names the list, e.g. 扶持名单. */
  label: string;
  /** The id of the element showing the selected group (its table). */
  panelId: string;
  /** Prefix of each entry's id, for the panel's aria-labelledby. */
  idPrefix: string;
}

/** The id of a group's entry, for the panel's aria-labelledby. */
export function policyGroupTabId(idPrefix: string, id: string | number): string {
  return `${idPrefix}-group-${id}`;
}

/** One entry's height; the list shows this many pixels per group. */
export const POLICY_GROUP_ENTRY_HEIGHT = 48;

/**
 * The newest award lists of a level, one per line with its date; choosing one shows its table.
 * A vertical tab list: arrow keys move between the lists.
 */
export function PolicyGroupList({
  groups,
  activeId,
  onSelect,
  label,
  panelId,
  idPrefix,
}: PolicyGroupListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = groups.findIndex((group) => group.id === activeId);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: groups.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || groups.length === 0) return;
    event.preventDefault();
    const group = groups[(target + groups.length) % groups.length]!;
    onSelect(group.id);
    listRef.current
      ?.querySelector<HTMLElement>(`#${CSS.escape(policyGroupTabId(idPrefix, group.id))}`)
      ?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="vertical"
      className={styles.list}
      style={paletteVariables}
      onKeyDown={onKeyDown}
    >
      {groups.map((group) => {
        const selected = group.id === activeId;
        return (
          <button
            key={group.id}
            id={policyGroupTabId(idPrefix, group.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.entry}
            style={{ height: POLICY_GROUP_ENTRY_HEIGHT }}
            onClick={() => onSelect(group.id)}
          >
            <span className={styles.title} title={group.title}>
              {group.title}
            </span>
            <span className={styles.date}>{group.date}</span>
          </button>
        );
      })}
    </div>
  );
}

export function PolicyGroupListSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={styles.skeletonEntry}
          style={{ height: POLICY_GROUP_ENTRY_HEIGHT }}
        >
          <Skeleton height={16} width="85%" />
          <Skeleton height={12} width={80} />
        </div>
      ))}
    </div>
  );
}
