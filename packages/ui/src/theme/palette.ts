// The portal's colours, fonts and layout sizes as plain values, without antd: what draws outside
// antd (the footer, the data screen's charts) imports this file and so carries no antd code.

/**
 * The portal's palette, shared by every app so the blue on a button, a chart and the footer is
 * the same blue. Components that draw outside antd (the footer, the data screen) read these
 * values instead of hard-coding their own.
 */
export const portalPalette = {
  /** Government-portal blue: the brand colour of buttons, links and active tabs. */
  primary: '#1659c7',
  /**
   * Hover and focus of primary buttons and links: lighter than primary yet still 5.1:1 with
   * white text and on white (WCAG AA 4.5:1); the former #3a78d8 gave 4.3:1.
   */
  primaryHover: '#2f6bd0',
  primaryActive: '#0d44a0',
  success: '#2e9f5e',
  warning: '#e08a00',
  /**
   * Field errors and danger: 4.9:1 on the page background and 5.3:1 on white (WCAG AA 4.5:1); the
   * former #d9363e gave 4.26:1 on the page background, where the 企业认证 form shows its errors.
   */
  error: '#c9302c',
  /** Page background behind white cards. */
  pageBackground: '#f4f6fa',
  textPrimary: '#1f2937',
  /** Secondary text, hints and the steps still to come: 6:1 on white, 5.5:1 on the page background. */
  textSecondary: '#5b6473',
  border: '#dfe4ec',
  /** Footer: deep navy with light text, as on most government and state-enterprise portals. */
  footerBackground: '#0c2b5e',
  footerBottomBackground: '#081f46',
  footerText: 'rgba(255, 255, 255, 0.86)',
  footerTextMuted: 'rgba(255, 255, 255, 0.6)',
  footerDivider: 'rgba(255, 255, 255, 0.14)',
  footerLinkHover: '#8fbaff',
} as const;

/** The data screen's dark palette: a near-black navy with a bright cyan-blue accent. */
export const portalDarkPalette = {
  primary: '#2f8cff',
  accent: '#27d3ff',
  background: '#041230',
  container: '#0a1f4a',
  border: '#1c3a73',
  text: 'rgba(255, 255, 255, 0.88)',
  textSecondary: 'rgba(255, 255, 255, 0.6)',
} as const;

/**
 * System fonts only: the site cannot load web fonts (no CDN), and Chinese readers expect
 * PingFang on macOS and Microsoft YaHei on Windows.
 */
export const portalFontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

/** The PC layout: content is centred in a fixed 1200 px column. */
export const portalLayout = {
  contentWidth: 1200,
} as const;
