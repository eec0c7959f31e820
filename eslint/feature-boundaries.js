// The import layers of a React app in this repository, as flat-config entries. Any app gets them
// with one line in eslint.config.js: `...featureBoundaries({ appDir: 'apps/console' })`.
//
// From the bottom up, each layer imports only the layers below it:
//   lib/         the SDK client, storage, toasts: nothing of the app above it
//   routing/     the spec's addresses, header tabs, the staticData every route declares
//   session/     the member's session, its guards and hooks: no feature, no shell
//   components/  app-level shared pieces (typed links, buttons): no feature, no shell
//   features/    one folder per domain: never another feature, never the shell or the routes
//   shell/       layout, header, footer, dialogs: composes features and session
//   routes/      the pages: compose everything; nothing imports them
// (router.ts, app.tsx, main.tsx and route-map.ts at the app's src/ root wire the layers together.)
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LAYERS_ABOVE = {
  lib: ['routing', 'session', 'components', 'features', 'shell', 'routes'],
  routing: ['session', 'components', 'features', 'shell', 'routes'],
  session: ['components', 'features', 'shell', 'routes'],
  components: ['features', 'shell', 'routes'],
  features: ['shell', 'routes'],
  shell: ['routes'],
};

const MESSAGES = {
  lib: 'lib 位于最底层，不能引用应用中的其他层',
  routing:
    'routing 只描述路由（地址、页头标签、页面元数据），不能引用会话、组件、功能模块、外壳或路由',
  session: 'session 位于功能模块之下：不能引用组件、功能模块、外壳或路由',
  components: '应用级共享组件不能引用功能模块、外壳或路由',
  features: '功能模块不能引用外壳（shell）或路由：在 routes 或 shell 中组合它们',
  shell: '外壳不能引用路由',
};

/** The folders under `src/features` of an app: each is a feature. */
function featuresOf(featuresDir) {
  return existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/**
 * @param {{ appDir: string, rootDir?: string }} options `appDir`: the app's folder relative to
 *   `rootDir` (the repository root, where ESLint's zones are resolved from).
 * @returns {import('eslint').Linter.Config[]}
 */
export function featureBoundaries({ appDir, rootDir = resolve(import.meta.dirname, '..') }) {
  const src = `./${appDir.replace(/^\.\/|\/$/g, '')}/src`;
  const features = featuresOf(join(rootDir, src));
  const zones = [
    // Every folder under features/ is a feature; reading them keeps a new feature inside the rule.
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: '功能模块之间不能互相引用：在 routes 或 shell 中组合它们',
    })),
    ...Object.entries(LAYERS_ABOVE).flatMap(([layer, above]) =>
      above.map((upper) => ({
        target: `${src}/${layer}`,
        from: `${src}/${upper}`,
        message: MESSAGES[layer],
      })),
    ),
  ];
  return [
    {
      files: [`${src.slice(2)}/**/*.{ts,tsx}`],
      rules: {
        // Zones are relative to the repo root, whichever package's lint script runs ESLint.
        'import-x/no-restricted-paths': ['error', { basePath: rootDir, zones }],
      },
    },
  ];
}
