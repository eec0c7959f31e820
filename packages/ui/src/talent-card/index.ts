export { talentCardGridHeight, TalentCardGrid, TalentCardGridSkeleton } from './talent-card-grid';
export type { TalentCard, TalentCardGridProps } from './talent-card-grid';
