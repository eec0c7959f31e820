// antd's theme objects, built from the palette (palette.ts holds the plain values).
import { theme, type ThemeConfig } from 'antd';
import { portalDarkPalette, portalFontFamily, portalLayout, portalPalette } from './palette';

export { portalDarkPalette, portalFontFamily, portalLayout, portalPalette };

export const portalThemeConfig: ThemeConfig = {
  // The component styles come from antd.css (imported by portal-theme-provider); only the
  // tokens' CSS variables are written at run time.
  zeroRuntime: true,
  token: {
    colorPrimary: portalPalette.primary,
    colorInfo: portalPalette.primary,
    colorLink: portalPalette.primary,
    // Set explicitly: antd derives hover and active tints from colorPrimary that fall below
    // 4.5:1 on white (注册账号 hovered measured 2.9:1).
    colorPrimaryHover: portalPalette.primaryHover,
    colorPrimaryActive: portalPalette.primaryActive,
    colorLinkHover: portalPalette.primaryHover,
    colorLinkActive: portalPalette.primaryActive,
    colorSuccess: portalPalette.success,
    colorWarning: portalPalette.warning,
    colorError: portalPalette.error,
    colorText: portalPalette.textPrimary,
    colorTextSecondary: portalPalette.textSecondary,
    // antd's own are black at 45 % (#8c8c8c, 3.4:1 on white): the steps still to come and a
    // form item's extra line on /forgetPassWord failed WCAG AA. Hints must stay readable.
    colorTextTertiary: portalPalette.textSecondary,
    colorTextDescription: portalPalette.textSecondary,
    // antd's placeholder grey (#bfbfbf) is 1.8:1 on white: a Select's 全部状态 on /annual failed axe.
    colorTextPlaceholder: portalPalette.textSecondary,
    colorBorder: portalPalette.border,
    colorBgLayout: portalPalette.pageBackground,
    borderRadius: 4,
    fontFamily: portalFontFamily,
    fontSize: 14,
  },
};

export const portalDarkThemeConfig: ThemeConfig = {
  // As above: antd.css, the dark tokens as CSS variables.
  zeroRuntime: true,
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: portalDarkPalette.primary,
    colorInfo: portalDarkPalette.primary,
    // Set explicitly: a dark provider nested in the portal's would otherwise inherit its link blue.
    colorLink: portalDarkPalette.primary,
    colorBgBase: portalDarkPalette.background,
    colorBgContainer: portalDarkPalette.container,
    colorBgLayout: portalDarkPalette.background,
    colorBorder: portalDarkPalette.border,
    colorText: portalDarkPalette.text,
    colorTextSecondary: portalDarkPalette.textSecondary,
    borderRadius: 4,
    fontFamily: portalFontFamily,
    fontSize: 14,
  },
};
