import type { Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so the server sends precompressed
 * files (best compression, no CPU per request) instead of compressing on the fly.
 */
export declare function precompress(): Plugin;
