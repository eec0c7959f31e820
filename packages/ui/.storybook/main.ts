import { storybookConfig } from '@qyfw/vite-config/storybook';

export default storybookConfig();
