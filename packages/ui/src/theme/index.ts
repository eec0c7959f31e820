export { PortalThemeProvider } from './portal-theme-provider';
export type { PortalThemeProviderProps, PortalThemeVariant } from './portal-theme-provider';
// The plain values straight from palette.ts, not through tokens.ts: tokens.ts reads antd's
// `theme` at module level, which a bundler must keep, so importing a colour through it put
// antd's theme and CSS-in-JS (≈ 25 kB gzip) into the portal's entry.
export { portalDarkPalette, portalFontFamily, portalLayout, portalPalette } from './palette';
export { portalDarkThemeConfig, portalThemeConfig } from './tokens';
