// `pnpm gen workflow-module <name> <中文名>` (issue 24): an API area for a logged-in caller with
// enterprise scope, a workflow entity and operator calls. It writes the flow table, the member's
// calls (`auth: 'enterprise'`) and the operators' (`<name>-admin`, /api/console/<name>/…), their
// docs and registry cases, the table with the workflow columns, the entity and its fixture, both
// modules' routes (steps through transitionStep) and an inject test. The flow, the entity and the
// fixture register themselves from their own folders: the SDK's exports script writes FLOWS from
// src/flows/ (and the subpaths from domains.ts), the entity registers when its module loads and
// the flow-table tests find the fixture by its file name. The calls and routes are still listed
// where the existing areas are.
import type { PlopTypes } from '@turbo/gen';
import { execFileSync } from 'node:child_process';
import { appendLine, insertAfterImports, insertBefore } from './edit-helpers';

export interface WorkflowGeneratorTools {
  readonly kebabName: (value: string) => true | string;
  readonly chineseTitle: (value: string) => true | string;
  /** Runs prettier over what the generator wrote (paths relative to the repository). */
  readonly format: (files: (data: Record<string, string>) => string[]) => PlopTypes.ActionType;
}

const root = '{{ turbo.paths.root }}';
const sdk = `${root}/packages/portal-sdk`;
const api = `${root}/apps/api/src`;

/**
 * The SDK's exports script, as `pnpm --filter @qyfw/portal-sdk run exports` runs it (through the
 * package's own tsx, so it also works in gen:check's copy, which is no pnpm workspace): it reads
 * the new flow file and domains.ts, so it runs after both are written.
 */
const runSdkExports: PlopTypes.CustomActionFunction = (answers) => {
  const { root } = (answers as { turbo: { paths: { root: string } } }).turbo.paths;
  const dir = `${root}/packages/portal-sdk`;
  execFileSync(`${dir}/node_modules/.bin/tsx`, ['scripts/sync-exports.ts'], { cwd: dir });
  return '已运行 portal-sdk 的 exports 脚本（子路径与 FLOWS）';
};

