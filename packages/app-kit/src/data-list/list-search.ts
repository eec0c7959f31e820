// A list's URL search schema from the call's own zod body: a filter means the same (and is bounded
// the same) in the address as on the wire, and is defined once, in the SDK. A hand-edited value
// that does not parse falls back to "no filter" (page: 1) instead of failing the page.
import { z } from 'zod';

type Shape = Record<string, z.ZodType>;

/** The search schema's fields: each picked field optional and forgiving; `page` defaults to 1. */
type ListSearchShape<S extends Shape, K extends keyof S> = {
  [P in K]: P extends 'page'
    ? z.ZodCatch<z.ZodDefault<z.ZodCoercedNumber<unknown>>>
    : z.ZodCatch<z.ZodOptional<S[P]>>;
} & { page: z.ZodCatch<z.ZodDefault<z.ZodCoercedNumber<unknown>>> };

const pageParam = () => z.coerce.number().int().min(1).default(1).catch(1);

/**
 * `?page=` alone, for a list with no filter in the address. It names no call: a route's search
 * schema is loaded with the route tree, before the page's own code, so it stays this small.
 */
export const pageSearchSchema = z.object({ page: pageParam() });

/**
 * `listSearchSchema(calls.application_list.body, ['state', 'year', 'keyword'])` →
 * `?state=&year=&keyword=&page=`. Fields the body defaults (a level of 全部) stay as the body
 * says, only optional in the address. The page size is the screen's, never the address's.
 */
export function listSearchSchema<S extends Shape, K extends keyof S & string>(
  body: z.ZodObject<S>,
  filters: readonly K[],
): z.ZodObject<ListSearchShape<S, K>> {
  const shape: Record<string, z.ZodType> = {
    page: pageParam(),
  };
  for (const key of filters) {
    const field = body.shape[key];
    if (!field) throw new Error(`listSearchSchema: the body has no field “${key}”`);
    if (key !== 'page') shape[key] = field.optional().catch(undefined);
  }
  return z.object(shape) as unknown as z.ZodObject<ListSearchShape<S, K>>;
}

/**
 * The call's body from the address: the filters that are set, and the page. Unset filters are
 * left out, so the body's own defaults apply.
 */
export function bodyFromSearch<Search extends { page: number }>(
  search: Search,
  pageSize: number,
): Search & { pageSize: number } {
  const body: Record<string, unknown> = { pageSize };
  for (const [key, value] of Object.entries(search) as [string, unknown][]) {
    if (value !== undefined && value !== '') body[key] = value;
  }
  return body as Search & { pageSize: number };
}
