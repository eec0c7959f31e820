import { describe, expect, it } from 'vitest';
import {
  creditCodeSchema,
  emailSchema,
  idCardCheckChar,
  idCardSchema,
  idCardStrictSchema,
  isCreditCode,
  isEmail,
  isIdCard,
  isIdCardStrict,
  isLandline,
  isMobile,
  isPhone,
  mobileSchema,
  passwordSchema,
  phoneSchema,
  verificationCodeSchema,
} from '../src/validators.js';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('phone (contract §5)', () => {
  it.each([
    '13800000001',
    '19912345678',
    '15000000000',
    '0571-88886666',
    '021-1234567',
    '88886666',
    '1234567',
    '0755-1234567',
  ])('accepts %s', (value) => {
    expect(isPhone(value)).toBe(true);
  });

  it.each([
    ['a mobile starting 12', '12800000001'],
    ['a mobile starting 10', '10800000001'],
    ['a 10-digit mobile', '1380000000'],
    ['a 12-digit mobile', '138000000012'],
    ['a 6-digit landline', '123456'],
    ['a 9-digit landline', '123456789'],
    ['a 2-digit area code', '05-88886666'],
    ['a 5-digit area code', '05712-88886666'],
    ['an area code without hyphen', '057188886666'],
    ['letters', '1380000000a'],
    ['spaces inside', '138 0000 0001'],
    ['empty', ''],
    ['a +86 prefix', '+8613800000001'],
  ])('refuses %s', (_label, value) => {
    expect(isPhone(value)).toBe(false);
  });

  it('tells mobiles and landlines apart', () => {
    expect(isMobile('13800000001')).toBe(true);
    expect(isMobile('0571-88886666')).toBe(false);
    expect(isLandline('0571-88886666')).toBe(true);
    expect(isLandline('13800000001')).toBe(false);
  });

  it('phoneSchema: 请输入手机号 when empty, 手机号输入有误 when wrong, one message at a time', () => {
    expect(messages(phoneSchema.safeParse(''))).toEqual(['请输入手机号']);
    expect(messages(phoneSchema.safeParse('   '))).toEqual(['请输入手机号']);
    expect(messages(phoneSchema.safeParse(undefined))).toEqual(['请输入手机号']);
    expect(messages(phoneSchema.safeParse('12345'))).toEqual(['手机号输入有误']);
    expect(messages(phoneSchema.safeParse('1'.repeat(40)))).toEqual(['手机号输入有误']);
    expect(phoneSchema.parse(' 0571-88886666 ')).toBe('0571-88886666');
  });

  it('mobileSchema refuses landlines', () => {
    expect(messages(mobileSchema.safeParse('0571-88886666'))).toEqual(['手机号输入有误']);
    expect(mobileSchema.parse('13800000001')).toBe('13800000001');
  });
});

describe('email', () => {
  it.each(['demo@example.com', 'a.b+c@mail.example.com.cn', 'user_1@qq.com'])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );

  it.each([
    'demo',
    'demo@',
    '@example.com',
    'demo@example',
    'de mo@example.com',
    'demo@@example.com',
    'demo@example..com',
  ])('refuses %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('emailSchema messages', () => {
    expect(messages(emailSchema.safeParse(''))).toEqual(['请输入邮箱']);
    expect(messages(emailSchema.safeParse('demo@'))).toEqual(['邮箱格式有误']);
  });
});

