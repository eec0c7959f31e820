// `pnpm gen <generator>`: the shapes every new screen and API module starts from (issue 11).
// Run interactively, or with answers: `pnpm gen api-module --args finance-product 金融产品`.
// `pnpm gen:check` generates one of each into a scratch copy and type-checks and lints them.
import type { PlopTypes } from '@turbo/gen';
import { execFileSync } from 'node:child_process';
import {
  addToJsonExports,
  addToLayout,
  appendLine,
  insertAfterImports,
  insertBefore,
  parseFieldList,
} from './edit-helpers';
import { registerKitGenerators } from './kit-generators';
import { registerWorkflowGenerator } from './workflow-generator';

const kebabName = (value: string) =>
  /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(value) || '用小写字母、数字和连字符，如 finance-product';
const chineseTitle = (value: string) =>
  /\p{Script=Han}/u.test(value) || '请输入中文名称，如 金融产品';
const routePath = (value: string) =>
  /^\/[A-Za-z][A-Za-z0-9]*$/.test(value) || '以 / 开头的地址，如 /financeList';

const fieldList = (value: string) =>
  value === '-' ||
  /^[a-z_][a-z0-9_]*(:[^,:]+)?(,[a-z_][a-z0-9_]*(:[^,:]+)?)*$/.test(value) ||
  '格式：字段:中文标签,字段:中文标签（无则填 -）';
const headerTab = (value: string) =>
  /^([a-zA-Z]+|null)$/.test(value) || '头部栏目的键（如 policyData），或 null';
const sdkName = (value: string) =>
  /^[a-z][A-Za-z0-9_-]*$/.test(value) || '如 policy-library、talent_manage_list';

const pagePrompts: PlopTypes.PromptQuestion[] = [
  {
    type: 'input',
    name: 'name',
    message: '页面名（kebab-case，即功能目录名）',
    validate: kebabName,
  },
  {
    type: 'input',
    name: 'path',
    message: '地址（docs/contract.md §2 中的路由）',
    validate: routePath,
  },
  { type: 'input', name: 'title', message: '页面标题（中文）', validate: chineseTitle },
  {
    type: 'input',
    name: 'tab',
    message: '所属头部栏目（如 policyData；无则 null）',
    validate: headerTab,
  },
  {
    type: 'input',
    name: 'domain',
    message: 'SDK 调用所在领域（@qyfw/portal-sdk/calls/<领域>）',
    validate: sdkName,
  },
  { type: 'input', name: 'call', message: '调用名', validate: sdkName },
];

/** Formats what a generator wrote, so its output passes `prettier --check` as generated. */
function formatAction(
  files: (data: Record<string, string>) => string[],
): PlopTypes.CustomActionFunction {
  return (answers) => {
    const data = answers as Record<string, string>;
    const root = (answers as { turbo: { paths: { root: string } } }).turbo.paths.root;
    const paths = files(data).map((file) => `${root}/${file}`);
    execFileSync(`${root}/node_modules/.bin/prettier`, ['--write', '--log-level=warn', ...paths]);
    return `已格式化 ${paths.length} 个文件`;
  };
}

