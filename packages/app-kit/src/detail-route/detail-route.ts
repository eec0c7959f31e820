// What every detail route did by hand (policy, announcement and knowledge detail): an id missing
// from the address or unknown to the server is the router's not-found page (Chinese 404, no tab
// marked), the record is prefetched by the loader, and the document title names the record.
import { isPortalError } from '@qyfw/portal-sdk';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/** The server has no such record (HTTP 404): asking again cannot make it exist. */
export function isNotFoundAnswer(error: unknown): boolean {
  return isPortalError(error) && error.kind === 'not-found';
}

/** For beforeLoad and loaders: an id the address did not give (or gave malformed) is a 404. */
export function requireId<Id>(id: Id | undefined): Id {
  if (id === undefined) throw notFound();
  return id;
}

/**
 * The loader's body: the record into the cache (the page reads the same query), not-found for an
 * unknown id, and undefined for any other failure — the page then comes up and its own query
 * offers 重试, instead of the whole route failing on a hiccup.
 */
export async function loadDetail<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
  isMissing: (error: unknown) => boolean = isNotFoundAnswer,
): Promise<T | undefined> {
  try {
    return await queryClient.ensureQueryData({ ...options, retry: false });
  } catch (error) {
    if (isMissing(error)) throw notFound();
    return undefined;
  }
}

/**
 * The route's `head`: the document title from the loaded record; until it is known, the route's
 * staticData title stands.
 */
export function detailHead<T>(documentTitle: (record: T) => string) {
  return ({ loaderData }: { loaderData?: T | undefined }) =>
    loaderData ? { meta: [{ title: documentTitle(loaderData) }] } : {};
}