describe('ID card', () => {
  it.each(['11010519491231002X', '11010519491231002x', '110105194912310021', '130503670401001'])(
    'format accepts %s',
    (value) => {
      expect(isIdCard(value)).toBe(true);
    },
  );

  it.each(['1101051949123100', '11010519491231002Y', '1101051949123100212', '13050367040100X', ''])(
    'format refuses %s',
    (value) => {
      expect(isIdCard(value)).toBe(false);
    },
  );

  it.each([
    ['the GB 11643 example with X', '11010519491231002X'],
    ['a lower-case x', '11010519491231002x'],
    ['a digit check character', '440524188001010014'],
    ['a leap day', '11010520000229001X'.slice(0, 17) + idCardCheckChar('11010520000229001')],
    ['a 15-digit number with a real date', '130503670401001'],
  ])('strict accepts %s', (_label, value) => {
    expect(isIdCardStrict(value, new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });

  it.each([
    ['a wrong check digit', '110105194912310021'],
    ['a wrong check X', '44052418800101001X'],
    [
      '19990230 (no such day)',
      '110105199902300000'.slice(0, 17) + idCardCheckChar('11010519990230000'),
    ],
    ['month 13', '110105199913010000'.slice(0, 17) + idCardCheckChar('11010519991301000')],
    [
      'a birth date in the future',
      '11010520300101000'.concat(idCardCheckChar('11010520300101000')),
    ],
    [
      'a region code starting with 0',
      '010105194912310020'.slice(0, 17) + idCardCheckChar('01010519491231002'),
    ],
    ['a 15-digit number with 670230', '130503670230001'],
    ['format only', '1234'],
  ])('strict refuses %s', (_label, value) => {
    expect(isIdCardStrict(value, new Date('2026-06-01T00:00:00Z'))).toBe(false);
  });

  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it('schemas carry Chinese messages', () => {
    expect(messages(idCardSchema.safeParse(''))).toEqual(['请输入身份证号']);
    expect(messages(idCardSchema.safeParse('123'))).toEqual(['身份证号格式有误']);
    expect(idCardSchema.safeParse('110105194912310021').success).toBe(true);
    expect(messages(idCardStrictSchema.safeParse('110105194912310021'))).toEqual(['身份证号有误']);
    expect(idCardStrictSchema.safeParse('11010519491231002X').success).toBe(true);
  });
});

describe('unified social credit code', () => {
  it.each(['91350100M000100Y43', '91440300708461136T', '91110108551385082Q'])(
    'accepts %s',
    (value) => {
      expect(isCreditCode(value)).toBe(true);
    },
  );

  it.each([
    ['a wrong check character', '91350100M000100Y44'],
    ['a letter I', '9135010IM000100Y43'],
    ['17 characters', '91350100M000100Y4'],
    ['lower case (the schema upper-cases first)', '91440300708461136t'],
  ])('refuses %s', (_label, value) => {
    expect(isCreditCode(value)).toBe(false);
  });

  // The check character is really verified (GB 32100-2015, MOD 31 with weights 3^i mod 31): of
  // the 31 characters the code's alphabet allows in the last place, exactly one passes.
  it.each(['91350100M000100Y43', '91440300708461136T', '91110108551385082Q'])(
    '%s: only its own check character passes',
    (value) => {
      const accepted = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].filter((char) =>
        isCreditCode(value.slice(0, 17) + char),
      );
      expect(accepted).toEqual([value.slice(17)]);
    },
  );

  it('creditCodeSchema upper-cases and explains', () => {
    expect(creditCodeSchema.parse(' 91440300708461136t ')).toBe('91440300708461136T');
    expect(messages(creditCodeSchema.safeParse(''))).toEqual(['请输入统一社会信用代码']);
    expect(messages(creditCodeSchema.safeParse('91350100M000100Y44'))).toEqual([
      '统一社会信用代码有误',
    ]);
  });
});

describe('passwords and codes', () => {
  it.each(['abc12345', 'Demo@2026', `a1${'x'.repeat(30)}`])(
    'a new password accepts %s',
    (value) => {
      expect(passwordSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    ['empty', '', '请输入密码'],
    ['7 characters', 'abc1234', '密码长度为8–32位'],
    ['33 characters', `a1${'x'.repeat(31)}`, '密码长度为8–32位'],
    ['letters only', 'abcdefgh', '密码须同时包含字母和数字'],
    ['digits only', '12345678', '密码须同时包含字母和数字'],
  ])('a new password refuses %s', (_label, value, message) => {
    expect(messages(passwordSchema.safeParse(value))).toEqual([message]);
  });

  it('verification codes are 6 digits', () => {
    expect(verificationCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(messages(verificationCodeSchema.safeParse(''))).toEqual(['请输入验证码']);
    expect(messages(verificationCodeSchema.safeParse('12345a'))).toEqual(['验证码为6位数字']);
  });
});
