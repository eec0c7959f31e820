// Stories of the data-screen widgets show them as on the screen: dark theme, dark background,
// inside a box of the size they get there.
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PortalThemeProvider } from '../../theme/portal-theme-provider';
import { portalDarkPalette } from '../../theme/palette';

/** Wraps a story in the dark theme, in a `width` × `height` box (px) on the screen's background. */
export function darkScreen(width: number, height: number): Decorator {
  return (Story) => (
    <PortalThemeProvider variant="dark">
      <div
        style={{ background: portalDarkPalette.background, padding: 16, display: 'inline-block' }}
      >
        <div style={{ width, height }}>
          <Story />
        </div>
      </div>
    </PortalThemeProvider>
  );
}

/** The chart named `label` has drawn shapes (its SVG holds paths), not just an empty box. */
export async function expectChartDrawn(canvasElement: HTMLElement, label: string): Promise<void> {
  const chart = canvasElement.querySelector(`[role="img"][aria-label="${label}"]`);
  await expect(chart).not.toBeNull();
  await waitFor(() => expect(chart?.querySelectorAll('svg path').length).toBeGreaterThan(0));
}
