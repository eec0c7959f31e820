export { HeaderTopBar } from './header-top-bar';
export type { HeaderMember, HeaderTopBarProps, MobileEntryQr } from './header-top-bar';
