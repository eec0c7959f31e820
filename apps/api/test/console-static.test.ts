// The built console at /console/ (issue 26): its index.html for its routes, 404 for others, and
// its own strict CSP (no framing, no inline <style>) — the portal keeps its own policy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.js';
import { openTestDatabase } from './helpers/databases.js';

describe('the console served at /console/', () => {
  let root: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'console-dist-'));
    const dist = join(root, 'console');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="zh-CN"><head><title>管理后台</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'routes.json'), JSON.stringify({ routes: ['/', '/sign-in'] }));
    const db = await openTestDatabase('pglite');
    ({ app } = await buildTestApp(db, { CONSOLE_DIST: dist }));
    close = async () => {
      await app.close();
      await db.dispose();
    };
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers its pages with index.html under the console CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/console/sign-in' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('管理后台');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src [^;]*unsafe-inline/);
    expect(csp).toContain("script-src-attr 'none'");
  });

  it('answers its root /console/ with index.html whatever the client accepts (curl sends no Accept-Encoding)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const res = await app.inject({ method: 'GET', url: '/console/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    const plain = await app.inject({ method: 'GET', url: '/console/' });
    expect(plain.body).toContain('管理后台');
  });

  it('redirects /console to /console/ and answers 404 for an address it does not have', async () => {
    expect((await app.inject({ method: 'GET', url: '/console' })).headers.location).toBe(
      '/console/',
    );
    expect((await app.inject({ method: 'GET', url: '/console/nowhere' })).statusCode).toBe(404);
  });

  it("keeps the portal's own policy", async () => {
    const res = await app.inject({ method: 'GET', url: '/pc/index' });
    expect(String(res.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
  });
});
