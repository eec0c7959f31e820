// The outbox sender never writes a code to the log, in any mode: logs are shipped, kept and read
// by more people than should ever hold a live code.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAuthKit, createMember, freshMobile } from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';

for (const NODE_ENV of ['development', 'test'] as const) {
  describeEachDatabase(`outbox sender log (NODE_ENV=${NODE_ENV})`, (db) => {
    let kit: AuthKit;
    beforeAll(async () => {
      kit = await buildAuthKit(db, { NODE_ENV });
    });
    afterAll(() => kit.app.close());

    it('logs that a message was written, masked, and never the code', async () => {
      const phone = freshMobile();
      const email = `log.${phone}@example.cn`;
      await createMember(kit.db, {
        username: `log_${phone}`,
        mobile: phone,
        email,
        password: 'OldPass2026',
      });
      expect((await kit.post('/api/user/dx_send', { type: 2, phone })).json().code).toBe(1);
      const loginCode = (await kit.latestCode(phone))!;
      kit.clock.advance(60_000);
      expect(
        (
          await kit.post('/api/user/forget_send', { account: `log_${phone}`, channel: 'email' })
        ).json().code,
      ).toBe(200);
      const resetCode = (await kit.latestCode(email))!;
      expect(loginCode).toMatch(/^\d{6}$/);
      expect(resetCode).toMatch(/^\d{6}$/);

      const written = kit.logs.filter(
        (line) => line.msg === '短信已写入发件箱' || line.msg === '邮件已写入发件箱',
      );
      expect(written.length).toBeGreaterThanOrEqual(2);
      const text = kit.logs.map((line) => JSON.stringify(line)).join('\n');
      // As a whole number: a UUID or a duration may hold the same six digits inside a longer run.
      for (const code of [loginCode, resetCode])
        expect(text).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      for (const line of written) {
        expect(line).not.toHaveProperty('code');
        // Masked: 139****0001, l***@example.cn.
        expect(JSON.stringify(line)).not.toContain(phone);
        expect(JSON.stringify(line)).not.toContain(email);
      }
    });
  });
}
