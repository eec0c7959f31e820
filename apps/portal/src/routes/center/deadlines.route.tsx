import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { RouterHrefLink } from '../../components/router-href-link';
import { CalendarFeedPanel } from '../../features/message/components/calendar-feed-panel';
import { DeadlineInbox } from '../../features/message/components/deadline-inbox';
import { deadlineSearchSchema } from '../../features/message/deadline-search';
import { BASE_PATH } from '../../lib/base-path';
import { useSession } from '../../session';
import styles from './deadlines.module.css';

/** This page's own address: an obligation whose record has no screen yet is settled from here. */
const SELF = '/deadlines';

/**
 * /deadlines 我的待办期限 (issue 13, beyond the spec): every dated obligation of the member's
 * enterprise by due date — the renewal warning's items among them (issue 25) — filtered by kind
 * in the address (?category=&page=), and the private calendar feed of them.
 */
export const Route = createFileRoute('/_member/_center/deadlines')({
  staticData: { page: { tab: 'basics', title: '我的待办期限', plain: false } },
  validateSearch: deadlineSearchSchema,
  // Page 1 is the page without a ?page=: a link to the list stays the plain address.
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: DeadlinesPage,
});

function DeadlinesPage() {
  const { userId } = useSession();
  const member = userId ?? '';
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageSheet title="我的待办期限">
      <div className={styles.stack}>
        <DeadlineInbox
          member={member}
          search={search}
          onSearchChange={(next) => void navigate({ search: next, resetScroll: false })}
          renderLink={(deadline) =>
            // A link to this very list would go nowhere: the IP items are settled from here.
            // Past the point of acting (a 补正 whose period has passed) the record is there to read.
            deadline.link.split('?')[0] === SELF ? null : (
              <RouterHrefLink href={`${BASE_PATH}${deadline.link}`}>
                {deadline.actionable ? '去办理' : '查看'}
              </RouterHrefLink>
            )
          }
        />
        <CalendarFeedPanel member={member} />
      </div>
    </PageSheet>
  );
}
