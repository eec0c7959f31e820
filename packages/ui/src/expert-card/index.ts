export {
  EXPERT_CARD_GRID_HEIGHT,
  ExpertCardGrid,
  ExpertCardGridSkeleton,
} from './expert-card-grid';
export type { ExpertCard, ExpertCardGridProps } from './expert-card-grid';
