// axe-core over a page as the specs check it: serious and critical findings only (colour
// contrast included), each with its nodes, so a failure reads as a list of what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The findings on the whole page, or only inside the elements `include` selects. */
export async function seriousViolations(page: Page, include?: string) {
  // Judge the page at rest, as a user reads it: a message fading out (antd's form errors leave
  // over 0.3 s) is half transparent mid-way and fails colour contrast though nobody reads it so.
  // Endless animations (spinners, the data screen's marquee) never finish and are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}