export default function generator(plop: PlopTypes.NodePlopAPI): void {
  plop.setHelper('fieldList', parseFieldList);
  plop.setHelper('isNull', (value: string) => value === 'null');
  const kebab = (value: string) => plop.getHelper('kebabCase')(value) as string;
  const camel = (value: string) => plop.getHelper('camelCase')(value) as string;

  /** A page's line in the route map, under the layout for its purpose, then prettier over it all. */
  const routeMapActions = (layout: 'library' | 'member'): PlopTypes.ActionType[] => [
    {
      type: 'modify',
      path: '{{ turbo.paths.root }}/apps/portal/src/route-map.ts',
      transform: (text, data: Record<string, string>) =>
        addToLayout(
          text,
          layout,
          `route('${data.path}', '${data.domain}/${kebab(data.name!)}.route.tsx'),`,
        ),
    },
    formatAction((data) => [
      `apps/portal/src/features/${kebab(data.name!)}`,
      `apps/portal/src/routes/${data.domain}/${kebab(data.name!)}.route.tsx`,
      'apps/portal/src/route-map.ts',
    ]),
  ];

  plop.setGenerator('list-route', {
    description: '列表页：由调用的请求模式派生的地址参数、loader 预取、保留上一页的分页、ListFrame',
    prompts: [
      ...pagePrompts,
      { type: 'input', name: 'columns', message: '列（字段:标题,字段:标题）', validate: fieldList },
      {
        type: 'input',
        name: 'filters',
        message: '地址中的筛选字段（逗号分隔；无则 -）',
        validate: fieldList,
      },
    ],
    actions: [
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/portal/src/features/{{ kebabCase name }}/search.ts',
        templateFile: 'templates/list-route/search.ts.hbs',
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/portal/src/features/{{ kebabCase name }}/api.ts',
        templateFile: 'templates/list-route/api.ts.hbs',
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/portal/src/features/{{ kebabCase name }}/components/{{ kebabCase name }}-list.tsx',
        templateFile: 'templates/list-route/list.tsx.hbs',
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/portal/src/routes/{{ domain }}/{{ kebabCase name }}.route.tsx',
        templateFile: 'templates/list-route/route.tsx.hbs',
      },
      ...routeMapActions('library'),
      () =>
        '接下来：启动 pnpm dev（路由树随之生成），为页面补充筛选行与 e2e（含 axe），并把地址写进 docs/routes.md。',
    ],
  });

  plop.setGenerator('form-route', {
    description:
      '表单页（需登录）：FormFrame + useCallMutation，字段由调用的请求模式校验，未保存离开会询问',
    prompts: [
      ...pagePrompts,
      {
        type: 'input',
        name: 'fields',
        message: '字段（字段:标签,字段:标签）',
        validate: fieldList,
      },
    ],
    actions: [
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/portal/src/features/{{ kebabCase name }}/components/{{ kebabCase name }}-form.tsx',
        templateFile: 'templates/form-route/form.tsx.hbs',
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/portal/src/routes/{{ domain }}/{{ kebabCase name }}.route.tsx',
        templateFile: 'templates/form-route/route.tsx.hbs',
      },
      ...routeMapActions('member'),
      () =>
        '接下来：启动 pnpm dev（路由树随之生成），补充字段的输入控件与测试，并把地址写进 docs/routes.md。',
    ],
  });

  registerKitGenerators(plop, {
    kebab,
    format: formatAction,
    prompts: { page: pagePrompts, kebabName, chineseTitle, fieldList, sdkName },
  });
  registerWorkflowGenerator(plop, { kebabName, chineseTitle, format: formatAction });

  plop.setGenerator('api-module', {
    description: 'API 模块：SDK 调用（列表 + 详情）、数据表、服务、路由与两种数据库上的测试',
    prompts: [
      { type: 'input', name: 'name', message: '模块名（kebab-case）', validate: kebabName },
      { type: 'input', name: 'title', message: '中文名称', validate: chineseTitle },
    ],
    actions: [
      {
        type: 'add',
        // Kebab-case like every file (lint enforces it); the domain key and subpath are the same.
        path: '{{ turbo.paths.root }}/packages/portal-sdk/src/calls/{{ kebabCase name }}.ts',
        templateFile: 'templates/api-module/sdk-calls.ts.hbs',
      },
      {
        type: 'modify',
        path: '{{ turbo.paths.root }}/packages/portal-sdk/src/calls/index.ts',
        transform: (text, data: { name: string }) => {
          const domain = camel(data.name);
          const file = kebab(data.name);
          const snake = plop.getHelper('snakeCase')(data.name) as string;
          let next = insertAfterImports(text, `import * as ${domain} from './${file}.js';`);
          next = insertBefore(
            next,
            '} as const;\n\nexport type CallDomain',
            `  '${file}': { ${snake}_list: ${domain}.${snake}_list, ${snake}_detail: ${domain}.${snake}_detail },\n`,
          );
          next = insertBefore(
            next,
            '} as const;\n\nexport type Calls ',
            `  ...callDomains['${file}'],\n`,
          );
          return appendLine(next, `export * from './${file}.js';`);
        },
      },
      {
        // The domain list: tsdown's entries come from it (package.json's subpaths below).
        type: 'modify',
        path: '{{ turbo.paths.root }}/packages/portal-sdk/src/calls/domains.ts',
        transform: (text, data: { name: string }) =>
          insertBefore(text, '] as const;', `  '${kebab(data.name)}',\n`),
      },
      {
        // The domain's own docs file, spread into callDocs.
        type: 'add',
        path: '{{ turbo.paths.root }}/packages/portal-sdk/src/call-docs/{{ kebabCase name }}.ts',
        templateFile: 'templates/api-module/call-docs.ts.hbs',
      },
      {
        type: 'modify',
        path: '{{ turbo.paths.root }}/packages/portal-sdk/src/call-docs.ts',
        transform: (text, data: { name: string }) => {
          const domain = camel(data.name);
          const next = insertAfterImports(
            text,
            `import { ${domain}CallDocs } from './call-docs/${kebab(data.name)}.js';`,
          );
          return insertBefore(next, '};', `  ...${domain}CallDocs,\n`, 'last');
        },
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/packages/portal-sdk/test/{{ kebabCase name }}-cases.ts',
        templateFile: 'templates/api-module/sdk-cases.ts.hbs',
      },
      {
        type: 'modify',
        path: '{{ turbo.paths.root }}/packages/portal-sdk/test/calls.test.ts',
        transform: (text, data: { name: string }) => {
          const domain = camel(data.name);
          const file = kebab(data.name);
          const next = insertAfterImports(
            text,
            `import { ${domain}Cases } from './${file}-cases.js';`,
          );
          return insertBefore(next, '  ...dapingCases,\n', `  ...${domain}Cases,\n`);
        },
      },
      {
        // What `pnpm --filter @qyfw/portal-sdk run exports` writes for the new domain.
        type: 'modify',
        path: '{{ turbo.paths.root }}/packages/portal-sdk/package.json',
        transform: (text, data: { name: string }) => addToJsonExports(text, kebab(data.name)),
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/api/src/db/schema/{{ kebabCase name }}.ts',
        templateFile: 'templates/api-module/db-schema.ts.hbs',
      },
      {
        type: 'append',
        path: '{{ turbo.paths.root }}/apps/api/src/db/schema/index.ts',
        template: "export * from './{{ kebabCase name }}.js';",
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/api/src/modules/{{ kebabCase name }}/service.ts',
        templateFile: 'templates/api-module/service.ts.hbs',
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/api/src/modules/{{ kebabCase name }}/routes.ts',
        templateFile: 'templates/api-module/routes.ts.hbs',
      },
      {
        type: 'add',
        path: '{{ turbo.paths.root }}/apps/api/src/modules/{{ kebabCase name }}/{{ kebabCase name }}.test.ts',
        templateFile: 'templates/api-module/module.test.ts.hbs',
      },
      {
        type: 'modify',
        path: '{{ turbo.paths.root }}/apps/api/src/modules/index.ts',
        transform: (text, data: { name: string }) => {
          const pascal = plop.getHelper('pascalCase')(data.name) as string;
          const folder = kebab(data.name);
          const next = insertAfterImports(
            text,
            `import { register${pascal}Routes } from './${folder}/routes.js';`,
          );
          return insertBefore(next, '\n}', `\n  register${pascal}Routes(app, deps);`, 'last');
        },
      },
      formatAction((data) => {
        const folder = kebab(data.name!);
        return [
          `packages/portal-sdk/src/calls/${folder}.ts`,
          'packages/portal-sdk/src/calls/index.ts',
          'packages/portal-sdk/src/calls/domains.ts',
          `packages/portal-sdk/src/call-docs/${folder}.ts`,
          'packages/portal-sdk/src/call-docs.ts',
          `packages/portal-sdk/test/${folder}-cases.ts`,
          'packages/portal-sdk/test/calls.test.ts',
          'packages/portal-sdk/package.json',
          `apps/api/src/db/schema/${folder}.ts`,
          'apps/api/src/db/schema/index.ts',
          `apps/api/src/modules/${folder}`,
          'apps/api/src/modules/index.ts',
        ];
      }),
      () =>
        '接下来：pnpm --filter @qyfw/api run db:generate（生成迁移），' +
        'pnpm --filter @qyfw/portal-sdk run readme（接口表），再补充种子数据与真实字段。',
    ],
  });
}
