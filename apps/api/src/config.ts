// The one place that reads process.env (design §4): everything else receives a parsed Config.
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultConsoleDist, defaultDataScreenDist, defaultPortalDist } from './paths.js';

/** DATA_DIR value that keeps PGlite in memory (tests, throwaway demos). */
export const IN_MEMORY = ':memory:';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** `id:secret,id:secret` → id → secret. The id may not contain ':' (Basic auth splits there). */
const apiClientsSchema = z.string().transform((value, ctx) => {
  const clients = new Map<string, string>();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    if (colon <= 0 || colon === entry.length - 1) {
      ctx.addIssue({ code: 'custom', message: `“${entry}” 应写成 客户端ID:密钥` });
      return z.NEVER;
    }
    clients.set(entry.slice(0, colon), entry.slice(colon + 1));
  }
  if (clients.size === 0) {
    ctx.addIssue({ code: 'custom', message: '至少配置一个客户端' });
    return z.NEVER;
  }
  return clients as ReadonlyMap<string, string>;
});

/**
 * `https://a.example,https://b.example` → the origins allowed to call the API from a browser
 * (CORS). Each must be exactly an origin (scheme, host, optional port): the browser sends it so.
 */
const corsOriginsSchema = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `“${entry}” 应写成来源（协议://域名[:端口]），如 https://app.example.cn`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins as readonly string[];
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  API_CLIENTS: apiClientsSchema.default(new Map([['portal-web', 'portal-web']])),
  LOG_LEVEL: z.enum(logLevels).optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .refine((value) => new URL(value).pathname === '/' && !value.includes('?'), {
      message: '只写协议和域名，如 https://qyfw.example.cn',
    })
    .transform((value) => new URL(value).origin)
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { message: '应为 true 或 false' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  DEMO_OUTBOX: z
    .enum(['true', 'false', '1', '0'], { message: '应为 1 或 0' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  CORS_ORIGINS: corsOriginsSchema.default([]),
  WECHAT_APP_ID: z.string().trim().min(1).max(64).optional(),
  WECHAT_APP_SECRET: z.string().trim().min(1).max(128).optional(),
  WECHAT_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  PORTAL_DIST: z.string().default(defaultPortalDist),
  DATA_SCREEN_DIST: z.string().default(defaultDataScreenDist),
  CONSOLE_DIST: z.string().default(defaultConsoleDist),
});

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite under dataDir. */
  readonly databaseUrl: string | undefined;
  /** Absolute path, or IN_MEMORY. */
  readonly dataDir: string;
  /** The rate limiter keeps its counters here when set (several instances share them). */
  readonly redisUrl: string | undefined;
  /**
   * The site's address as users reach it (`https://host`), in QR login codes and calendar feed
   * URLs; required in production. When unset, a request's Host is used only when it names this
   * machine on `port` (auth/public-origin.ts), else http://localhost:PORT.
   */
  readonly publicOrigin: string | undefined;
  /**
   * Behind a reverse proxy: take the client IP from X-Forwarded-For (per-IP limits) and the
   * host from X-Forwarded-Host. Off by default: without a proxy those headers are forgeable.
   */
  readonly trustProxy: boolean;
  /** Client id → secret, checked against the Basic authorization header. */
  readonly apiClients: ReadonlyMap<string, string>;
  readonly logLevel: LogLevel;
  /**
   * Demos and e2e only (DEMO_OUTBOX=1): GET /api/dev/sms-outbox hands out the latest code sent to
   * a phone or email, to requests from this machine that came through no proxy. Never on by
   * NODE_ENV alone, and refused together with NODE_ENV=production: whoever reads it can log in
   * as any member with a phone.
   */
  readonly demoOutbox: boolean;
  /** Origins whose pages may call the API (CORS_ORIGINS); none by default: no CORS headers. */
  readonly corsOrigins: readonly string[];
  readonly portalDist: string;
  readonly dataScreenDist: string;
  /** The operator console's build, served at /console/. */
  readonly consoleDist: string;
  /**
   * WeChat Open Platform website app (binding WeChat on /wechat): both WECHAT_APP_ID and
   * WECHAT_APP_SECRET, or neither (the page says the platform has not opened it). `baseUrl`
   * (WECHAT_BASE_URL) replaces open.weixin.qq.com and api.weixin.qq.com: tests and demos point
   * it at a local stand-in.
   */
  readonly wechat:
    | { readonly appId: string; readonly appSecret: string; readonly baseUrl: string | undefined }
    | undefined;
}

/** Thrown when the environment is invalid; the message lists every bad variable in Chinese. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  // An empty variable (FOO= in a compose file) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `环境变量 ${issue.path.join('.')} 有误：${issue.message}`,
    );
    throw new ConfigError(problems.join('；'));
  }
  const e = parsed.data;
  if (Boolean(e.WECHAT_APP_ID) !== Boolean(e.WECHAT_APP_SECRET)) {
    throw new ConfigError(
      '环境变量 WECHAT_APP_ID 与 WECHAT_APP_SECRET 须同时设置（微信开放平台网站应用的 AppID 与 AppSecret），或都不设置',
    );
  }
  if (e.DEMO_OUTBOX && e.NODE_ENV === 'production') {
    throw new ConfigError(
      '环境变量 DEMO_OUTBOX 有误：生产环境（NODE_ENV=production）不能开启演示发件箱，它会把任何手机号的验证码交给本机的请求',
    );
  }
  if (e.NODE_ENV === 'production' && e.PUBLIC_ORIGIN === undefined) {
    throw new ConfigError(
      '环境变量 PUBLIC_ORIGIN 有误：生产环境（NODE_ENV=production）须设置站点对外的地址，如 https://qyfw.example.cn（二维码登录与日历订阅的链接用它，不能取自请求的 Host）',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    apiClients: e.API_CLIENTS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    demoOutbox: e.DEMO_OUTBOX,
    corsOrigins: e.CORS_ORIGINS,
    portalDist: resolve(e.PORTAL_DIST),
    dataScreenDist: resolve(e.DATA_SCREEN_DIST),
    consoleDist: resolve(e.CONSOLE_DIST),
    wechat:
      e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
        ? { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET, baseUrl: e.WECHAT_BASE_URL }
        : undefined,
  };
}

export function loadConfig(): Config {
  return parseConfig(process.env);
}
