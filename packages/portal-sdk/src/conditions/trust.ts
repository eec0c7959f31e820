// Which profile values may decide a 免申即享 case (DOMAIN §3, §7). 免申即享 means the government
// found the enterprise eligible from data it trusts: public data (公开数据), values the platform
// checked (平台核验) and the platform's own IP records (知识产权记录: patents, trademarks and
// software copyrights come from their registers; no member call writes them). What a member typed
// (企业填报) — and a what-if (假设值) — may make a call 可申报 on /match, never open a case.
import type { MatchProfile, ProfileSource } from './evaluate.js';

export const TRUSTED_SOURCES: readonly ProfileSource[] = ['公开数据', '平台核验', '知识产权记录'];

export function isTrustedSource(source: ProfileSource | null | undefined): boolean {
  return source !== null && source !== undefined && TRUSTED_SOURCES.includes(source);
}

/**
 * The profile with only its trusted values: every other field is left out, so a condition on it
 * is 待确认 and the call at best 可能符合 — evaluated on this, 可申报 means every deciding value
 * is trusted (an `any` met by a trusted value stays met whatever its other branches hold).
 */
export function trustedProfile(profile: MatchProfile): MatchProfile {
  return Object.fromEntries(
    Object.entries(profile).filter(
      ([, entry]) => entry !== undefined && isTrustedSource(entry.source),
    ),
  ) as MatchProfile;
}
