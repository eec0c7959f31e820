// The Storybook set-up every package with stories shares (ui, app-kit, later the console's own
// components): one place for the offline build settings and antd's static styles.
import { mergeConfig } from 'vite';
import { antdStaticStyles } from './antd-static-styles.js';

/** @returns {import('@storybook/react-vite').StorybookConfig} */
export function storybookConfig() {
  return {
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
            /**
             * @param {{ code?: string }} warning
             * @param {(warning: { code?: string }) => void} defaultHandler
             */
            onwarn(warning, defaultHandler) {
              if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
              defaultHandler(warning);
            },
          },
        },
      }),
  };
}
