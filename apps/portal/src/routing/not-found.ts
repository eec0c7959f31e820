import { notFound } from '@tanstack/react-router';

/**
 * For detail loaders: the record an id named, or the router's not-found (the Chinese 404 page,
 * no tab marked) when there is none — an unknown or deleted id is not an error to retry.
 */
export function foundOr404<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw notFound();
  return record;
}

/** For search validation results that leave the page with nothing to show (`?status=9`). */
export function require404Unless(condition: boolean): asserts condition {
  if (!condition) throw notFound();
}
