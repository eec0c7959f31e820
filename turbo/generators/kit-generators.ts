// The generators of screens built on @qyfw/app-kit (issue 24): a member list in the personal
// center, a detail route, and the operator console's list and review screens (apps/console).
import type { PlopTypes } from '@turbo/gen';
import { addToLayout, insertBefore } from './edit-helpers';

export interface KitGeneratorTools {
  readonly kebab: (value: string) => string;
  /** Runs prettier over what a generator wrote (paths relative to the repository). */
  readonly format: (files: (data: Record<string, string>) => string[]) => PlopTypes.ActionType;
  readonly prompts: {
    readonly page: PlopTypes.PromptQuestion[];
    readonly kebabName: (value: string) => true | string;
    readonly chineseTitle: (value: string) => true | string;
    readonly fieldList: (value: string) => true | string;
    readonly sdkName: (value: string) => true | string;
  };
}

/** A line in the center menu: into its group, or a new group at the end. */
export function addToCenterMenu(text: string, group: string, to: string, label: string): string {
  const item = `{ to: '${to}', label: '${label}' },`;
  const found = text.indexOf(`label: '${group}',`);
  if (found >= 0) {
    const close = text.indexOf('],', found);
    return `${text.slice(0, close)}${item}\n${text.slice(close)}`;
  }
  return insertBefore(text, '];\n\n/** The groups', `  { label: '${group}', items: [${item}] },\n`);
}

