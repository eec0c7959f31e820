import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, IN_MEMORY, parseConfig } from './config.js';

describe('parseConfig', () => {
  it('has defaults that start the product on PGlite under ./data', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(resolve('data'));
    expect([...config.apiClients]).toEqual([['portal-web', 'portal-web']]);
    expect(config.portalDist).toMatch(/apps[\\/]portal[\\/]dist$/);
    expect(config.dataScreenDist).toMatch(/apps[\\/]data-screen[\\/]dist$/);
  });

  it('reads every variable', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://qyfw.example.cn',
      PORT: '18080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/portal',
      DATA_DIR: IN_MEMORY,
      REDIS_URL: 'redis://cache:6379',
      API_CLIENTS: 'portal-web:a, screen:b',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 18080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db:5432/portal',
      dataDir: IN_MEMORY,
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
    });
    expect(Object.fromEntries(config.apiClients)).toEqual({ 'portal-web': 'a', screen: 'b' });
  });

  it('reads the public origin (scheme and host only) and whether a proxy is trusted', () => {
    expect(parseConfig({})).toMatchObject({ publicOrigin: undefined, trustProxy: false });
    expect(
      parseConfig({ PUBLIC_ORIGIN: 'https://qyfw.example.cn', TRUST_PROXY: 'true' }),
    ).toMatchObject({
      publicOrigin: 'https://qyfw.example.cn',
      trustProxy: true,
    });
    expect(() => parseConfig({ PUBLIC_ORIGIN: 'https://qyfw.example.cn/pc' })).toThrow(
      /环境变量 PUBLIC_ORIGIN 有误/,
    );
    expect(() => parseConfig({ PUBLIC_ORIGIN: 'ftp://qyfw.example.cn' })).toThrow(
      /环境变量 PUBLIC_ORIGIN 有误/,
    );
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(/环境变量 TRUST_PROXY 有误/);
  });

  it('keeps the demo outbox off unless DEMO_OUTBOX turns it on, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['development', 'test', 'production'])
      expect(parseConfig({ NODE_ENV, PUBLIC_ORIGIN: 'https://qyfw.example.cn' }).demoOutbox).toBe(
        false,
      );
    expect(parseConfig({}).demoOutbox).toBe(false);
    expect(parseConfig({ DEMO_OUTBOX: '1' }).demoOutbox).toBe(true);
    expect(parseConfig({ DEMO_OUTBOX: 'true', NODE_ENV: 'test' }).demoOutbox).toBe(true);
    expect(parseConfig({ DEMO_OUTBOX: '0' }).demoOutbox).toBe(false);
    expect(() => parseConfig({ DEMO_OUTBOX: 'yes' })).toThrow(/环境变量 DEMO_OUTBOX 有误/);
  });

  it('refuses to start with the demo outbox in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://qyfw.example.cn' };
    for (const DEMO_OUTBOX of ['1', 'true']) {
      expect(() => parseConfig({ ...production, DEMO_OUTBOX })).toThrow(ConfigError);
      expect(() => parseConfig({ ...production, DEMO_OUTBOX })).toThrow(
        /环境变量 DEMO_OUTBOX 有误：生产环境/,
      );
    }
    expect(parseConfig({ ...production, DEMO_OUTBOX: '0' }).demoOutbox).toBe(false);
  });

  it('refuses to start in production without PUBLIC_ORIGIN', () => {
    // Links (QR login, calendar feeds) would otherwise come from the request's Host.
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: '' })).toThrow(
      /环境变量 PUBLIC_ORIGIN 有误：生产环境（NODE_ENV=production）须设置/,
    );
    expect(
      parseConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://qyfw.example.cn' })
        .publicOrigin,
    ).toBe('https://qyfw.example.cn');
    for (const NODE_ENV of ['development', 'test'])
      expect(parseConfig({ NODE_ENV }).publicOrigin).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 8080,
    });
  });

  it('is silent in tests unless told otherwise', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/portal' }],
    ['API_CLIENTS', { API_CLIENTS: 'portal-web' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ])('names the bad variable %s in Chinese', (name, env) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`环境变量 ${name} 有误`));
  });
});
