export { Tabs, tabId, tabPanelId } from './tabs';
export type { TabItem, TabsProps } from './tabs';
