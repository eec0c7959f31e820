import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteProgressBar } from './route-progress-bar';

const meta = {
  title: '布局/页面加载进度 RouteProgressBar',
  component: RouteProgressBar,
  args: { active: true, delayMs: 0 },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 80, transform: 'translateZ(0)' }}>
        <Story />
        <p style={{ paddingTop: 16 }}>页面顶部的细进度条</p>
      </div>
    ),
  ],
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page is loading. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('progressbar', { name: '页面加载中' }),
    ).toBeInTheDocument();
  },
};

/** Nothing loading: nothing shown. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
