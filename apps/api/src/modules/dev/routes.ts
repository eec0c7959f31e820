// Development only (never registered in production): the latest code the outbox sender wrote,
// so demos and e2e tests can finish an SMS login, registration or password reset.
import { isEmail, isMobile } from '@qyfw/portal-sdk/validators';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageOutbox } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { describeIssues } from '../../plugins/validation-message.js';
import type { ModuleDeps } from '../module-deps.js';

export const SMS_OUTBOX_PATH = '/api/dev/sms-outbox';

const querySchema = z.union(
  [
    z.strictObject({ phone: z.string().trim().refine(isMobile, { error: '手机号输入有误' }) }),
    z.strictObject({ email: z.string().trim().toLowerCase().refine(isEmail, { error: '邮箱格式有误' }) }),
  ],
  { error: '请提供 phone 或 email 其中之一' },
);

export function registerDevRoutes(app: FastifyInstance, { db, config }: ModuleDeps): void {
  // The outbox holds live codes: in production it is for a delivery relay, never for an API.
  if (config.env === 'production') return;

  app.get(SMS_OUTBOX_PATH, { schema: { hide: true } }, async (request) => {
    const parsed = querySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw ApiError.badRequest(describeIssues(parsed.error.issues));
    const [channel, recipient] = 'phone' in parsed.data ? (['sms', parsed.data.phone] as const) : (['email', parsed.data.email] as const);
    const [message] = await db
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.channel, channel), eq(messageOutbox.recipient, recipient), isNotNull(messageOutbox.code)))
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
