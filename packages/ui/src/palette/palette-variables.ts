import type { CSSProperties } from 'react';
import { portalFontFamily, portalPalette } from '../theme/palette';

/**
 * The shared palette as CSS variables. Each component sets them on its own root (the palette
 * lives in TypeScript, shared with antd's theme), so its stylesheet reads the portal's colours
 * wherever it is mounted: in the portal, in Storybook or in a test.
 */
export const paletteVariables = {
  '--qy-ui-primary': portalPalette.primary,
  '--qy-ui-primary-hover': portalPalette.primaryHover,
  '--qy-ui-primary-active': portalPalette.primaryActive,
  '--qy-ui-success': portalPalette.success,
  '--qy-ui-warning': portalPalette.warning,
  '--qy-ui-error': portalPalette.error,
  '--qy-ui-page-bg': portalPalette.pageBackground,
  '--qy-ui-text': portalPalette.textPrimary,
  '--qy-ui-text-secondary': portalPalette.textSecondary,
  '--qy-ui-border': portalPalette.border,
  '--qy-ui-font': portalFontFamily,
} as CSSProperties;
