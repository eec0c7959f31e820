import { storybookConfig } from '@qyfw/vite-config/storybook';

const shared = storybookConfig();

export default {
  ...shared,
  framework: {
    name: '@storybook/react-vite',
    // Not the app's vite.config.ts: the route generator would rewrite routeTree.gen.ts, and the
    // build's /console/ base, route manifest and precompression have no place in Storybook.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
};
