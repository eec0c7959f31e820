import { DeadlineCalendar, WindowStateTag } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { callMonthQueryOptions } from '../api';
import { chinaToday } from '../labels';
import type { CallListSearch } from '../search';
import { CallFilters, CallTitleLink, type CallFiltersProps } from './call-list';
import styles from './call-list.module.css';

/**
 * 申报通知 as a month calendar of deadlines: the calls whose window overlaps the month, each on
 * its end day (常年受理 has none and is left out); the month is in the address (?month=).
 */
export function CallCalendar({ search, onSearchChange }: CallFiltersProps) {
  const today = chinaToday();
  const month = search.month ?? today.slice(0, 7);
  const query = useQuery(callMonthQueryOptions(search, month));
  const items = (query.data ?? []).flatMap((call) =>
    call.end_on ? [{ ...call, date: call.end_on }] : [],
  );
  return (
    <div className={styles.calendarView}>
      <div className={styles.filters}>
        <CallFilters search={search} onSearchChange={onSearchChange} />
      </div>
      <DeadlineCalendar
        label="申报截止日历"
        month={month}
        onMonthChange={(next) => onSearchChange({ month: next } satisfies Partial<CallListSearch>)}
        items={items}
        today={today}
        loading={query.isPending}
        error={
          query.isError
            ? { text: '申报通知加载失败，请稍后重试', onRetry: () => void query.refetch() }
            : undefined
        }
        renderItem={(call) => (
          <span className={styles.calendarItem}>
            <CallTitleLink call={call} />
            <WindowStateTag state={call.window} daysLeft={call.days_left} />
            <span className={styles.policy}>{call.mode_label}</span>
          </span>
        )}
      />
    </div>
  );
}
