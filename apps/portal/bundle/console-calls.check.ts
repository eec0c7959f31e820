// The portal's built bundles carry no console call: no `admin_…` call name and no /api/console/
// path in any emitted JS file. The console's calls live in their own SDK domains
// (calls/<area>-admin.ts); a portal import of one — or of the whole registry — would ship the
// operators' API map to every visitor. Runs after the portal's build (`test:pack`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calls } from '@qyfw/portal-sdk/schemas';
import { describe, expect, it } from 'vitest';

const dist = new URL('../dist/', import.meta.url).pathname;

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

const consoleCalls = Object.values(calls).filter((call) => call.path.startsWith('/api/console/'));

describe('the portal build', () => {
  const files = jsFiles(dist);
  const sources = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('is there, and the search finds the calls the portal does use', () => {
    expect(files.length).toBeGreaterThan(0);
    // The check below would pass on an empty or unreadable build; this one would not.
    expect(sources.some(({ text }) => text.includes('application_submit'))).toBe(true);
    expect(consoleCalls.length).toBeGreaterThan(10);
  });

  it('names no console call and no /api/console/ path', () => {
    const found = sources.flatMap(({ file, text }) => [
      ...consoleCalls
        .filter((call) => text.includes(call.name))
        .map((call) => `${file.slice(dist.length)}: ${call.name}`),
      ...(text.includes('/api/console/') ? [`${file.slice(dist.length)}: /api/console/`] : []),
    ]);
    expect(found).toEqual([]);
  });
});
