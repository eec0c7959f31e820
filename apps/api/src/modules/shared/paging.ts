// Paged list answers (design §2): `{ list, total, page, pageSize }`. A page past the end answers
// an empty list with the real total, so the client can still draw its pager.
export interface PageRequest {
  readonly page: number;
  readonly pageSize: number;
}

export interface PagedAnswer<T> extends PageRequest {
  readonly list: T[];
  readonly total: number;
}

/** Counts first, then reads the page only when it has rows. */
export async function pagedAnswer<T>(
  request: PageRequest,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<PagedAnswer<T>> {
  const total = await count();
  const offset = (request.page - 1) * request.pageSize;
  const list = offset < total ? await rows(request.pageSize, offset) : [];
  return { list, total, page: request.page, pageSize: request.pageSize };
}

/** `%text%` for ILIKE with the caller's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
