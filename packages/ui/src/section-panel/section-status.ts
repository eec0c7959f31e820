/**
 * What a section's body shows: placeholders of the final size while loading, a short line when
 * there is nothing to show, a retry when the call failed, else the content.
 */
export type SectionStatus = 'loading' | 'empty' | 'error' | 'ready';

/** The status of a section fed by one query: data first, so a failed refetch keeps what is shown. */
export function sectionStatusOf(query: {
  data: unknown;
  isError: boolean;
  isEmpty?: boolean;
}): SectionStatus {
  if (query.data !== undefined) return query.isEmpty ? 'empty' : 'ready';
  return query.isError ? 'error' : 'loading';
}
