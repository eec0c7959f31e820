export {
  serviceCardGridHeight,
  ServiceCardGrid,
  ServiceCardGridSkeleton,
} from './service-card-grid';
export type { ServiceCard, ServiceCardGridProps } from './service-card-grid';
