export { cardGridHeight, CardGrid, CardGridSkeleton } from './card-grid';
export type {
  CardGridDefinition,
  CardGridItem,
  CardGridLayout,
  CardGridProps,
  CardGridSkeletonProps,
  CardPlaceholder,
} from './card-grid';
