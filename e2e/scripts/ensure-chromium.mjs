// The e2e suite drives Debian's Chromium headless shell (scripts/browser-path.mjs). On a fresh
// machine the test command provisions it, so `pnpm test` needs no manual step.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { browserPath, HEADLESS_SHELL } from './browser-path.mjs';

const chosen = process.env.CHROME_PATH;
if (chosen && !existsSync(chosen)) {
  throw new Error(`[e2e] CHROME_PATH 指向的浏览器不存在：${chosen}`);
}
if (!chosen && !existsSync(HEADLESS_SHELL)) {
  console.log(`[e2e] 未找到 Chromium 无头版（${HEADLESS_SHELL}），正在通过 apt 安装…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell`,
      { stdio: 'inherit' },
    );
  } catch (error) {
    // The full browser does the same job at twice the CPU: use it when it is there.
    if (!browserPath()) throw error;
    console.log(`[e2e] 安装失败，改用 ${browserPath()}`);
  }
}
