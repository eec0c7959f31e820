export { HeaderNav } from './header-nav';
export type { HeaderNavItem, HeaderNavProps } from './header-nav';
