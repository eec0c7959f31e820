// The chunk with antd's theme and Chinese locale, loaded by page-theme.ts for every page that is
// not plain. Kept in a module of its own so the entry (and the home page) carries no antd.
export { PortalThemeProvider } from '@qyfw/ui';
