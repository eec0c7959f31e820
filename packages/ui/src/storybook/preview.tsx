import type { Preview } from '@storybook/react-vite';
import { PortalThemeProvider } from '../theme';

// Every package's stories are drawn in the portal's theme. The same annotations drive the
// Storybook UI and the portable stories that `testEveryStory` runs under vitest.
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
