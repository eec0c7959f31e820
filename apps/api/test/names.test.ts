// One name per concept across the layers (docs/architecture.md, "One name per concept"): an SDK
// domain's calls are registered by the API module of the same name, and every API module, portal
// feature and route folder is named for a domain — or listed in that section's table with why.
// A new area that names its layers alike passes without touching this file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callDomains } from '@qyfw/portal-sdk/schemas';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const modulesDir = join(repo, 'apps/api/src/modules');
const domains = new Set(Object.keys(callDomains));

type Layer = 'API module' | 'portal feature' | 'route folder';

/** The exceptions table: layer → name → the SDK domains it serves. */
function listedExceptions(): Map<Layer, Map<string, Set<string>>> {
  const doc = readFileSync(join(repo, 'docs/architecture.md'), 'utf8');
  const section = doc.split('## One name per concept')[1]?.split('\n## ')[0] ?? '';
  const table = new Map<Layer, Map<string, Set<string>>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [, layer, name, serves] = cells;
    if (layer !== 'API module' && layer !== 'portal feature' && layer !== 'route folder') continue;
    const names = table.get(layer) ?? new Map<string, Set<string>>();
    names.set(
      (name ?? '').replaceAll('`', ''),
      new Set([...(serves ?? '').matchAll(/`([a-z-]+)`/g)].map((match) => match[1] ?? '')),
    );
    table.set(layer, names);
  }
  return table;
}

function folders(dir: string): string[] {
  return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
}

/** Which module folder registers each call, read from its `registerCall(app, calls.<name>` lines. */
function registeringModules(): Map<string, string[]> {
  const byCall = new Map<string, string[]>();
  for (const module of folders(modulesDir)) {
    for (const file of sourceFiles(join(modulesDir, module))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/registerCall\(\s*app,\s*calls\.(\w+)/g)) {
        const call = match[1] ?? '';
        byCall.set(call, [...(byCall.get(call) ?? []), module]);
      }
    }
  }
  return byCall;
}

const exceptions = listedExceptions();
const listed = (layer: Layer) => exceptions.get(layer) ?? new Map<string, Set<string>>();

describe('one name per concept', () => {
  it('reads the exceptions table (a renamed heading must not empty it silently)', () => {
    expect(listed('API module').size).toBeGreaterThan(0);
  });

  it('registers each call in the API module named for its SDK domain, or one listed for it', () => {
    const registered = registeringModules();
    const misplaced: string[] = [];
    for (const [domain, domainCalls] of Object.entries(callDomains)) {
      for (const call of Object.keys(domainCalls)) {
        const modules = registered.get(call) ?? [];
        expect(modules, `${call} is registered by exactly one module`).toHaveLength(1);
        const module = modules[0] ?? '';
        if (module !== domain && !listed('API module').get(module)?.has(domain)) {
          misplaced.push(`${call}: SDK domain ${domain}, API module ${module}`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it.each([
    ['API module', 'apps/api/src/modules'],
    ['portal feature', 'apps/portal/src/features'],
    ['route folder', 'apps/portal/src/routes'],
  ] as const)('names every %s for an SDK domain, or lists it', (layer, dir) => {
    const unnamed = folders(join(repo, dir)).filter(
      (name) => !domains.has(name) && !listed(layer).has(name),
    );
    expect(unnamed).toEqual([]);
  });

  it('lists no exception that no longer exists', () => {
    const dirs: Record<Layer, string> = {
      'API module': 'apps/api/src/modules',
      'portal feature': 'apps/portal/src/features',
      'route folder': 'apps/portal/src/routes',
    };
    for (const [layer, names] of exceptions) {
      const present = new Set(folders(join(repo, dirs[layer])));
      for (const name of names.keys()) expect(present.has(name), `${layer} ${name}`).toBe(true);
    }
  });
});
