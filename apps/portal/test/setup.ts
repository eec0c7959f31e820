import { cleanupReact } from '@qyfw/ui/testing';
import { afterEach } from 'vitest';

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