export function registerKitGenerators(plop: PlopTypes.NodePlopAPI, tools: KitGeneratorTools) {
  const { kebab, format, prompts } = tools;
  const input = (
    name: string,
    message: string,
    validate?: (value: string) => true | string,
  ): PlopTypes.PromptQuestion => ({
    type: 'input',
    name,
    message,
    ...(validate ? { validate } : {}),
  });
  const fieldOrNone = (value: string) =>
    value === '-' || /^[a-z_][a-z0-9_]*$/.test(value) || '字段名（如 keyword），或 -';
  plop.setHelper('isNone', (value: string) => value === '-');
  const pathOrNone = (value: string) =>
    value === '-' ||
    /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/.test(value) ||
    '字段路径（如 call.materials），或 -';
  const portal = '{{ turbo.paths.root }}/apps/portal/src';
  const consoleSrc = '{{ turbo.paths.root }}/apps/console/src';

  plop.setGenerator('member-list', {
    description:
      '个人中心列表页：企业守卫（needsEnterprise）、个人中心菜单项、loader 预取、DataList（筛选与分页在地址中）',
    prompts: [
      ...prompts.page.filter((prompt) => prompt.name !== 'tab'),
      input('columns', '列（字段:标题,字段:标题）', prompts.fieldList),
      input('filters', '地址中的筛选字段（逗号分隔；无则 -）', prompts.fieldList),
      input('search', '搜索框对应的筛选字段（如 keyword；无则 -）', fieldOrNone),
      input('menuGroup', '个人中心菜单分组（如 政策）', prompts.chineseTitle),
    ],
    actions: [
      ...(['search.ts', 'api.ts'] as const).map((file) => ({
        type: 'add' as const,
        path: `${portal}/features/{{ kebabCase name }}/${file}`,
        templateFile: `templates/member-list/${file}.hbs`,
      })),
      {
        type: 'add',
        path: `${portal}/features/{{ kebabCase name }}/components/{{ kebabCase name }}-list.tsx`,
        templateFile: 'templates/member-list/list.tsx.hbs',
      },
      {
        type: 'add',
        path: `${portal}/routes/center/{{ kebabCase name }}.route.tsx`,
        templateFile: 'templates/member-list/route.tsx.hbs',
      },
      {
        type: 'modify',
        path: `${portal}/route-map.ts`,
        transform: (text, data: Record<string, string>) =>
          addToLayout(
            text,
            'center',
            `route('${data.path}', 'center/${kebab(data.name!)}.route.tsx'),`,
          ),
      },
      {
        type: 'modify',
        path: `${portal}/shell/center/center-menu.ts`,
        transform: (text, data: Record<string, string>) =>
          addToCenterMenu(text, data.menuGroup!, data.path!, data.title!),
      },
      format((data) => [
        `apps/portal/src/features/${kebab(data.name!)}`,
        `apps/portal/src/routes/center/${kebab(data.name!)}.route.tsx`,
        'apps/portal/src/route-map.ts',
        'apps/portal/src/shell/center/center-menu.ts',
      ]),
      () =>
        '接下来：pnpm routes（生成路由树），补充筛选控件与路由测试，并把地址写进 docs/routes.md。',
    ],
  });

  plop.setGenerator('detail-route', {
    description:
      '详情页：loader 预取、未知 id 显示 404 页、文档标题取自数据（@qyfw/app-kit/detail-route）',
    prompts: [
      ...prompts.page,
      input('titleField', '作为标题的字段（如 title）', prompts.sdkName),
      input('fields', '展示的字段（字段:标签,字段:标签）', prompts.fieldList),
    ],
    actions: [
      ...(['search.ts', 'api.ts'] as const).map((file) => ({
        type: 'add' as const,
        path: `${portal}/features/{{ kebabCase name }}/${file}`,
        templateFile: `templates/detail-route/${file}.hbs`,
      })),
      {
        type: 'add',
        path: `${portal}/features/{{ kebabCase name }}/components/{{ kebabCase name }}-detail.tsx`,
        templateFile: 'templates/detail-route/detail.tsx.hbs',
      },
      {
        type: 'add',
        path: `${portal}/routes/{{ domain }}/{{ kebabCase name }}.route.tsx`,
        templateFile: 'templates/detail-route/route.tsx.hbs',
      },
      {
        type: 'modify',
        path: `${portal}/route-map.ts`,
        transform: (text, data: Record<string, string>) =>
          addToLayout(
            text,
            'library',
            `route('${data.path}', '${data.domain}/${kebab(data.name!)}.route.tsx'),`,
          ),
      },
      format((data) => [
        `apps/portal/src/features/${kebab(data.name!)}`,
        `apps/portal/src/routes/${data.domain}/${kebab(data.name!)}.route.tsx`,
        'apps/portal/src/route-map.ts',
      ]),
    ],
  });

  const consolePrompts = [
    input(
      'area',
      '运营后台的业务区（kebab-case，即 features/ 与 routes/ 下的目录）',
      prompts.kebabName,
    ),
    input('name', '页面名（kebab-case）', prompts.kebabName),
    input('title', '页面标题（中文）', prompts.chineseTitle),
    input('domain', 'SDK 调用所在领域（@qyfw/portal-sdk/calls/<领域>）', prompts.sdkName),
  ];
  const consoleFiles = (data: Record<string, string>, files: string[]) =>
    files.map((file) =>
      file.startsWith('routes/')
        ? `apps/console/src/routes/_shell/${kebab(data.area!)}/${file.slice('routes/'.length)}`
        : `apps/console/src/features/${kebab(data.area!)}/${kebab(data.name!)}-${file}`,
    );

  plop.setGenerator('console-list', {
    description: '运营后台列表：DataList 覆盖一个运营列表调用，筛选与分页在地址中（apps/console）',
    prompts: [
      ...consolePrompts,
      input('call', '列表调用名（如 admin_application_list）', prompts.sdkName),
      input('columns', '列（字段:标题,字段:标题）', prompts.fieldList),
      input('filters', '地址中的筛选字段（逗号分隔；无则 -）', prompts.fieldList),
      input('search', '搜索框对应的筛选字段（如 keyword；无则 -）', fieldOrNone),
    ],
    actions: [
      ...(['search.ts', 'list.tsx'] as const).map((file) => ({
        type: 'add' as const,
        path: `${consoleSrc}/features/{{ kebabCase area }}/{{ kebabCase name }}-${file}`,
        templateFile: `templates/console-list/${file}.hbs`,
      })),
      {
        type: 'add',
        // Under the signed-in shell (routes/_shell.tsx): its guard, menu and header.
        path: `${consoleSrc}/routes/_shell/{{ kebabCase area }}/{{ kebabCase name }}.tsx`,
        templateFile: 'templates/console-list/route.tsx.hbs',
      },
      format((data) =>
        consoleFiles(data, ['search.ts', 'list.tsx', `routes/${kebab(data.name!)}.tsx`]),
      ),
    ],
  });

  plop.setGenerator('console-review', {
    description:
      '运营后台审核：队列、详情（企业提交的内容）、每个允许的事件一个按钮、按流程行所需（原因、金额、补正项）的对话框（ModalForm）、处理记录',
    prompts: [
      ...consolePrompts,
      input('listCall', '列表调用名', prompts.sdkName),
      input('detailCall', '详情调用名（答复含允许的事件）', prompts.sdkName),
      input('transitionCall', '流转调用名（id、version、event、reason）', prompts.sdkName),
      input(
        'flow',
        '流程表（@qyfw/portal-sdk/flows 的导出名，如 policyApplicationFlow）',
        prompts.sdkName,
      ),
      input('actionsField', '详情中允许的事件字段（如 operator_actions）', prompts.sdkName),
      input('columns', '队列的列（字段:标题,字段:标题）', prompts.fieldList),
      input('fields', '详情展示的字段（字段:标签,字段:标签）', prompts.fieldList),
      // The items a 补正 may list are the record's, not the flow's: where the detail keeps them.
      input(
        'itemsField',
        '补正可列出的材料（详情中列表的路径，各项有 key 与 name，如 call.materials；流程无补正项时填 -）',
        pathOrNone,
      ),
    ],
    actions: [
      ...(['search.ts', 'queue.tsx', 'decision.tsx', 'review.tsx'] as const).map((file) => ({
        type: 'add' as const,
        path: `${consoleSrc}/features/{{ kebabCase area }}/{{ kebabCase name }}-${file}`,
        templateFile: `templates/console-review/${file}.hbs`,
      })),
      {
        type: 'add',
        path: `${consoleSrc}/routes/_shell/{{ kebabCase area }}/{{ kebabCase name }}.index.tsx`,
        templateFile: 'templates/console-review/list-route.tsx.hbs',
      },
      {
        type: 'add',
        path: `${consoleSrc}/routes/_shell/{{ kebabCase area }}/{{ kebabCase name }}.$id.tsx`,
        templateFile: 'templates/console-review/detail-route.tsx.hbs',
      },
      format((data) =>
        consoleFiles(data, [
          'search.ts',
          'queue.tsx',
          'decision.tsx',
          'review.tsx',
          `routes/${kebab(data.name!)}.index.tsx`,
          `routes/${kebab(data.name!)}.$id.tsx`,
        ]),
      ),
    ],
  });
}
