export { PortalThemeProvider } from './portal-theme-provider';
export type { PortalThemeProviderProps, PortalThemeVariant } from './portal-theme-provider';
export {
  portalDarkPalette,
  portalDarkThemeConfig,
  portalFontFamily,
  portalLayout,
  portalPalette,
  portalThemeConfig,
} from './tokens';
