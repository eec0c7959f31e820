// One flat config for the whole monorepo. Import boundaries follow design §4:
// sdk/ui → features → routes; features never import each other; no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import checkFile from 'eslint-plugin-check-file';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules for every TypeScript file: a promise nobody awaits loses its error (an
  // unhandled rejection, or a failure the user never sees), and an async function handed to a
  // place that expects a void callback (an event handler, forEach) does the same. Each file is
  // checked against the tsconfig.json of its own package (typescript-eslint's project service).
  // Tests advance fake timers in a synchronous act: `act(() => void vi.advanceTimersByTime(ms))`
  // (a callback that returns a value picks act's async overload, whose promise nobody awaits).
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    // Declaration files hold no statements, and the SDK's esm-only.d.cts is in no tsconfig.
    ignores: ['**/*.d.{ts,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The SDK and UI packages sit at the bottom: they never reach up into the apps.
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@qyfw/api', '@qyfw/portal', '@qyfw/data-screen', '**/apps/**'],
              message: '共享包不能依赖应用（design §4）',
            },
          ],
        },
      ],
    },
  },
  // The SDK stays framework-free (react-query only in ./queries and the mutations it exports).
  {
    files: ['packages/portal-sdk/src/**/*.ts'],
    ignores: ['packages/portal-sdk/src/queries.ts', 'packages/portal-sdk/src/mutations.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@tanstack/*', 'antd'],
              message: 'SDK 不依赖任何前端框架',
            },
          ],
        },
      ],
    },
  },
  // Portal: the app's layers (lib → routing → session → components → features → shell →
  // routes) and features apart from each other, both directions (eslint/feature-boundaries.js).
  ...featureBoundaries({ appDir: 'apps/portal' }),
  // Browser apps take calls from their domains' subpaths: the `calls` registry holds every call
  // (data screen, console), and whatever a public page imports ships to every visitor.
  {
    files: ['apps/portal/src/**/*.{ts,tsx}', 'apps/data-screen/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['@qyfw/portal-sdk', '@qyfw/portal-sdk/schemas'].map((name) => ({
          name,
          importNames: ['calls', 'callDomains'],
          message:
            '应用从领域子路径导入接口（如 @qyfw/portal-sdk/calls/policy），不要导入含全部接口的 calls 注册表',
        })),
      ],
    },
  },
  // process.env is read in one config module per app.
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: [
      'apps/*/src/config.ts',
      'apps/*/src/env.ts',
      'apps/*/vite.config.ts',
      'apps/*/drizzle.config.ts',
      'apps/*/test/**',
      'apps/*/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: '只在 config.ts 中读取环境变量（design §4）',
        },
      ],
    },
  },
  // An API module never checks a session by hand: registerCall and registerFileRoute take the
  // call's `auth` and resolve it in one place (plugins/call-auth.ts), roles and scopes included.
  // The process.env rule is repeated because a later block's rule replaces an earlier one's.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: '只在 config.ts 中读取环境变量（design §4）',
        },
        {
          property: 'resolveSession',
          message:
            '模块不自行检查会话：用 registerCall 或 registerFileRoute 声明 auth（plugins/call-auth.ts）',
        },
        {
          property: 'resolveEnterprise',
          message: "企业范围用 auth: 'enterprise' 声明，处理函数读 session.enterpriseId",
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // One spelling of a file name: kebab-case, so an import never differs from its file by case
  // (macOS finds `genCheckItem.ts` for `gen-check-item.js`, Linux does not) and a generator's
  // output reads like the hand-written files. The middle extensions (`.test`, `.route`,
  // `.stories`, `.check`) are not checked. Exceptions: generated files named by their tools —
  // `routeTree.gen.ts` is already ignored above.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,mts,cts}'],
    // The console's routes are files (TanStack Router's file convention): its root route and a
    // pathless layout are named by the router (`__root.tsx`, `_shell.tsx`), not by us.
    ignores: ['apps/console/src/routes/__root.tsx', 'apps/console/src/routes/_*.tsx'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs,mts,cts}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
