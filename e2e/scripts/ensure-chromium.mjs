// The e2e suite drives Debian's Chromium (Playwright's own browser download cannot work on these
// machines). On a fresh machine the test command provisions it, so `pnpm test` needs no manual step.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  console.log(`[e2e] 未找到 Chromium（${chromiumPath}），正在通过 apt 安装…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}
