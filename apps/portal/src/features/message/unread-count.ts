// The header's unread count: one small query for a logged-in member (none for a visitor), asked
// again when the window regains focus and every couple of minutes while the page is visible, so
// a message that arrives while the member reads another page shows up without a reload.
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../session';
import { UNREAD_REFRESH_MS, unreadCountQueryOptions } from './api';

/** The member's unread total; undefined for a visitor or until the first answer. */
export function useUnreadCount(): number | undefined {
  const { isLoggedIn, userId } = useSession();
  const unread = useQuery({
    ...unreadCountQueryOptions(userId ?? ''),
    enabled: isLoggedIn && userId !== null,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  return isLoggedIn ? unread.data?.total : undefined;
}
