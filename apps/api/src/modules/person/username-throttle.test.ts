// Whether a username is taken is answered by profile_update and bind_info to a member who has
// none yet; a refused request changes nothing, so it could be asked forever (an oracle over every
// member's username). Each probe counts, per member and per address, across both calls.
import { creditCodeCheckChar } from '@qyfw/portal-sdk/validators';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildAuthKit,
  createMember,
  freshIp,
  freshMobile,
} from '../../../test/helpers/auth-kit.js';
import type { AuthKit } from '../../../test/helpers/auth-kit.js';
import { describeEachDatabase } from '../../../test/helpers/databases.js';
import { USERNAME_CHECK_LIMITS } from './username-throttle.js';

const BIND = '/api/Person/bind_info';
const PROFILE = '/api/account/profile_update';
const PASSWORD = 'Probe2026x';
const CREDIT_CODE = '91330106MA2KXXXX0' + creditCodeCheckChar('91330106MA2KXXXX0');
const TAKEN = { code: 400, msg: '该用户名已被占用' };
const THROTTLED = { code: 429, msg: '用户名尝试次数过多，请稍后再试' };

describeEachDatabase('username availability is throttled', (db) => {
  let kit: AuthKit;
  beforeAll(async () => {
    kit = await buildAuthKit(db);
  });
  afterAll(() => kit.app.close());

  /** A phone-only member (no username yet: the calls would answer whether a name is free). */
  async function phoneMember() {
    const mobile = freshMobile();
    await createMember(kit.db, { mobile, password: PASSWORD });
    return (await kit.loginWithPassword(mobile, PASSWORD)).token;
  }
  const probe = (token: string, ip: string, via: 'bind' | 'profile') =>
    via === 'bind'
      ? kit.post(
          BIND,
          { username: 'demo_member', enterprise_name: '某公司', credit_code: CREDIT_CODE },
          { token, ip },
        )
      : kit.post(PROFILE, { username: 'demo_member' }, { token, ip });

  it('per member, across profile_update and bind_info and addresses: 429 in Chinese', async () => {
    const token = await phoneMember();
    const { max } = USERNAME_CHECK_LIMITS.perMember;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const res = await probe(token, freshIp(), attempt % 2 ? 'bind' : 'profile');
      expect(res.json(), `attempt ${attempt + 1}`).toEqual(TAKEN);
    }
    for (const via of ['profile', 'bind'] as const) {
      const res = await probe(token, freshIp(), via);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(THROTTLED);
    }
    // A nickname alone asks nothing about usernames: still saved.
    const nickname = await kit.post(PROFILE, { nickname: '小王' }, { token });
    expect(nickname.json()).toEqual({ code: 200, msg: '成功', data: null });
  });

  it('per address, across members', async () => {
    const ip = freshIp();
    const { max } = USERNAME_CHECK_LIMITS.perAddress;
    let sent = 0;
    while (sent < max) {
      const token = await phoneMember();
      for (let n = 0; n < USERNAME_CHECK_LIMITS.perMember.max && sent < max; n += 1, sent += 1)
        expect((await probe(token, ip, 'profile')).json()).toEqual(TAKEN);
    }
    const fresh = await phoneMember();
    expect((await probe(fresh, ip, 'bind')).json()).toEqual(THROTTLED);
    // The same member from another address is still answered.
    expect((await probe(fresh, freshIp(), 'bind')).json()).toEqual(TAKEN);
  });
});
