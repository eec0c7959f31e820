export { AppealSummary, AppealSummarySkeleton, formatRate } from './appeal-summary';
export type { AppealFigures, AppealSummaryProps } from './appeal-summary';
