import type { ComponentType, ReactNode } from 'react';
import { importWithRetry } from '../lib/asset-load-recovery';

type ThemeProvider = ComponentType<{ children: ReactNode }>;

let provider: ThemeProvider | undefined;
let loading: Promise<ThemeProvider> | undefined;

/**
 * Loads antd's theme provider (theme + zh_CN locale) once; the root route awaits it before a
 * page that is not plain renders. A failed load is tried again on the next navigation.
 */
export function loadPageTheme(): Promise<ThemeProvider> {
  loading ??= importWithRetry(() => import('./antd-theme')).then(
    (module) => {
      const loaded: ThemeProvider = module.PortalThemeProvider;
      provider = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The provider once loaded; undefined before the first page that needs it. */
export function loadedPageTheme(): ThemeProvider | undefined {
  return provider;
}
