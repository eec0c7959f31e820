import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CountUp } from './count-up';

const meta = {
  title: '基础/数字滚动 CountUp',
  component: CountUp,
  args: { value: 12_680, durationMs: 1000 },
  render: (args) => (
    <p style={{ fontSize: 32, fontWeight: 700, color: '#1659c7' }}>
      <CountUp {...args} /> 家
    </p>
  ),
} satisfies Meta<typeof CountUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts up over one second and settles on the value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelector('[aria-hidden="true"]')!;
    await waitFor(() => expect(drawn).toHaveTextContent('12,680'), { timeout: 3000 });
  },
};

/** Nothing to count: 0 at once, no animation. */
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^0$/);
  },
};

export const Large: Story = {
  args: { value: 1_234_567_890, durationMs: 2000 },
};
