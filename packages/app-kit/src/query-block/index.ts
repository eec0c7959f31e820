export { QueryBlock } from './query-block';
export type { QueryBlockProps, QueryState } from './query-block';
export { QueryFailure } from './query-failure';
export type { QueryFailureProps } from './query-failure';
