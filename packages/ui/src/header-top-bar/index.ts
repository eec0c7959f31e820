export { HeaderTopBar } from './header-top-bar';
export type {
  HeaderMember,
  HeaderMessages,
  HeaderTopBarProps,
  MobileEntryQr,
} from './header-top-bar';
