// The URL search params of /policyList and /policyDetail, derived from the calls' own body
// schemas: a field means the same (and is bounded the same) in the address as on the wire, and
// is defined once, in the SDK. A hand-edited value that does not parse falls back to its default
// instead of failing the page.
import * as newsCalls from '@qyfw/portal-sdk/calls/news';
import { z } from 'zod';
import { announcementStatusSchema, DEFAULT_ANNOUNCEMENT_STATUS } from './announcement-tabs';

// Both list calls share one page field (pageShape); bulletin_list's stands for them.
const listBody = newsCalls.bulletin_list.body.shape;
// Both detail calls take the same `{ id }`.
const detailBody = newsCalls.bulletin_detail.body.shape;

const statusParam = announcementStatusSchema
  .default(DEFAULT_ANNOUNCEMENT_STATUS)
  .catch(DEFAULT_ANNOUNCEMENT_STATUS);

/** /policyList?status=&page= — the tab and the page, so a list can be bookmarked and shared. */
export const announcementListSearchSchema = z.object({
  status: statusParam,
  page: listBody.page.catch(1),
});
export type AnnouncementListSearch = z.output<typeof announcementListSearchSchema>;

/**
 * /policyDetail?id=&status= — the article and the tab it was listed under, which says which
 * table the id belongs to (announcements and information items number their rows apart). A
 * missing or malformed id is kept as undefined: the route answers its not-found page.
 */
export const announcementArticleSearchSchema = z.object({
  id: detailBody.id.optional().catch(undefined),
  status: statusParam,
});
export type AnnouncementArticleSearch = z.output<typeof announcementArticleSearchSchema>;
