// Which Chromium the e2e suite drives: CHROME_PATH when set, else Debian's headless shell, else
// Debian's full Chromium. The shell (package chromium-headless-shell) is Blink without the
// browser UI — the build Playwright itself runs headless — and costs under half the CPU: a fresh
// browser context with a portal page measured 0.9 s of CPU against 2.2 s for `chromium --headless`
// (docs/quality.md). Playwright's own browser download cannot work on these machines.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The browser to launch, or undefined when none is installed yet. */
export function browserPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((path) => existsSync(path));
}
