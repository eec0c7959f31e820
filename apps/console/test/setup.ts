import { configure } from '@testing-library/react';
import { setUpDomTests } from '@qyfw/ui/testing/setup';
import { afterEach } from 'vitest';
import { closeConsole } from '../src/testing/open-console';

setUpDomTests();
// Whole-console renders (router, query layer, a fake API on a real port) wait for a route's chunk
// and several answers: findBy* and waitFor get 30 s here, as in the portal, instead of the shared
// 10 s; a wait still ends as soon as the thing is on screen.
configure({ asyncUtilTimeout: 30_000 });

// Files share one window and one import of the console (vitest.config.ts, isolate: false): after
// each test, unmount it, stop its fake API and forget the token and any saved draft.
afterEach(async () => {
  await closeConsole();
  sessionStorage.clear();
  localStorage.clear();
});
