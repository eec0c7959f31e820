// The demo outbox (DEMO_OUTBOX=1 only, which production refuses): the latest code the outbox
// gateway wrote, so demos and e2e tests can finish an SMS login, registration or password reset.
// A live code is a login to its phone's account, so it is answered only to this machine itself.
import { isIPv4 } from 'node:net';
import { isEmail, isMobile } from '@qyfw/portal-sdk/validators';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageOutbox } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { describeIssues } from '../../plugins/validation-message.js';
import type { ModuleDeps } from '../module-deps.js';

export const SMS_OUTBOX_PATH = '/api/dev/sms-outbox';

const querySchema = z.union(
  [
    z.strictObject({ phone: z.string().trim().refine(isMobile, { error: '手机号输入有误' }) }),
    z.strictObject({
      email: z.string().trim().toLowerCase().refine(isEmail, { error: '邮箱格式有误' }),
    }),
  ],
  { error: '请提供 phone 或 email 其中之一' },
);

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * The headers a request made directly on this machine carries: curl, a browser's address bar,
 * Playwright's request fixture (e2e), light-my-request (the tests). An allow-list, not a list of
 * proxy headers: proxies and CDNs name the client in headers of every spelling (X-Forwarded-For,
 * True-Client-IP, CF-Connecting-IP, Fastly-Client-IP, X-Cluster-Client-IP, ...) and a new one
 * must not slip through. Behind a reverse proxy on this machine every request arrives from
 * loopback, so a request with any header beyond these is taken as one that came from elsewhere.
 */
const DIRECT_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'host',
  'connection',
  'keep-alive',
  'user-agent',
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'cookie',
  'cache-control',
  'pragma',
  'priority',
  'dnt',
  'referer',
  'upgrade-insecure-requests',
  'if-none-match',
  'if-modified-since',
  'content-length',
]);

/** Client hints and fetch metadata: only a browser sets them (scripts cannot). */
const BROWSER_HEADER = /^sec-(?:ch-[a-z0-9-]+|fetch-(?:site|mode|user|dest)|gpc)$/;

function onlyDirectHeaders(request: FastifyRequest): boolean {
  return Object.keys(request.headers).every(
    (name) => DIRECT_REQUEST_HEADERS.has(name) || BROWSER_HEADER.test(name),
  );
}

/**
 * From this machine, directly: the socket's own peer address (request.ip follows X-Forwarded-For
 * when TRUST_PROXY is on, and a client can write that header) and no header beyond what a
 * direct request sends.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.raw.socket?.remoteAddress) && onlyDirectHeaders(request);
}

export function registerDevRoutes(
  app: FastifyInstance,
  { db, config, messages }: ModuleDeps,
): void {
  // The outbox holds live codes: a relay delivers from it; an API hands them out only in a demo.
  if (!config.demoOutbox) return;

  // Anyone else gets the answer of a path that does not exist: not a 400 for a bad query, and
  // not the 405 that a known path answers to another method. Refused in the handler, so a body
  // is read (and a broken one refused) exactly as on a path that does not exist.
  const noSuchRoute = () => ApiError.notFound('接口不存在');
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: SMS_OUTBOX_PATH,
    schema: { hide: true },
    handler: async () => {
      throw noSuchRoute();
    },
  });
  app.get(SMS_OUTBOX_PATH, { schema: { hide: true } }, async (request) => {
    if (!isDirectLocalRequest(request)) throw noSuchRoute();
    // A reset code is delivered after forget_send has answered (so its timing tells nothing):
    // wait for it, so that asking right after the send finds it.
    await messages.settled();
    const parsed = querySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw ApiError.badRequest(describeIssues(parsed.error.issues));
    const [channel, recipient] =
      'phone' in parsed.data
        ? (['sms', parsed.data.phone] as const)
        : (['email', parsed.data.email] as const);
    const [message] = await db
      .select()
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.channel, channel),
          eq(messageOutbox.recipient, recipient),
          isNotNull(messageOutbox.code),
        ),
      )
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
      .limit(1);
    if (!message) throw ApiError.notFound('发件箱中没有发给该号码的验证码');
    return {
      code: 200,
      msg: '成功',
      data: {
        channel,
        recipient,
        code: message.code,
        subject: message.subject,
        body: message.body,
        createtime: Math.floor(message.createdAt.getTime() / 1000),
      },
    };
  });
}
