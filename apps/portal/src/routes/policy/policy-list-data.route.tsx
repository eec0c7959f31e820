import { createFileRoute } from '@tanstack/react-router';
import { Segmented } from 'antd';
import { PageSheet } from '../../components/page-sheet';
import { callListQueryOptions, callMonthQueryOptions } from '../../features/policy-library/api';
import { CallCalendar } from '../../features/policy-library/components/call-calendar';
import { CallList } from '../../features/policy-library/components/call-list';
import { chinaToday } from '../../features/policy-library/labels';
import { callListSearchSchema, type CallListSearch } from '../../features/policy-library/search';
import styles from '../../features/policy-library/components/call-list.module.css';

/** /policyListData?view=&window=&mode=&month=&page=: 申报通知, a list or a deadline calendar (issue 14). */
export const Route = createFileRoute('/_library/policyListData')({
  staticData: { page: { tab: 'policyData', title: '申报通知', plain: false } },
  validateSearch: callListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // Paging, filtering or another month keeps the page on screen; arriving brings the data.
    const prefetch =
      deps.view === 'calendar'
        ? queryClient.prefetchQuery(
            callMonthQueryOptions(deps, deps.month ?? chinaToday().slice(0, 7)),
          )
        : queryClient.prefetchQuery(callListQueryOptions(deps));
    if (cause !== 'stay') await prefetch;
  },
  component: CallListPage,
});

const VIEWS = [
  { label: '列表', value: 'list' },
  { label: '日历', value: 'calendar' },
] as const;

function CallListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<CallListSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, page: 1, ...patch }),
      resetScroll: false,
    });
  const view = search.view ?? 'list';
  return (
    <PageSheet title="申报通知">
      <Segmented
        className={styles.viewSwitch}
        aria-label="显示方式"
        options={[...VIEWS]}
        value={view}
        onChange={(next) => change({ view: next === 'list' ? undefined : next })}
      />
      {view === 'calendar' ? (
        <CallCalendar search={search} onSearchChange={change} />
      ) : (
        <CallList search={search} onSearchChange={change} />
      )}
    </PageSheet>
  );
}
