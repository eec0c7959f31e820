import { describe, expect, it } from 'vitest';
import { portalPalette } from './palette';
import { portalThemeConfig } from './tokens';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const WHITE = '#ffffff';

describe('portal palette contrast (WCAG AA, 4.5:1 for text)', () => {
  it.each([
    ['primary on white', portalPalette.primary, WHITE],
    ['hovered link on white, white on a hovered button', portalPalette.primaryHover, WHITE],
    ['pressed link on white', portalPalette.primaryActive, WHITE],
    ['secondary text on white', portalPalette.textSecondary, WHITE],
    [
      'secondary text on the page background',
      portalPalette.textSecondary,
      portalPalette.pageBackground,
    ],
    ['text on the page background', portalPalette.textPrimary, portalPalette.pageBackground],
  ])('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('hands antd its hover, active and hint colours instead of the tints antd derives', () => {
    // antd's defaults are black at 45 % (3.4:1) and a light primary tint on hover (2.9:1).
    const { token = {} } = portalThemeConfig;
    for (const colour of [
      token.colorLinkHover,
      token.colorLinkActive,
      token.colorPrimaryHover,
      token.colorTextTertiary,
      token.colorTextDescription,
    ]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(colour!, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
