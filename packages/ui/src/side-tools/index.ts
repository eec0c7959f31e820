export { SideTools } from './side-tools';
export type { QuickJumpItem, SideToolsProps } from './side-tools';
