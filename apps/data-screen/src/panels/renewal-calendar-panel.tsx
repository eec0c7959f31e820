import * as dapingCalls from '@qyfw/portal-sdk/calls/daping';
import { CalendarHeatmap } from '@qyfw/ui/charts';
import { useQuery } from '@tanstack/react-query';
import { dapingQueryOptions } from '../lib/daping-query';
import { QueryPanel } from '../lib/query-panel';

/** The next 90 days coloured by how many holdings fall due each day. */
export const CALENDAR_DAYS = 90;

export function RenewalCalendarPanel() {
  const query = useQuery(
    dapingQueryOptions(dapingCalls.daping_renewal_calendar, { days: CALENDAR_DAYS }),
  );
  return (
    <QueryPanel
      query={query}
      title="续费到期日历"
      subtitle={(data) =>
        `未来${CALENDAR_DAYS}天 · 共 ${data.days.reduce((sum, day) => sum + day.count, 0)} 项到期`
      }
    >
      {(data) => (
        <CalendarHeatmap
          label={`未来${CALENDAR_DAYS}天每天到期的知识产权与资质`}
          days={data.days}
          unit="项"
        />
      )}
    </QueryPanel>
  );
}
