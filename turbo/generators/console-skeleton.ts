// The least of an operator console (apps/console, issue 26) that gen:check needs to prove the
// console generators: a package importing the kit and the SDK, a tsconfig, the router's options
// and a root route. The real console replaces it; the generated files need nothing more from it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const files: Record<string, string> = {
  'package.json': `${JSON.stringify(
    {
      name: '@qyfw/console',
      private: true,
      type: 'module',
      dependencies: {
        '@qyfw/app-kit': 'workspace:*',
        '@qyfw/portal-sdk': 'workspace:*',
        '@tanstack/react-query': 'catalog:',
        '@tanstack/react-router': 'catalog:',
        antd: 'catalog:',
        react: 'catalog:',
        zod: 'catalog:',
      },
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `${JSON.stringify(
    {
      extends: '../../tsconfig.base.json',
      compilerOptions: { jsx: 'react-jsx', lib: ['ES2023', 'DOM'], types: ['vite/client'] },
      include: ['src', '*.ts'],
    },
    null,
    2,
  )}\n`,
  'router-options.ts':
    "export const routerOptions = { target: 'react', autoCodeSplitting: true, quoteStyle: 'single' } as const;\n",
  'src/routes/__root.tsx': [
    "import { createRootRoute, Outlet } from '@tanstack/react-router';",
    '',
    'export const Route = createRootRoute({ component: Outlet });',
    '',
  ].join('\n'),
  'src/routes/_shell.tsx': [
    "import { createFileRoute, Outlet } from '@tanstack/react-router';",
    '',
    "export const Route = createFileRoute('/_shell')({ component: Outlet });",
    '',
  ].join('\n'),
  'src/routing/id-params.ts': [
    "import { notFound } from '@tanstack/react-router';",
    '',
    'export const idParams = {',
    '  parse: ({ id }: { id: string }) => {',
    '    const number = Number(id);',
    '    if (!Number.isInteger(number) || number < 1) throw notFound();',
    '    return { id: number };',
    '  },',
    '  stringify: ({ id }: { id: number }) => ({ id: String(id) }),',
    '};',
    '',
  ].join('\n'),
  'src/router.ts': [
    "import { createRouter } from '@tanstack/react-router';",
    "import { routeTree } from './routeTree.gen';",
    '',
    'export const router = createRouter({ routeTree });',
    '',
    "declare module '@tanstack/react-router' {",
    '  interface Register {',
    '    router: typeof router;',
    '  }',
    '}',
    '',
  ].join('\n'),
};

export function writeConsoleSkeleton(consoleDir: string): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(consoleDir, file, '..'), { recursive: true });
    writeFileSync(join(consoleDir, file), text);
  }
}
