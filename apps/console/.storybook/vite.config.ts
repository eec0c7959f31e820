// Storybook's Vite config for the console's components: nothing of the app's build (main.ts says
// why); Storybook adds React and @qyfw/vite-config's storybookConfig adds antd's static styles.
import { defineConfig } from 'vite';

export default defineConfig({});
