// Validation rules of contract §5, as plain predicates (for forms) and as zod schemas with the spec's
// Chinese messages (for call bodies, so the server and the portal reject the same input).
import './zod-config.js';
import { z } from 'zod';

const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** contract §5: 7–8 digits, optionally preceded by a 3–4 digit area code and a hyphen. */
const LANDLINE_PATTERN = /^(?:\d{3,4}-)?\d{7,8}$/;
// The same address rule zod's z.email() uses, kept as a predicate for forms.
const EMAIL_PATTERN = z.regexes.email;
const ID_CARD_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;
/** GB 32100-2015: 18 characters from this alphabet (no I, O, S, V, Z). */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** GB 11643-1999 (ISO 7064 MOD 11-2) weights and check characters for 18-digit ID numbers. */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARS = '10X98765432';

/** A mobile number: 11 digits, 1 then 3–9 (contract §5). */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** A landline: 7–8 digits with an optional 3–4 digit area code and hyphen (contract §5). */
export function isLandline(value: string): boolean {
  return LANDLINE_PATTERN.test(value);
}

/** The contract §5 phone rule: a landline or a mobile. */
export function isPhone(value: string): boolean {
  return isLandline(value) || isMobile(value);
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** The contract §5 ID-card rule, format only: 15 or 18 digits, the last may be X. */
export function isIdCard(value: string): boolean {
  return ID_CARD_PATTERN.test(value);
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The check character (0–9 or X) of the first 17 digits of an 18-digit ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += Number(first17[index]) * (ID_CARD_WEIGHTS[index] ?? 0);
  }
  return ID_CARD_CHECK_CHARS[sum % 11] ?? '';
}

/**
 * A real ID number, not just its format: 18 digits need a real birth date that is not in the
 * future and the GB 11643 check character; 15 digits (issued before 1999) a real 19yy date.
 * `now` is injectable so the future-date rule can be tested.
 */
export function isIdCardStrict(value: string, now: Date = new Date()): boolean {
  if (!isIdCard(value) || value.startsWith('0')) return false;
  if (value.length === 15) {
    const year = 1900 + Number(value.slice(6, 8));
    return isRealDate(year, Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  if (year < 1800 || !isRealDate(year, month, day)) return false;
  if (Date.UTC(year, month - 1, day) > now.getTime()) return false;
  return idCardCheckChar(value.slice(0, 17)) === value.slice(17).toUpperCase();
}

/** The check character of the first 17 characters of a unified social credit code. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += CREDIT_CODE_CHARS.indexOf(first17[index] ?? '') * (CREDIT_CODE_WEIGHTS[index] ?? 0);
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] ?? '';
}

/** An 18-character unified social credit code (统一社会信用代码, GB 32100) with a valid check character. */
export function isCreditCode(value: string): boolean {
  if (!CREDIT_CODE_PATTERN.test(value)) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value.slice(17);
}

/**
 * A trimmed, required string: `required` when missing or blank, `invalid` when `test` fails.
 * Blank input stops at the first message so a form shows one message, not two.
 */
function requiredString(
  required: string,
  invalid: string,
  test: (value: string) => boolean,
  max: number,
  examples: readonly string[],
) {
  return (
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .max(max, { error: invalid, abort: true })
      .refine(test, { error: invalid })
      // Examples survive into JSON Schema (API docs, generated test bodies), which cannot express `test`.
      .meta({ examples: [...examples] })
  );
}

export const phoneSchema = requiredString('请输入手机号', '手机号输入有误', isPhone, 16, [
  '13800000001',
  '0571-88886666',
]);
export const mobileSchema = requiredString('请输入手机号', '手机号输入有误', isMobile, 11, [
  '13800000001',
]);
export const emailSchema = requiredString('请输入邮箱', '邮箱格式有误', isEmail, 254, [
  'demo@qyfw.example.cn',
]);
export const idCardSchema = requiredString('请输入身份证号', '身份证号格式有误', isIdCard, 18, [
  '11010519491231002X',
]);
export const idCardStrictSchema = requiredString(
  '请输入身份证号',
  '身份证号有误',
  (value) => isIdCardStrict(value),
  18,
  ['11010519491231002X'],
);
/** Upper-cased before checking: people type the code's letters either way. */
export const creditCodeSchema = z
  .string({ error: '请输入统一社会信用代码' })
  .trim()
  .toUpperCase()
  .min(1, { error: '请输入统一社会信用代码', abort: true })
  .refine(isCreditCode, { error: '统一社会信用代码有误' })
  .meta({ examples: ['91330100MA27Y5QK7Q'] });

/** Login account (contract §5): a username, phone or email. */
export const accountSchema = z
  .string({ error: '请输入账号' })
  .trim()
  .min(1, { error: '请输入账号', abort: true })
  .max(64, { error: '账号不能超过64个字符' });

/** Login password (contract §5): only required; the strength rule applies when one is set. */
export const loginPasswordSchema = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码', abort: true })
  .max(64, { error: '密码不能超过64个字符' });

/** A new password: 8–32 characters with letters and digits. */
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码', abort: true })
  .min(8, { error: '密码长度为8–32位', abort: true })
  .max(32, { error: '密码长度为8–32位', abort: true })
  .regex(/[A-Za-z]/, { error: '密码须同时包含字母和数字' })
  .regex(/\d/, { error: '密码须同时包含字母和数字' })
  .meta({ examples: ['Demo@2026', 'Qyfw2026pass'] });

/** A 6-digit SMS or email verification code (design §2). */
export const verificationCodeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, { error: '请输入验证码', abort: true })
  .regex(/^\d{6}$/, { error: '验证码为6位数字' });

/** A username: 4–32 letters, digits or underscores, starting with a letter. */
export const usernameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(1, { error: '请输入用户名', abort: true })
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, {
    error: '用户名为4–32位字母、数字或下划线，且以字母开头',
  });
