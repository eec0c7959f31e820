// demo_enterprise has renewals due: after a login (and a reload) the 续费预警 dialog may cover the
// page, depending on what earlier specs snoozed.
import { expect, type Page } from '@playwright/test';

export const renewalWarning = (page: Page) => page.getByRole('dialog', { name: /续费预警/ });

/** Answers 我知道了 if the warning shows within a few seconds; otherwise goes on. */
export async function answerRenewalWarning(page: Page) {
  const warning = renewalWarning(page);
  const shown = await warning.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await warning.getByRole('button', { name: /我知道了/ }).click();
  await expect(warning).toBeHidden();
}
