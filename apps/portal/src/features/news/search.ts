// The URL search params of /dynamicList and /trendsDetail, derived from the calls' own body
// schemas. A hand-edited value that does not parse falls back instead of failing the page.
import * as newsCalls from '@qyfw/portal-sdk/calls/news';
import { z } from 'zod';

/** /dynamicList?page= */
export const newsListSearchSchema = z.object({
  page: newsCalls.trends_list.body.shape.page.catch(1),
});
export type NewsListSearch = z.output<typeof newsListSearchSchema>;

/** /trendsDetail?id= — a missing or malformed id is kept as undefined: the page is a 404. */
export const newsArticleSearchSchema = z.object({
  id: newsCalls.trends_detail.body.shape.id.optional().catch(undefined),
});
