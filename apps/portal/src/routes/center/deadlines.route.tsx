import { createFileRoute } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { RouterHrefLink } from '../../components/router-href-link';
import { CalendarFeedPanel } from '../../features/messages/components/calendar-feed-panel';
import { DeadlineInbox } from '../../features/messages/components/deadline-inbox';
import { BASE_PATH } from '../../lib/base-path';
import { useSession } from '../../session';
import styles from './deadlines.module.css';

/**
 * /deadlines 我的待办期限 (issue 13, beyond the spec): every dated obligation of the member's
 * enterprise by due date, and the private calendar feed of them.
 */
export const Route = createFileRoute('/_member/_center/deadlines')({
  staticData: { page: { tab: 'basics', title: '我的待办期限', plain: false } },
  component: DeadlinesPage,
});

function DeadlinesPage() {
  const { userId } = useSession();
  const member = userId ?? '';
  return (
    <PageSheet title="我的待办期限">
      <div className={styles.stack}>
        <DeadlineInbox
          member={member}
          renderLink={(deadline) => (
            <RouterHrefLink href={`${BASE_PATH}${deadline.link}`}>去办理</RouterHrefLink>
          )}
        />
        <CalendarFeedPanel member={member} />
      </div>
    </PageSheet>
  );
}
