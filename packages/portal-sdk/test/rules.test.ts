import { describe, expect, it } from 'vitest';
import {
  enterpriseIdOf,
  formatWan,
  genderLabel,
  needsBindInfo,
  shouldWarnRenewal,
  talentAge,
} from '../src/rules.js';

const counts = { zzgl: 0, patent_num: 0, copyright_num: 0, softright_num: 0, brand_num: 0 };
const now = new Date('2026-06-01T12:00:00+08:00');
const nowSeconds = Math.floor(now.getTime() / 1000);

describe('enterprise id (contract §6)', () => {
  it('comes from the authentication record first', () => {
    expect(
      enterpriseIdOf({
        qiyeauthentication: { enterprise_id: 3 },
        qyedit: { status: 2, enterprise_id: 9 },
      }),
    ).toBe(3);
  });
  it('else from the edit record when its status is 2', () => {
    expect(
      enterpriseIdOf({ qiyeauthentication: null, qyedit: { status: 2, enterprise_id: 9 } }),
    ).toBe(9);
    expect(
      enterpriseIdOf({ qiyeauthentication: null, qyedit: { status: 1, enterprise_id: 9 } }),
    ).toBeUndefined();
    expect(enterpriseIdOf(null)).toBeUndefined();
  });
});

describe('display rules (contract §4, §9)', () => {
  it('sends members without username and authentication to /bindInfo', () => {
    expect(needsBindInfo({ username: null, qiyeauthentication: null })).toBe(true);
    expect(needsBindInfo({ username: '', qiyeauthentication: null })).toBe(true);
    expect(needsBindInfo({ username: 'demo', qiyeauthentication: null })).toBe(false);
    expect(needsBindInfo({ username: null, qiyeauthentication: { enterprise_id: 1 } })).toBe(false);
  });
  it('shows money in 万 with 2 decimals', () => {
    expect(formatWan(12.5)).toBe('12.50万');
    expect(formatWan(0)).toBe('0.00万');
  });
  it('computes age as this year minus the birth year', () => {
    expect(talentAge('1990-12-31', now)).toBe(36);
    expect(talentAge('unknown', now)).toBeUndefined();
  });
  it('labels gender 1, 2 and anything else', () => {
    expect([1, 2, 0, 3, null].map(genderLabel)).toEqual(['男', '女', '未知', '未知', '未知']);
  });
});

describe('renewal warning (contract §4)', () => {
  it('warns for a non-zero patent, trademark, copyright or software-copyright count', () => {
    for (const key of ['patent_num', 'brand_num', 'copyright_num', 'softright_num'] as const) {
      expect(shouldWarnRenewal({ ...counts, [key]: 1 }, null, now)).toBe(true);
    }
  });
  it('does not warn for qualifications alone', () => {
    expect(shouldWarnRenewal({ ...counts, zzgl: 5 }, null, now)).toBe(false);
  });
  it('does not warn while snoozed, and warns again once the time has passed', () => {
    expect(shouldWarnRenewal({ ...counts, brand_num: 1 }, nowSeconds + 3600, now)).toBe(false);
    expect(shouldWarnRenewal({ ...counts, brand_num: 1 }, nowSeconds - 1, now)).toBe(true);
  });
});
