// The options a detail route addressed by ?id= declares the same way (/trendsDetail,
// /knowledgeDetail, /policyDetail, /policyDetailData), on top of @qyfw/app-kit's detail-route
// helper: no id (or not a number) is the 404 page before anything is fetched; the loader
// prefetches the record, and an id the server does not know is the 404 page too; the record's
// title names the tab once it is known.
// Separate exports, not one object to spread into the options: the router's code splitter moves a
// route's `loader` into its own chunk only when the options name it as a property.
import { detailHead, loadDetail, requireId } from '@qyfw/app-kit/detail-route';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { pageTitle } from '../lib/site';

interface IdSearch {
  readonly id?: number | undefined;
}

/** `beforeLoad`: the address must name an id. */
export const requireSearchId = ({ search }: { search: IdSearch }) => void requireId(search.id);

/** `loaderDeps`: the record to load is the address's id. */
export const searchIdDeps = ({ search: { id } }: { search: IdSearch }) => ({ id });

/**
 * `loader` of a record that its id alone names: the record into the query cache. A failure other
 * than "no such record" still shows the page: its own query offers 重试.
 */
export function loadRecordById<T, Key extends QueryKey>(
  queryOptionsOf: (id: number) => FetchQueryOptions<T, Error, T, Key>,
) {
  return ({ context, deps }: { context: { queryClient: QueryClient }; deps: IdSearch }) =>
    loadDetail(context.queryClient, queryOptionsOf(requireId(deps.id)));
}

/** `head`: the record's title names the tab; the route's staticData title stands until then. */
export const titleFromRecord = detailHead((record: { title: string }) => pageTitle(record.title));
