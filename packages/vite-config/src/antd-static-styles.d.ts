import type { Plugin } from 'vite';

/** antd.css with its bare `a` rules scoped to what antd renders, as its runtime styles are. */
export declare function scopeAntdLinkReset(css: string): string;

/**
 * antd's prebuilt stylesheet (antd/dist/antd.css, for antd's zero-runtime mode) with its link
 * reset scoped to antd's own elements, in the cascade layer `antd` under the apps' own styles.
 */
export declare function antdStaticStyles(): Plugin;
