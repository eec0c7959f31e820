// `pnpm gen:check`: runs every generator into a scratch copy of the repository and proves that
// what they write passes the type check and the lint as generated (issue 11). The copy keeps the
// real tree untouched while the rest of the test command builds and tests it.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeConsoleSkeleton } from './console-skeleton.js';
import { generateRouteTree } from './route-tree.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The packages a generator writes into, and the ones they import from source.
const packages = [
  'packages/portal-sdk',
  'packages/ui',
  'packages/app-kit',
  'packages/vite-config',
  'apps/api',
  'apps/portal',
  // The real console (issue 26) once it exists; prepareConsole writes a skeleton otherwise.
  'apps/console',
].filter((path) => existsSync(join(repo, path)));
const rootFiles = [
  'package.json',
  'tsconfig.base.json',
  'eslint.config.js',
  '.prettierrc.json',
  '.prettierignore',
  'turbo.json',
  'eslint',
  'turbo',
];

/** The generators and the answers the check gives them; each lists the files it should create. */
const runs: { generator: string; args: string[]; creates: string[] }[] = [
  {
    generator: 'api-module',
    args: ['gen-check-item', '生成检查'],
    creates: [
      'packages/portal-sdk/src/calls/gen-check-item.ts',
      'packages/portal-sdk/src/call-docs/gen-check-item.ts',
      'packages/portal-sdk/test/gen-check-item-cases.ts',
      'apps/api/src/db/schema/gen-check-item.ts',
      'apps/api/src/modules/gen-check-item/service.ts',
      'apps/api/src/modules/gen-check-item/routes.ts',
      'apps/api/src/modules/gen-check-item/gen-check-item.test.ts',
    ],
  },
  {
    generator: 'workflow-module',
    args: ['gen-check-case', '生成检查事项'],
    creates: [
      'packages/portal-sdk/src/flows/gen-check-case.ts',
      'packages/portal-sdk/src/calls/gen-check-case.ts',
      'packages/portal-sdk/src/calls/gen-check-case-admin.ts',
      'packages/portal-sdk/src/call-docs/gen-check-case.ts',
      'packages/portal-sdk/src/call-docs/gen-check-case-admin.ts',
      'packages/portal-sdk/test/gen-check-case-cases.ts',
      'apps/api/src/db/schema/gen-check-case.ts',
      'apps/api/src/modules/gen-check-case/workflow.ts',
      'apps/api/src/modules/gen-check-case/workflow-fixture.ts',
      'apps/api/src/modules/gen-check-case/service.ts',
      'apps/api/src/modules/gen-check-case/routes.ts',
      'apps/api/src/modules/gen-check-case/gen-check-case.test.ts',
      'apps/api/src/modules/gen-check-case-admin/routes.ts',
    ],
  },
  {
    generator: 'list-route',
    args: [
      'gen-check-list',
      '/genCheckList',
      '生成检查列表',
      'person',
      'talent',
      'talent_manage_list',
      'name:姓名,post:期望岗位,desirearea:意向地区',
      'talent_type_id',
    ],
    creates: [
      'apps/portal/src/features/gen-check-list/search.ts',
      'apps/portal/src/features/gen-check-list/api.ts',
      'apps/portal/src/features/gen-check-list/components/gen-check-list-list.tsx',
      'apps/portal/src/routes/talent/gen-check-list.route.tsx',
    ],
  },
  {
    generator: 'form-route',
    args: [
      'gen-check-form',
      '/genCheckForm',
      '生成检查表单',
      'null',
      'person',
      'bind_info',
      'enterprise_name:企业名称,credit_code:统一社会信用代码',
    ],
    creates: [
      'apps/portal/src/features/gen-check-form/components/gen-check-form-form.tsx',
      'apps/portal/src/routes/person/gen-check-form.route.tsx',
    ],
  },
  {
    generator: 'member-list',
    args: [
      'gen-check-member-list',
      '/genCheckMemberList',
      '生成检查申报',
      'application',
      'application_list',
      'serial_number:申报编号,next_step:下一步',
      'year,keyword',
      'keyword',
      '政策',
    ],
    creates: [
      'apps/portal/src/features/gen-check-member-list/search.ts',
      'apps/portal/src/features/gen-check-member-list/api.ts',
      'apps/portal/src/features/gen-check-member-list/components/gen-check-member-list-list.tsx',
      'apps/portal/src/routes/center/gen-check-member-list.route.tsx',
    ],
  },
  {
    generator: 'detail-route',
    args: [
      'gen-check-detail',
      '/genCheckDetail',
      '生成检查详情',
      'policyData',
      'news',
      'bulletin_detail',
      'title',
      'title:标题',
    ],
    creates: [
      'apps/portal/src/features/gen-check-detail/search.ts',
      'apps/portal/src/features/gen-check-detail/api.ts',
      'apps/portal/src/features/gen-check-detail/components/gen-check-detail-detail.tsx',
      'apps/portal/src/routes/news/gen-check-detail.route.tsx',
    ],
  },
  {
    generator: 'console-list',
    args: [
      'gen-check',
      'applications',
      '申报管理',
      'application-admin',
      'admin_application_list',
      'serial_number:申报编号,state:状态',
      'state,keyword',
      'keyword',
    ],
    creates: [
      'apps/console/src/features/gen-check/applications-search.ts',
      'apps/console/src/features/gen-check/applications-list.tsx',
      'apps/console/src/routes/_shell/gen-check/applications.tsx',
    ],
  },
  {
    generator: 'console-review',
    args: [
      'gen-check',
      'reviews',
      '申报审核',
      'application-admin',
      'admin_application_list',
      'admin_application_detail',
      'admin_application_transition',
      'policyApplicationFlow',
      'operator_actions',
      'serial_number:申报编号,state:状态',
      'serial_number:申报编号,state:状态',
      'call.materials',
    ],
    creates: [
      'apps/console/src/features/gen-check/reviews-search.ts',
      'apps/console/src/features/gen-check/reviews-queue.tsx',
      'apps/console/src/features/gen-check/reviews-decision.tsx',
      'apps/console/src/features/gen-check/reviews-review.tsx',
      'apps/console/src/routes/_shell/gen-check/reviews.index.tsx',
      'apps/console/src/routes/_shell/gen-check/reviews.$id.tsx',
    ],
  },
];

