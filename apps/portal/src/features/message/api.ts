// The queries and mutations of 消息中心 and the deadline inbox. Every key carries the member
// (`member`): the cache outlives a logout, and the next member must never see the last one's
// messages or count, even for a moment. Invalidation still goes by the call's key prefix.
import * as messageCalls from '@qyfw/portal-sdk/calls/message';
import { callQueryKey } from '@qyfw/portal-sdk/queries';
import type { CallBody, CallDefinition } from '@qyfw/portal-sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';
import type { MessageListSearch } from './search';

/** Messages arrive with other people's actions; a minute keeps the list and the badge close. */
export const MESSAGES_STALE_MS = 60 * 1000;
/** How often an open page asks for the unread count again (and on focus). */
export const UNREAD_REFRESH_MS = 2 * 60 * 1000;
export const MESSAGE_PAGE_SIZE = 10;

function memberQuery<C extends CallDefinition>(member: string, call: C, body: CallBody<C>) {
  return {
    queryKey: [...callQueryKey(call, body), { member }] as const,
    queryFn: () => sdk.call(call, body),
  };
}

export function messageListQueryOptions(member: string, search: MessageListSearch) {
  const body = {
    page: search.page,
    pageSize: MESSAGE_PAGE_SIZE,
    state: search.state,
    ...(search.type === 'all' ? {} : { type: search.type }),
  };
  return queryOptions({
    ...memberQuery(member, messageCalls.message_list, body),
    staleTime: MESSAGES_STALE_MS,
  });
}

export function unreadCountQueryOptions(member: string) {
  return queryOptions({
    ...memberQuery(member, messageCalls.message_unread_count, {}),
    // Polled in the background on every page: a failure leaves the last count (or none) on
    // screen rather than a toast every couple of minutes.
    queryFn: () => sdk.call(messageCalls.message_unread_count, {}, { quiet: true }),
    staleTime: MESSAGES_STALE_MS,
  });
}

export function preferencesQueryOptions(member: string) {
  return queryOptions(memberQuery(member, messageCalls.message_preferences, {}));
}

export function deadlinesQueryOptions(member: string) {
  return queryOptions({
    ...memberQuery(member, messageCalls.deadline_list, {}),
    staleTime: MESSAGES_STALE_MS,
  });
}

export function calendarFeedQueryOptions(member: string) {
  return queryOptions(memberQuery(member, messageCalls.calendar_feed, {}));
}

/** What reading changes: the lists and every unread count (the header's badge too). */
export const READ_INVALIDATES = [
  messageCalls.message_list,
  messageCalls.message_unread_count,
] as const;

export { messageCalls };
