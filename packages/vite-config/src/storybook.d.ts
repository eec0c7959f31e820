import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook's main config for a package whose stories are `src/**\/*.stories.tsx`. */
export declare function storybookConfig(): StorybookConfig;
