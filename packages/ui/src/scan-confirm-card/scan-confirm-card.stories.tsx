import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScanConfirmCard, type ScanRequester } from './scan-confirm-card';

const requester: ScanRequester = {
  browser: 'Chrome 156 · Windows 10',
  place: '北京市',
  ip: '203.0.113.*',
  time: '11月24日 10:32',
};

const meta = {
  title: '登录/手机端确认 ScanConfirmCard',
  component: ScanConfirmCard,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    state: { step: 'confirm', accountName: 'demo_enterprise', requester },
    onConfirm: fn(),
    onRefuse: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 375, border: '1px solid #eee', background: '#fff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScanConfirmCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who will be logged in, which computer asks, the warning, and the two choices. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/正在请求登录的电脑：/)).toHaveTextContent(
      '正在请求登录的电脑：Chrome 156 · Windows 10，北京市（IP 203.0.113.*），11月24日 10:32',
    );
    await expect(canvas.getByText(/如果不是您本人在电脑上扫码，请点击拒绝/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '确认登录' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '拒绝' }));
    await expect(args.onRefuse).toHaveBeenCalled();
  },
};

/** Reading which computer asks. */
export const Loading: Story = {
  args: { state: { step: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在读取登录请求');
  },
};

/** Confirming: both buttons wait. */
export const Confirming: Story = {
  args: {
    state: { step: 'confirm', accountName: 'demo_enterprise', requester, busy: 'confirming' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '正在确认…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '拒绝' })).toBeDisabled();
  },
};

export const Confirmed: Story = {
  args: { state: { step: 'confirmed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已确认登录');
  },
};

export const Refused: Story = {
  args: { state: { step: 'refused' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已拒绝登录');
  },
};

/** A used or expired code. */
export const Invalid: Story = {
  args: { state: { step: 'invalid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('二维码已失效');
  },
};

/** The call failed: the reason, and a retry. */
export const LoadError: Story = {
  args: { state: { step: 'error', message: '后端接口连接异常' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('后端接口连接异常');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long account name wraps on a narrow phone. */
export const LongAccountName: Story = {
  args: {
    state: {
      step: 'confirm',
      accountName: '杭州市西湖区文三路数字经济产业园企业服务中心管理员账号',
      requester: { ...requester, browser: 'Samsung Internet 27 · Android 15', place: '位置未知' },
    },
  },
};
