import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';

const meta = {
  title: '表单/发送验证码 CountdownButton',
  component: CountdownButton,
  args: { secondsLeft: 0, onClick: fn() },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free to send. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled();
  },
};

/** Sending: a spinner, no second click. */
export const Sending: Story = {
  args: { sending: true },
};

/** Counting down: 'N s后重新获取', blocked. */
export const CountingDown: Story = {
  args: { secondsLeft: 59 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '59s后重新获取' })).toBeDisabled();
  },
};

/** Blocked by the form (no valid phone yet). */
export const Disabled: Story = {
  args: { disabled: true },
};

/** Longer wording fits: the button grows with its text. */
export const LongText: Story = {
  args: { idleText: '获取短信验证码（免费）', secondsLeft: 0 },
};

/** Wired to useCountdown: a click starts the count. */
export const WithCountdown: Story = {
  render: function Render(args) {
    const countdown = useCountdown(59);
    return (
      <CountdownButton
        {...args}
        secondsLeft={countdown.secondsLeft}
        onClick={() => {
          args.onClick();
          countdown.start();
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: '发送验证码' }).click();
    await expect(await canvas.findByRole('button', { name: '59s后重新获取' })).toBeDisabled();
  },
};
