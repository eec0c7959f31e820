export { HeaderMasthead } from './header-masthead';
export type { HeaderMastheadProps } from './header-masthead';
