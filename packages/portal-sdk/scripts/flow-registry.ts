// The flow registry, src/flows/registry.ts, is written from the folder, never edited: each other
// file in src/flows/ exports one table made with defineFlow, and that table's entity type is its
// key in FLOWS. So adding a flow is adding its file and running `pnpm run exports` (which calls
// this); test/flow-registry.test.ts fails when the registry is not what the folder holds.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const FLOWS_DIR = fileURLToPath(new URL('../src/flows/', import.meta.url));
export const REGISTRY_FILE = `${FLOWS_DIR}registry.ts`;
/** The folder's files that hold no flow: the table's helpers, the subpath's entry, the registry. */
const NOT_FLOWS = new Set(['define-flow.ts', 'index.ts', 'registry.ts']);

/** One flow file as imported: its name in the folder and what it exports. */
export interface FlowModule {
  readonly file: string;
  readonly exports: Readonly<Record<string, unknown>>;
}

/** The flow files, in name order (the registry's order, so it does not depend on the disk's). */
export function flowFiles(): string[] {
  return readdirSync(FLOWS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !NOT_FLOWS.has(file))
    .sort();
}

export async function loadFlowModules(): Promise<FlowModule[]> {
  return Promise.all(
    flowFiles().map(async (file) => ({
      file,
      exports: (await import(pathToFileURL(`${FLOWS_DIR}${file}`).href)) as Record<string, unknown>,
    })),
  );
}

/** What defineFlow returns (it has already checked the table when the file was imported). */
function isFlow(value: unknown): value is { readonly entity: string } {
  if (typeof value !== 'object' || value === null) return false;
  const flow = value as Record<string, unknown>;
  return (
    typeof flow.entity === 'string' &&
    Array.isArray(flow.stateNames) &&
    Array.isArray(flow.transitions)
  );
}

/** registry.ts for these modules; throws (naming the file) for a file that breaks the rule. */
export function flowRegistrySource(modules: readonly FlowModule[]): string {
  const entries = modules.map(({ file, exports }) => {
    const flows = Object.entries(exports).filter(([, value]) => isFlow(value));
    if (flows.length !== 1) {
      throw new Error(
        `src/flows/${file} 应导出恰好一个 defineFlow 流程表，实际 ${flows.length} 个` +
          '（辅助函数放在 define-flow.ts 或流程文件之外）',
      );
    }
    const [[name, flow]] = flows as [[string, { entity: string }]];
    // The key is written bare, as prettier would: an entity type is a snake_case identifier.
    if (!/^[a-z][a-z0-9_]*$/.test(flow.entity)) {
      throw new Error(`src/flows/${file} 的实体类型 ${flow.entity} 应为 snake_case`);
    }
    return { module: `./${file.replace(/\.ts$/, '.js')}`, name, entity: flow.entity, file };
  });
  const seen = new Map<string, string>();
  for (const { entity, file } of entries) {
    const other = seen.get(entity);
    if (other) throw new Error(`src/flows/${other} 与 ${file} 声明了同一实体类型 ${entity}`);
    seen.set(entity, file);
  }
  return [
    '// Written by `pnpm --filter @qyfw/portal-sdk run exports` (scripts/flow-registry.ts) from the',
    '// flow files in this folder, one defineFlow table each, keyed by its entity type. Do not edit:',
    '// add or remove a flow file and run the script; test/flow-registry.test.ts fails when stale.',
    "import type { AnyFlow } from './define-flow.js';",
    ...entries.map(({ name, module }) => `import { ${name} } from '${module}';`),
    '',
    ...entries.map(({ module }) => `export * from '${module}';`),
    '',
    '/** Every flow by its entity type: what workflow_events.entity_type may name. */',
    'export const FLOWS = {',
    ...entries.map(({ entity, name }) => `  ${entity}: ${name},`),
    '} as const satisfies Record<string, AnyFlow>;',
    '',
  ].join('\n');
}
