export { SectionPanel } from './section-panel';
export type { SectionPanelProps, SectionPanelTabs } from './section-panel';
export { sectionStatusOf } from './section-status';
export type { SectionStatus } from './section-status';
