// Each call domain is a subpath an app imports from; these checks keep the registry, the
// package's exports (in the workspace and as published) and the build's entries in step, so a
// new domain cannot be importable here and missing from the published package, or the reverse.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callDomains, calls } from '../src/calls/index.js';
import { CALL_DOMAIN_NAMES } from '../src/calls/domains.js';
import tsdownConfig from '../tsdown.config.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
  publishConfig: { exports: Record<string, unknown> };
};
const domains = Object.keys(callDomains);

describe('call domains', () => {
  it('are the names the build and the exports script read (src/calls/domains.ts)', () => {
    expect([...CALL_DOMAIN_NAMES].sort()).toEqual([...domains].sort());
  });

  it('put every call of the registry in exactly one domain', () => {
    const grouped = Object.values(callDomains).flatMap((domain) => Object.keys(domain));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped.sort()).toEqual(Object.keys(calls).sort());
  });

  it.each(domains)(
    '%s: its module exports every call the registry files under it',
    async (domain) => {
      const module = (await import(`../src/calls/${domain}.ts`)) as Record<string, unknown>;
      for (const [name, call] of Object.entries(callDomains[domain as keyof typeof callDomains])) {
        expect(module[name], name).toBe(call);
      }
    },
  );

  it.each(domains)(
    '%s: is a subpath in the workspace, when published and in the build (`pnpm run exports`)',
    (domain) => {
      expect(pkg.exports[`./calls/${domain}`]).toBe(`./src/calls/${domain}.ts`);
      expect(pkg.publishConfig.exports[`./calls/${domain}`]).toEqual({
        import: { types: `./dist/calls/${domain}.d.ts`, default: `./dist/calls/${domain}.js` },
        require: { types: './esm-only.d.cts', default: './esm-only.cjs' },
      });
      const entry = (tsdownConfig as { entry: Record<string, string> }).entry;
      expect(entry[`calls/${domain}`]).toBe(`src/calls/${domain}.ts`);
    },
  );

  it('exports no call subpath without a domain', () => {
    const subpaths = Object.keys(pkg.exports).filter((key) => key.startsWith('./calls/'));
    expect(subpaths.sort()).toEqual(domains.map((domain) => `./calls/${domain}`).sort());
  });
});
