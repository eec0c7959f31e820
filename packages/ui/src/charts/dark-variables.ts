import type { CSSProperties } from 'react';
import { portalDarkPalette, portalFontFamily } from '../theme/palette';

/**
 * The dark palette as CSS variables, set on each data-screen widget's root so its stylesheet
 * reads the shared colours wherever it is mounted (the data screen, Storybook, a test).
 */
export const darkScreenVariables = {
  '--qy-ds-primary': portalDarkPalette.primary,
  '--qy-ds-accent': portalDarkPalette.accent,
  '--qy-ds-bg': portalDarkPalette.background,
  '--qy-ds-container': portalDarkPalette.container,
  '--qy-ds-border': portalDarkPalette.border,
  '--qy-ds-text': portalDarkPalette.text,
  '--qy-ds-text-secondary': portalDarkPalette.textSecondary,
  '--qy-ds-warning': '#ffc53d',
  '--qy-ds-error': '#ff6b6b',
  '--qy-ds-font': portalFontFamily,
} as CSSProperties;