/**
 * The console generators write into apps/console, which issue 26 builds: until it exists, the
 * check writes a skeleton there whose node_modules are the portal's (the kit, the SDK, React,
 * antd, the router), so tsc and ESLint resolve what the generated files import.
 */
function prepareConsole(scratch: string): void {
  const consoleDir = join(scratch, 'apps/console');
  if (existsSync(join(repo, 'apps/console'))) return;
  writeConsoleSkeleton(consoleDir);
  const portalModules = join(scratch, 'apps/portal/node_modules');
  mkdirSync(join(consoleDir, 'node_modules'), { recursive: true });
  for (const entry of readdirSync(portalModules)) {
    symlinkSync(join(portalModules, entry), join(consoleDir, 'node_modules', entry));
  }
}

function copyTree(scratch: string): void {
  for (const file of rootFiles) {
    if (existsSync(join(repo, file)))
      cpSync(join(repo, file), join(scratch, file), { recursive: true });
  }
  for (const pkg of packages) {
    cpSync(join(repo, pkg), join(scratch, pkg), {
      recursive: true,
      filter: (source) => !/\/(node_modules|dist|storybook-static|\.turbo)(\/|$)/.test(source),
    });
  }
}

/**
 * node_modules for the copy: every entry links to the real one, except the workspace's own
 * packages, which link to their copies, so the copy's SDK (with the generated calls) is the one
 * the copy's API and portal resolve.
 */