export function registerWorkflowGenerator(
  plop: PlopTypes.NodePlopAPI,
  { kebabName, chineseTitle, format }: WorkflowGeneratorTools,
): void {
  const helper = (name: string) => (value: string) => plop.getHelper(name)(value) as string;
  const kebab = helper('kebabCase');
  const camel = helper('camelCase');
  const pascal = helper('pascalCase');
  const snake = helper('snakeCase');
  const add = (path: string, template: string): PlopTypes.ActionType => ({
    type: 'add',
    path,
    templateFile: `templates/workflow-module/${template}`,
  });
  const modify = (
    path: string,
    transform: (text: string, name: string) => string,
  ): PlopTypes.ActionType => ({
    type: 'modify',
    path,
    transform: (text: string, data: { name: string }) => transform(text, data.name),
  });

  plop.setGenerator('workflow-module', {
    description:
      'API 流程模块：流程表、会员调用（本企业）与运营调用（admin_*）、数据表、实体与夹具、路由与测试',
    prompts: [
      { type: 'input', name: 'name', message: '模块名（kebab-case）', validate: kebabName },
      { type: 'input', name: 'title', message: '中文名称', validate: chineseTitle },
    ],
    actions: [
      // The flow table, in its own file: the exports script (below) keys it into FLOWS.
      add(`${sdk}/src/flows/{{kebabCase name}}.ts`, 'flow.ts.hbs'),
      // The two domains: calls, registry, domain list, subpath exports, docs, cases.
      add(`${sdk}/src/calls/{{kebabCase name}}.ts`, 'sdk-calls.ts.hbs'),
      add(`${sdk}/src/calls/{{kebabCase name}}-admin.ts`, 'sdk-admin-calls.ts.hbs'),
      modify(`${sdk}/src/calls/index.ts`, (text, name) => {
        const [file, domain, s] = [kebab(name), camel(name), snake(name)];
        let next = insertAfterImports(text, `import * as ${domain} from './${file}.js';`);
        next = insertAfterImports(next, `import * as ${domain}Admin from './${file}-admin.js';`);
        const member = ['list', 'detail', 'transition'].map(
          (verb) => `${s}_${verb}: ${domain}.${s}_${verb}`,
        );
        const admin = ['list', 'detail', 'transition'].map(
          (verb) => `admin_${s}_${verb}: ${domain}Admin.admin_${s}_${verb}`,
        );
        next = insertBefore(
          next,
          '} as const;\n\nexport type CallDomain',
          `  '${file}': { ${member.join(', ')} },\n  '${file}-admin': { ${admin.join(', ')} },\n`,
        );
        next = insertBefore(
          next,
          '} as const;\n\nexport type Calls ',
          `  ...callDomains['${file}'],\n  ...callDomains['${file}-admin'],\n`,
        );
        next = appendLine(next, `export * from './${file}.js';`);
        return appendLine(next, `export * from './${file}-admin.js';`);
      }),
      modify(`${sdk}/src/calls/domains.ts`, (text, name) =>
        insertBefore(text, '] as const;', `  '${kebab(name)}',\n  '${kebab(name)}-admin',\n`),
      ),
      // `pnpm --filter @qyfw/portal-sdk run exports`: the two domains' subpaths and FLOWS.
      runSdkExports,
      add(`${sdk}/src/call-docs/{{kebabCase name}}.ts`, 'call-docs.ts.hbs'),
      add(`${sdk}/src/call-docs/{{kebabCase name}}-admin.ts`, 'call-docs-admin.ts.hbs'),
      modify(`${sdk}/src/call-docs.ts`, (text, name) => {
        const [file, domain] = [kebab(name), camel(name)];
        let next = insertAfterImports(
          text,
          `import { ${domain}CallDocs } from './call-docs/${file}.js';`,
        );
        next = insertAfterImports(
          next,
          `import { ${domain}AdminCallDocs } from './call-docs/${file}-admin.js';`,
        );
        return insertBefore(
          next,
          '};',
          `  ...${domain}CallDocs,\n  ...${domain}AdminCallDocs,\n`,
          'last',
        );
      }),
      add(`${sdk}/test/{{kebabCase name}}-cases.ts`, 'sdk-cases.ts.hbs'),
      modify(`${sdk}/test/calls.test.ts`, (text, name) => {
        const next = insertAfterImports(
          text,
          `import { ${camel(name)}Cases } from './${kebab(name)}-cases.js';`,
        );
        return insertBefore(next, '  ...dapingCases,\n', `  ...${camel(name)}Cases,\n`);
      }),
      // The server: table, entity, fixture, both modules, the test, the registrations.
      add(`${api}/db/schema/{{kebabCase name}}.ts`, 'db-schema.ts.hbs'),
      {
        type: 'append',
        path: `${api}/db/schema/index.ts`,
        template: "export * from './{{kebabCase name}}.js';",
      },
      add(`${api}/modules/{{kebabCase name}}/workflow.ts`, 'workflow.ts.hbs'),
      add(`${api}/modules/{{kebabCase name}}/workflow-fixture.ts`, 'workflow-fixture.ts.hbs'),
      add(`${api}/modules/{{kebabCase name}}/service.ts`, 'service.ts.hbs'),
      add(`${api}/modules/{{kebabCase name}}/routes.ts`, 'routes.ts.hbs'),
      add(`${api}/modules/{{kebabCase name}}/{{kebabCase name}}.test.ts`, 'module.test.ts.hbs'),
      add(`${api}/modules/{{kebabCase name}}-admin/routes.ts`, 'admin-routes.ts.hbs'),
      modify(`${api}/modules/index.ts`, (text, name) => {
        const [folder, p] = [kebab(name), pascal(name)];
        let next = insertAfterImports(
          text,
          `import { register${p}Routes } from './${folder}/routes.js';`,
        );
        next = insertAfterImports(
          next,
          `import { register${p}AdminRoutes } from './${folder}-admin/routes.js';`,
        );
        return insertBefore(
          next,
          '\n}',
          `\n  register${p}Routes(app, deps);\n  register${p}AdminRoutes(app, deps);`,
          'last',
        );
      }),
      format((data) => {
        const file = kebab(data.name!);
        return [
          `packages/portal-sdk/src/flows/${file}.ts`,
          'packages/portal-sdk/src/flows/registry.ts',
          `packages/portal-sdk/src/calls/${file}.ts`,
          `packages/portal-sdk/src/calls/${file}-admin.ts`,
          'packages/portal-sdk/src/calls/index.ts',
          'packages/portal-sdk/src/calls/domains.ts',
          'packages/portal-sdk/package.json',
          `packages/portal-sdk/src/call-docs/${file}.ts`,
          `packages/portal-sdk/src/call-docs/${file}-admin.ts`,
          'packages/portal-sdk/src/call-docs.ts',
          `packages/portal-sdk/test/${file}-cases.ts`,
          'packages/portal-sdk/test/calls.test.ts',
          `apps/api/src/db/schema/${file}.ts`,
          'apps/api/src/db/schema/index.ts',
          `apps/api/src/modules/${file}`,
          `apps/api/src/modules/${file}-admin`,
          'apps/api/src/modules/index.ts',
        ];
      }),
      () =>
        '接下来：pnpm --filter @qyfw/api run db:generate（生成迁移），' +
        'pnpm --filter @qyfw/portal-sdk run readme（接口表），按业务改流程表的状态与行，' +
        '把会员调用名加进 apps/api/test/scopes.test.ts 的清单。',
    ],
  });
}
