import { configure } from '@testing-library/react';
import { cleanupReact } from '@qyfw/ui/testing';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 10 s (Testing Library's default is 1 s), in every file (no file
// sets a shorter one: center-layout's own 4 s outlived this setting and failed CI again). A page's
// first render in a test file loads its route modules cold, and the test command runs this suite
// beside the API's and the e2e: under that load a first screen took over 4 s to appear. They still
// wait only for what the user would see, and return as soon as it is there.
configure({ asyncUtilTimeout: 10_000 });

// antd's responsive helpers call matchMedia, which DOM emulators do not all provide.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(async () => {
  await cleanupReact();
  localStorage.clear();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
