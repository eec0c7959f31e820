export { Highlight } from './highlight';
export type { HighlightProps } from './highlight';
export { highlightParts, highlightTerms } from './highlight-terms';
export type { HighlightPart } from './highlight-terms';
