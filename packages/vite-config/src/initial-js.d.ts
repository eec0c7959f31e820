import type { Plugin } from 'vite';

export interface InitialJsFile {
  file: string;
  /** Why it is loaded: index.html, the route's preloads, or a static import of either. */
  reason: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * What a first visit to a page downloads before it shows: the entry, index.html's
 * modulepreloads, the route's preloads (route-preloads.json) and their static imports.
 */
export declare function measureInitialJs(
  distDir: string,
  options?: { route?: string | null },
): { files: InitialJsFile[]; total: { raw: number; gzip: number; brotli: number } };

/** Fails the build when the route's initial JS is over `maxGzip` bytes (gzip -9). */
export declare function initialJsBudget(options: { route: string; maxGzip: number }): Plugin;
