import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { paletteVariables } from '../palette/palette-variables';
import {
  addDays,
  addMonths,
  dayTitle,
  monthOf,
  monthTitle,
  monthWeeks,
  sameDayIn,
  weekdayOf,
} from './calendar-dates';
import styles from './deadline-calendar.module.css';

/** One dated item of the calendar, e.g. a call's deadline. */
export interface DeadlineItem {
  id: string | number;
  /** `YYYY-MM-DD`. */
  date: string;
  title: string;
}

export interface DeadlineCalendarProps<T extends DeadlineItem> {
  /** Names the calendar, e.g. 申报截止日历. */
  label: string;
  /** The month shown, `YYYY-MM`; the page keeps it (in the URL). */
  month: string;
  onMonthChange: (month: string) => void;
  /** The month's items (others are ignored). */
  items: readonly T[];
  /** An item in the day list, e.g. a link to the call; its title by default. */
  renderItem?: (item: T) => ReactNode;
  /** Today, `YYYY-MM-DD` (China's date): marked in the grid, and where focus starts. */
  today: string;
  /** The month's items are on their way. */
  loading?: boolean;
  /** The items could not be loaded; with a retry. */
  error?: { text: string; onRetry: () => void } | undefined;
}

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/**
 * A month of deadlines: a grid of days (a dot and the count on days with deadlines) and, under
 * it, the deadlines of the chosen day, or of the whole month when no day is chosen. Keyboard as
 * a date grid: arrows move a day or a week (into the next month when needed), Home/End to the
 * week's ends, PageUp/PageDown a month, Enter or Space chooses the day; one day is in the tab order.
 */
export function DeadlineCalendar<T extends DeadlineItem>({
  label,
  month,
  onMonthChange,
  items,
  renderItem = (item) => item.title,
  today,
  loading = false,
  error,
}: DeadlineCalendarProps<T>) {
  const uid = useId();
  const titleId = `${uid}-title`;
  const [selected, setSelected] = useState<string | null>(null);
  const [focused, setFocused] = useState(() => (monthOf(today) === month ? today : `${month}-01`));
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows `focused` only after a key moved it, never on the first render.
  const moveFocus = useRef(false);

  // Another month (the buttons, or the page's URL): focus stays on a day of the month shown.
  const activeDate = monthOf(focused) === month ? focused : sameDayIn(focused, month);

  const byDate = useMemo(() => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      if (monthOf(item.date) !== month) continue;
      const list = map.get(item.date) ?? [];
      list.push(item);
      map.set(item.date, list);
    }
    return map;
  }, [items, month]);
  const datesWithItems = [...byDate.keys()].sort();
  const shownDates = selected && monthOf(selected) === month ? [selected] : datesWithItems;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${activeDate}"]`)?.focus();
  }, [activeDate]);

  const goTo = (date: string) => {
    moveFocus.current = true;
    setFocused(date);
    if (monthOf(date) !== month) onMonthChange(monthOf(date));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekdayOf(date)),
      End: () => addDays(date, 6 - weekdayOf(date)),
      PageUp: () => sameDayIn(date, addMonths(monthOf(date), -1)),
      PageDown: () => sameDayIn(date, addMonths(monthOf(date), 1)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move());
  };

  const changeMonth = (months: number) => {
    setSelected(null);
    onMonthChange(addMonths(month, months));
  };

  return (
    <section className={styles.calendar} style={paletteVariables} aria-labelledby={titleId}>
      <div className={styles.header}>
        <button type="button" className={styles.step} onClick={() => changeMonth(-1)}>
          ‹ 上一月
        </button>
        <h3 id={titleId} className={styles.title} aria-live="polite">
          <span className={styles.hidden}>{label} </span>
          {monthTitle(month)}
        </h3>
        <button type="button" className={styles.step} onClick={() => changeMonth(1)}>
          下一月 ›
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        className={styles.grid}
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" abbr={`星期${day}`}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={column} role="gridcell" className={styles.blank} />;
                const count = byDate.get(date)?.length ?? 0;
                const isSelected = date === selected;
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === activeDate ? 0 : -1}
                      className={[
                        styles.day,
                        count > 0 ? styles.hasItems : '',
                        date === today ? styles.today : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-pressed={isSelected}
                      onFocus={() => setFocused(date)}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onClick={() => setSelected(isSelected ? null : date)}
                    >
                      {/* The name is the visible text plus hidden words (not an aria-label that
                          would differ from what a speech-input user reads on screen). */}
                      <span>
                        <span className={styles.hidden}>
                          {date.slice(5, 7).replace(/^0/, '')}月
                        </span>
                        {Number(date.slice(8, 10))}
                        <span className={styles.hidden}>
                          日{date === today ? '（今天）' : ''}，{count > 0 ? '' : '无截止'}
                        </span>
                      </span>
                      {count > 0 ? (
                        <span className={styles.count}>
                          {count} 项<span className={styles.hidden}>截止</span>
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.days} aria-live="polite">
        {error ? (
          <div role="alert" className={styles.state}>
            {error.text}
            <button type="button" className={styles.step} onClick={error.onRetry}>
              重新加载
            </button>
          </div>
        ) : loading ? (
          <p className={styles.state}>正在加载…</p>
        ) : shownDates.length === 0 ? (
          <p className={styles.state}>
            {selected ? `${dayTitle(selected)}无截止事项` : `${monthTitle(month)}无截止事项`}
          </p>
        ) : (
          <>
            {selected ? (
              <button type="button" className={styles.step} onClick={() => setSelected(null)}>
                显示本月全部
              </button>
            ) : null}
            {shownDates.map((date) => (
              <div key={date} className={styles.dayGroup}>
                <h4 className={styles.dayTitle}>{dayTitle(date)} 截止</h4>
                <ul className={styles.items}>
                  {(byDate.get(date) ?? []).map((item) => (
                    <li key={item.id}>{renderItem(item)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
