export {
  TALENT_CARD_GRID_HEIGHT,
  TalentCardGrid,
  TalentCardGridSkeleton,
} from './talent-card-grid';
export type { TalentCard, TalentCardGridProps } from './talent-card-grid';
