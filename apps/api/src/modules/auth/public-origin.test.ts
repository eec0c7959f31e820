// The links the server hands out (QR login, calendar feed) without PUBLIC_ORIGIN: the request's
// Host only when it names this machine on its own port, else http://localhost:PORT. Never the
// Host a stranger sends: a QR code or feed URL pointing at evil.example would phish its reader.
import { hostname, networkInterfaces } from 'node:os';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthKit, createMember } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

const WEB_LOGIN = '/api/indexnew/web_login';
const FEED_CREATE = '/api/message/calendar_feed_create';
const PASSWORD = 'Origin@2026';
/** The test configuration's port (PORT's default). */
const PORT = 8080;
const FALLBACK = `http://localhost:${PORT}`;

function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** An address of one of this machine's network interfaces other than loopback, if it has one. */
function interfaceAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces()))
    for (const entry of entries ?? [])
      if (!entry.internal && entry.family === 'IPv4') return entry.address;
  return undefined;
}

describeEachDatabase('links without PUBLIC_ORIGIN', (db) => {
  let kit: AuthKit;
  let token: string;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
    await createMember(kit.db, { username: 'origin_member', password: PASSWORD });
    ({ token } = await kit.loginWithPassword('origin_member', PASSWORD));
  });
  afterAll(() => kit.app.close());

  const qrOrigin = async (host: string) => {
    const res = await kit.get(WEB_LOGIN, { headers: { host } });
    expect(res.statusCode, host).toBe(200);
    const link = decodeQr(res.json<{ data: { path: string } }>().data.path)!;
    return new URL(link).origin;
  };
  const feedOrigin = async (host: string) => {
    const res = await kit.post(FEED_CREATE, {}, { token, headers: { host } });
    expect(res.statusCode, host).toBe(200);
    return new URL(res.json<{ data: { url: string } }>().data.url).origin;
  };

  describe.each([
    ['a stranger’s host', 'evil.example'],
    ['a stranger’s host on this port', `evil.example:${PORT}`],
    ['a stranger’s address', `203.0.113.7:${PORT}`],
    ['this machine on another port', 'localhost:9999'],
    ['this machine without the port', 'localhost'],
  ])('ignore %s', (_case, host) => {
    it('in the QR login code', async () => {
      expect(await qrOrigin(host)).toBe(FALLBACK);
    });
    it('in a calendar feed URL', async () => {
      expect(await feedOrigin(host)).toBe(FALLBACK);
    });
  });

  const own: [string, string][] = [
    ['localhost', `localhost:${PORT}`],
    ['a loopback address', `127.0.0.1:${PORT}`],
    ['IPv6 loopback', `[::1]:${PORT}`],
    ['the machine’s host name', `${hostname().toLowerCase()}:${PORT}`],
  ];
  const lan = interfaceAddress();
  if (lan) own.push(['an interface address (a phone on the LAN scans it)', `${lan}:${PORT}`]);
  it.each(own)('keep this machine’s own name: %s', async (_case, host) => {
    expect(await qrOrigin(host)).toBe(`http://${host}`);
    expect(await feedOrigin(host)).toBe(`http://${host}`);
  });

  it('still refuses a Host that is no host name', async () => {
    const res = await kit.get(WEB_LOGIN, { headers: { host: 'evil.example/<script>' } });
    expect(res.json()).toEqual({ code: 400, msg: '请求的 Host 无效' });
  });
});

describeEachDatabase('links behind a trusted TLS proxy without PUBLIC_ORIGIN', (db) => {
  it('take the scheme from X-Forwarded-Proto, the host still only this machine', async () => {
    const kit = await buildAuthKit(db, { TRUST_PROXY: 'true' });
    try {
      const origin = async (headers: Record<string, string>) =>
        new URL(
          decodeQr(
            (await kit.get(WEB_LOGIN, { headers })).json<{ data: { path: string } }>().data.path,
          )!,
        ).origin;
      expect(await origin({ host: `localhost:${PORT}`, 'x-forwarded-proto': 'https' })).toBe(
        `https://localhost:${PORT}`,
      );
      expect(
        await origin({
          host: `localhost:${PORT}`,
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        }),
      ).toBe(FALLBACK);
    } finally {
      await kit.app.close();
    }
  });
});

describeEachDatabase('links with PUBLIC_ORIGIN', (db) => {
  it('are on the configured origin whatever the Host', async () => {
    const kit = await buildAuthKit(db, { PUBLIC_ORIGIN: 'https://qyfw.example.cn' });
    try {
      await createMember(kit.db, { username: 'origin_configured', password: PASSWORD });
      const { token } = await kit.loginWithPassword('origin_configured', PASSWORD);
      const qr = await kit.get(WEB_LOGIN, { headers: { host: 'evil.example' } });
      expect(decodeQr(qr.json<{ data: { path: string } }>().data.path)).toMatch(
        /^https:\/\/qyfw\.example\.cn\/pc\/m\/scan\?sign=/,
      );
      const feed = await kit.post(FEED_CREATE, {}, { token, headers: { host: 'evil.example' } });
      expect(feed.json<{ data: { url: string } }>().data.url).toMatch(
        /^https:\/\/qyfw\.example\.cn\/api\/calendar\/[\w-]{43}\.ics$/,
      );
    } finally {
      await kit.app.close();
    }
  });
});
