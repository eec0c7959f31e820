import type { Preview } from '@storybook/react-vite';
import { PortalThemeProvider } from '../src/theme';

// The same annotations drive the Storybook UI and the portable stories in src/stories.test.tsx.
const preview: Preview = {
  decorators: [
    (Story) => (
      <PortalThemeProvider>
        <Story />
      </PortalThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
