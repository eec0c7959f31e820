// The set-up every front-end test file shares (ui, app-kit, portal, data screen, console): each
// package's vitest setup file calls setUpDomTests(). A function, not import side effects: with
// `isolate: false` (the portal) an imported module runs once per worker, while a setup file runs
// for every test file — hooks registered on import would clean up after the first file only.
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { cleanupReact } from './cleanup-react';

/** Testing Library's wait, the matchMedia shim and the cleanup after each test of this file. */
export function setUpDomTests(): void {
  // findBy* and waitFor wait up to 10 s (Testing Library's default is 1 s). A first render in a
  // test file loads antd and the route modules cold, and the test command runs these suites
  // beside the API's and the e2e: under that load a first screen took over 4 s to appear. They
  // still wait only for what the user would see, and return as soon as it is there.
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
  afterEach(cleanupReact);
}
