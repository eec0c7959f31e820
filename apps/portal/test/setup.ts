import { configure } from '@testing-library/react';
import { setUpDomTests } from '@qyfw/ui/testing/setup';
import { afterEach } from 'vitest';

setUpDomTests();
// Whole-app renders wait for a route's chunk on its first visit (vitest.config.ts): findBy* and
// waitFor get 30 s here instead of the shared 10 s. CI once saw the 账号登录 form appear just
// after a 10 s wait ended on /m/scan.
configure({ asyncUtilTimeout: 30_000 });

// Files share one window (isolate: false): forget the stored session and its cookie between tests.
afterEach(() => {
  localStorage.clear();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
