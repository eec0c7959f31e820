import type { StorybookConfig } from '@storybook/react-vite';
import { antdStaticStyles } from '@qyfw/vite-config/antd-static-styles';
import { mergeConfig } from 'vite';
import type { UserConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The build must work offline (CI has only the npm registry): no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // antd.css as the apps have it: link reset scoped, in the `antd` cascade layer.
      plugins: [antdStaticStyles()],
      build: {
        // Storybook is a local documentation tool: its chunks carry whole antd widgets on purpose.
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          // antd marks every module "use client"; the directive is meaningless in a static
          // bundle and its warning (hundreds of them) would hide the real ones.
          onwarn(warning, defaultHandler) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            defaultHandler(warning);
          },
        },
      },
    } satisfies UserConfig),
};

export default config;
