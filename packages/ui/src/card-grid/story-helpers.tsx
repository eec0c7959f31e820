// Shared by the stories of every card grid, so each grid shows its section's states the same way.
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionPanel, type SectionPanelProps } from '../section-panel/section-panel';

/** The section that holds the grid on the page: its title, and its body as tall as the grid. */
type StorySection = Pick<SectionPanelProps, 'title' | 'bodyHeight'>;

interface Canvas {
  canvasElement: HTMLElement;
}

/** Renders the story in a box `width` pixels wide, as wide as the grid's column on the page. */
export function fixedWidth(width: number): Decorator {
  return (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );
}

/** The section while the grid loads: the grid's skeleton, and a busy region. */
export function loadingStory(section: StorySection, skeleton: ReactNode) {
  return {
    render: () => <SectionPanel {...section} status="loading" skeleton={skeleton} />,
    play: async ({ canvasElement }: Canvas) => {
      await expect(within(canvasElement).getByText('正在加载…')).toBeInTheDocument();
    },
  };
}

/** The section with nothing to show. */
export function emptyStory(section: StorySection, emptyText: string) {
  return {
    render: () => <SectionPanel {...section} status="empty" emptyText={emptyText} />,
    play: async ({ canvasElement }: Canvas) => {
      await expect(within(canvasElement).getByText(emptyText)).toBeInTheDocument();
    },
  };
}

/** The section when the grid's items could not be loaded. */
export function errorStory(section: StorySection) {
  return {
    render: () => <SectionPanel {...section} status="error" />,
    play: async ({ canvasElement }: Canvas) => {
      await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
    },
  };
}
