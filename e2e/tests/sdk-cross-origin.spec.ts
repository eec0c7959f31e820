// Issue 12: a web app on another origin uses the built SDK (packages/portal-sdk/dist, with ky and
// zod as its importer would ship them) to call the API. The page is served by a small static
// server started here on the allowed origin (CORS_ORIGINS in playwright.config.ts) and on a
// second origin that is not allowed: real cross-origin requests, with preflights (the SDK sends
// Authorization, Content-Type and, once logged in, token).
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { baseURL, sdkPageOrigin } from '../playwright.config';

const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/portal-sdk');
const ROOTS: Record<string, string> = {
  '/sdk/': join(sdkDir, 'dist'),
  '/vendor/ky/': join(sdkDir, 'node_modules/ky'),
  '/vendor/zod/': join(sdkDir, 'node_modules/zod'),
};

/** The third party's page: an import map for the SDK's dependencies, then the SDK itself. */
const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>第三方应用</title>
<script type="importmap">
{ "imports": { "ky": "/vendor/ky/distribution/index.js", "zod": "/vendor/zod/index.js" } }
</script>
</head>
<body>
<h1>第三方应用</h1>
<p id="site">加载中</p>
<p id="member">未登录</p>
<script type="module">
import { calls } from '/sdk/index.js';
import { createPortalClient } from '/sdk/client.js';

let token;
const sdk = createPortalClient({ baseUrl: ${JSON.stringify(baseURL)}, getToken: () => token });
const show = (id, text) => { document.getElementById(id).textContent = text; };
try {
  const site = await sdk.call(calls.pcconfig);
  show('site', '客服电话：' + site.phone);
  const session = await sdk.call(calls.login, { type: 1, account: 'demo_enterprise', password: 'Demo@2026' });
  token = session.token;
  const me = await sdk.call(calls.user_detail);
  show('member', '已登录：' + (me.username ?? me.nickname));
} catch (error) {
  show('site', '出错：' + error.name + ' ' + error.message);
}
</script>
</body>
</html>`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};

function serve(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    const prefix = Object.keys(ROOTS).find((root) => path.startsWith(root));
    const file = prefix ? normalize(join(ROOTS[prefix]!, path.slice(prefix.length))) : undefined;
    if (!prefix || !file || !file.startsWith(ROOTS[prefix]!)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((done) => server.listen(port, 'localhost', () => done(server)));
}

const allowedPort = Number(new URL(sdkPageOrigin).port);
const strangerPort = allowedPort + 1;
let servers: Server[] = [];

test.beforeAll(async () => {
  servers = await Promise.all([serve(allowedPort), serve(strangerPort)]);
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

test('a page on an allowed origin calls the API through the built SDK, logged out and logged in', async ({
  page,
}) => {
  await page.goto(sdkPageOrigin);
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL).origin);
  await expect(page.locator('#site')).toHaveText(/^客服电话：/);
  await expect(page.locator('#member')).toHaveText('已登录：demo_enterprise');
});

test('a page on an origin that is not allowed cannot read the answers', async ({ page }) => {
  await page.goto(`http://localhost:${strangerPort}`);
  await expect(page.locator('#site')).toHaveText('出错：PortalNetworkError 后端接口连接异常');
  await expect(page.locator('#member')).toHaveText('未登录');
});
