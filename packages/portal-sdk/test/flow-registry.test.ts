// FLOWS is written from src/flows/ (scripts/flow-registry.ts, run by `pnpm run exports`): these
// checks fail when a flow file was added, renamed or removed and the registry was not rewritten,
// and when a file breaks the rule the registry is built on (one table per file, one file per
// entity type).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  flowRegistrySource,
  loadFlowModules,
  REGISTRY_FILE,
  type FlowModule,
} from '../scripts/flow-registry.js';
import { defineFlow } from '../src/flows/define-flow.js';
import { FLOW_ENTITIES, FLOWS } from '../src/flows/index.js';

const tinyFlow = (entity: string) =>
  defineFlow({
    entity,
    label: '测试',
    states: { open: '待办', done: '已办' },
    initial: 'open',
    events: { finish: '办结' },
    relations: {},
    transitions: [{ from: 'open', event: 'finish', to: 'done', by: ['operator'] }],
  });

describe('flow registry (src/flows/registry.ts)', () => {
  it('is what `pnpm --filter @qyfw/portal-sdk run exports` writes from the flow files', async () => {
    const written = readFileSync(REGISTRY_FILE, 'utf8');
    expect(written, '流程表注册文件已过期：请运行 pnpm --filter @qyfw/portal-sdk run exports').toBe(
      flowRegistrySource(await loadFlowModules()),
    );
  });

  it("holds every flow file's table under its entity type, and nothing else", async () => {
    const modules = await loadFlowModules();
    const tables = modules.flatMap(({ exports }) =>
      Object.values(exports).filter(
        (value) => value && typeof value === 'object' && 'entity' in value,
      ),
    ) as { entity: string }[];
    expect([...FLOW_ENTITIES].sort()).toEqual(tables.map((flow) => flow.entity).sort());
    for (const flow of tables) expect(FLOWS[flow.entity as keyof typeof FLOWS]).toBe(flow);
  });

  it("keys a new file's table by its entity type and re-exports the file", () => {
    const source = flowRegistrySource([
      { file: 'finance-loan.ts', exports: { financeLoanFlow: tinyFlow('finance_loan'), LIMIT: 3 } },
    ]);
    expect(source).toContain("import { financeLoanFlow } from './finance-loan.js';");
    expect(source).toContain("export * from './finance-loan.js';");
    expect(source).toContain('  finance_loan: financeLoanFlow,\n} as const');
  });

  it.each<[string, FlowModule['exports']]>([
    ['no table', { LIMIT: 3 }],
    ['two tables', { oneFlow: tinyFlow('one_case'), twoFlow: tinyFlow('two_case') }],
  ])('refuses a flow file with %s, naming it', (_, exports) => {
    expect(() => flowRegistrySource([{ file: 'odd-case.ts', exports }])).toThrow(
      'src/flows/odd-case.ts 应导出恰好一个 defineFlow 流程表',
    );
  });

  it('refuses two files declaring one entity type', () => {
    expect(() =>
      flowRegistrySource([
        { file: 'loan.ts', exports: { loanFlow: tinyFlow('finance_loan') } },
        { file: 'loan-copy.ts', exports: { copyFlow: tinyFlow('finance_loan') } },
      ]),
    ).toThrow('src/flows/loan.ts 与 loan-copy.ts 声明了同一实体类型 finance_loan');
  });

  it('refuses an entity type that is not snake_case', () => {
    expect(() =>
      flowRegistrySource([{ file: 'loan.ts', exports: { loanFlow: tinyFlow('finance-loan') } }]),
    ).toThrow('实体类型 finance-loan 应为 snake_case');
  });
});
