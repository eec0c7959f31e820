export { expertCardGridHeight, ExpertCardGrid, ExpertCardGridSkeleton } from './expert-card-grid';
export type { ExpertCard, ExpertCardGridProps } from './expert-card-grid';
