// The call domains, by name: each is `src/calls/<name>.ts`, a key of `callDomains` and a subpath
// export `@qyfw/portal-sdk/calls/<name>`. Plain strings (no zod) so the build config and the
// exports script read it: tsdown's entries come from here, and `pnpm run exports` writes
// package.json's `exports` and `publishConfig.exports` from it — a new domain is one line here.
export const CALL_DOMAIN_NAMES = [
  'home',
  'policy',
  'policy-library',
  'policy-match',
  'policy-admin',
  'news',
  'service',
  'expert',
  'talent',
  'appeal',
  'site',
  'auth',
  'person',
  'account',
  'message',
  'enterprise',
  'identity',
  'identity-admin',
  'application',
  'application-admin',
  'award-list-admin',
  'daping',
  'workflow',
  'console-auth',
  'work-queue-admin',
  'audit-admin',
  'calendar-admin',
  'people-admin',
  'content-admin',
] as const;

export type CallDomainName = (typeof CALL_DOMAIN_NAMES)[number];
