export { StatCounters } from './stat-counters';
export type { StatCounterItem, StatCountersProps } from './stat-counters';