function linkModules(scratch: string, dir: string): void {
  const real = join(repo, dir, 'node_modules');
  if (!existsSync(real)) return;
  const target = join(scratch, dir, 'node_modules');
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(real)) {
    // The real tsc cache must not be written through the link (or the repo's own check reuses it).
    if (entry === '.cache') continue;
    if (entry === '@qyfw') {
      mkdirSync(join(target, entry));
      for (const pkg of readdirSync(join(real, entry))) {
        const copied = copiedPackages.get(`@qyfw/${pkg}`);
        symlinkSync(
          copied ? join(scratch, copied) : join(real, entry, pkg),
          join(target, entry, pkg),
        );
      }
    } else {
      symlinkSync(join(real, entry), join(target, entry));
    }
  }
}

/** Package name → its folder, for the packages copied. */
const copiedPackages = new Map(
  packages.map((path) => {
    const { name } = JSON.parse(readFileSync(join(repo, path, 'package.json'), 'utf8')) as {
      name: string;
    };
    return [name, path] as const;
  }),
);

function run(command: string, args: string[], cwd: string): void {
  console.log(`$ ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

const scratch = mkdtempSync(join(tmpdir(), 'qyfw-gen-check-'));
try {
  copyTree(scratch);
  linkModules(scratch, '.');
  for (const pkg of packages) linkModules(scratch, pkg);
  prepareConsole(scratch);
  const bin = (name: string) => join(repo, 'node_modules/.bin', name);
  // The generators' own code first: a broken config would fail below in a less clear way.
  run(bin('tsc'), ['-p', join(repo, 'turbo/generators/tsconfig.json')], repo);

  for (const { generator, args } of runs) {
    run(bin('gen'), ['run', generator, '--root', scratch, '--args', ...args], scratch);
  }
  const created = runs.flatMap((entry) => entry.creates);
  const missing = created.filter((file) => !existsSync(join(scratch, file)));
  if (missing.length > 0) throw new Error(`生成器没有写出：${missing.join('、')}`);

  // routeTree.gen.ts of the copy, from its route map, as the portal's Vite plugin would write it.
  await generateRouteTree(join(scratch, 'apps/portal'));
  await generateRouteTree(join(scratch, 'apps/console'));
  for (const pkg of ['packages/portal-sdk', 'apps/api', 'apps/portal', 'apps/console']) {
    run(bin('tsc'), ['-p', join(scratch, pkg, 'tsconfig.json'), '--noEmit'], scratch);
  }
  // The files scripts write rather than people (FLOWS, from the flow files) pass both as written.
  const written = [...created, 'packages/portal-sdk/src/flows/registry.ts'];
  run(bin('eslint'), ['--max-warnings=0', ...written], scratch);
  run(bin('prettier'), ['--check', ...written], scratch);

  // The generated tests run too (PGlite): the copy's migration comes from its schema, as the API
  // generators' next step says, so a template that type-checks but answers wrongly fails here.
  const api = join(scratch, 'apps/api');
  const apiTests = created
    .filter((file) => file.startsWith('apps/api/') && file.endsWith('.test.ts'))
    .map((file) => file.slice('apps/api/'.length));
  run(join(api, 'node_modules/.bin/drizzle-kit'), ['generate'], api);
  run(join(api, 'node_modules/.bin/vitest'), ['run', ...apiTests], api);
  const sdk = join(scratch, 'packages/portal-sdk');
  // The registry cases, and FLOWS as the exports script writes it (the generator ran it, or the
  // new flow is missing from the registry and this fails).
  run(
    join(sdk, 'node_modules/.bin/vitest'),
    ['run', 'test/calls.test.ts', 'test/flow-registry.test.ts'],
    sdk,
  );
  console.log(`生成器检查通过：${created.length} 个文件`);
} finally {
  if (process.env.GEN_CHECK_KEEP) console.log(`保留临时目录：${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
