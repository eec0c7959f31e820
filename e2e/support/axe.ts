// axe-core over a page as the specs check it: serious and critical findings only (colour
// contrast included), each with its nodes, so a failure reads as a list of what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** antd's motion class of a node on its way out. */
const LEAVING = '[class*="-leave"]';

/** The findings on the whole page, or only inside the elements `include` selects. */
export async function seriousViolations(page: Page, include?: string) {
  // Judge the page at rest, as a user reads it: a message fading out (antd's form errors leave
  // over 0.3 s) is half transparent mid-way and fails colour contrast though nobody reads it so.
  // Endless animations (spinners, the data screen's marquee) never finish and are left running.
  // With reduced motion antd runs no animation but keeps a leaving node, transparent, under its
  // motion's leave class until its deadline passes; some (a button's loading icon) have no
  // deadline and keep the class for good. Give them a moment to go, then leave any that stay out
  // of the check: nobody reads a node on its way out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await page
    .waitForFunction((leaving) => document.querySelector(leaving) === null, LEAVING, {
      timeout: 2_000,
    })
    .catch(() => undefined);
  const builder = new AxeBuilder({ page }).exclude(LEAVING);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}
