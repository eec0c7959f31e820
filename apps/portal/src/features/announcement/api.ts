import * as newsCalls from '@qyfw/portal-sdk/calls/news';
import { isPortalError } from '@qyfw/portal-sdk/client';
import { callQueryKey } from '@qyfw/portal-sdk/queries';
import type { ArticleDetail, CallData } from '@qyfw/portal-sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../../lib/sdk';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  announcementTabOf,
  type AnnouncementStatus,
} from './announcement-tabs';

/** Announcements change a few times a day; a visitor paging back and forth needs no refetch. */
const ANNOUNCEMENT_STALE_MS = 5 * 60 * 1000;

/**
 * A page of a tab: information items (正在申报), or announcements, which also name the policy
 * document and the call they announce (bulletin answers carry policy_id and call_id).
 */
export type AnnouncementPage =
  CallData<typeof newsCalls.get_information> | CallData<typeof newsCalls.bulletin_list>;

/**
 * One page of one tab, under the SDK's key of the call behind it (so invalidating that call
 * reaches it, and the home page's first page of a tab is the same cache entry as page 1 here).
 */
export function announcementPageQueryOptions({
  status,
  page,
}: {
  status: AnnouncementStatus;
  page: number;
}) {
  const tab = announcementTabOf(status);
  const body = { page, pageSize: ANNOUNCEMENT_PAGE_SIZE, type: tab.type };
  const query =
    tab.call === 'get_information'
      ? {
          queryKey: callQueryKey(newsCalls.get_information, body),
          queryFn: (): Promise<AnnouncementPage> => sdk.call(newsCalls.get_information, body),
        }
      : {
          queryKey: callQueryKey(newsCalls.bulletin_list, body),
          queryFn: (): Promise<AnnouncementPage> => sdk.call(newsCalls.bulletin_list, body),
        };
  return queryOptions<AnnouncementPage, Error, AnnouncementPage, readonly unknown[]>({
    ...query,
    staleTime: ANNOUNCEMENT_STALE_MS,
  });
}

/** An information item, or an announcement with the policy and call it announces. */
export type AnnouncementArticle = ArticleDetail | CallData<typeof newsCalls.bulletin_detail>;

/** One article: an information item under the first tab, an announcement under the others. */
export function announcementArticleQueryOptions({
  status,
  id,
}: {
  status: AnnouncementStatus;
  id: number;
}) {
  const call =
    announcementTabOf(status).call === 'get_information'
      ? newsCalls.information_detail
      : newsCalls.bulletin_detail;
  return queryOptions<AnnouncementArticle, Error, AnnouncementArticle, readonly unknown[]>({
    queryKey: callQueryKey(call, { id }),
    queryFn: () => sdk.call(call, { id }),
    staleTime: ANNOUNCEMENT_STALE_MS,
    // An unknown id is an answer, not a hiccup: asking again cannot make the article exist.
    retry: (failureCount, error) => !isArticleMissing(error) && failureCount < 1,
  });
}

/** The server has no such article (HTTP 404): the page answers with its not-found screen. */
export function isArticleMissing(error: unknown): boolean {
  return isPortalError(error) && error.kind === 'not-found';
}
