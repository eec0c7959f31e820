import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import sampleQr from '../footer/fixtures/sample-qr.svg';
import { AgreementNotice } from './agreement-notice';
import { LoginModeToggle } from './login-mode-toggle';
import { QrLoginPanel } from './qr-login-panel';

const meta = {
  title: '登录/扫码登录 QrLoginPanel',
  component: QrLoginPanel,
  args: { status: 'ready', qrSrc: sampleQr, onRefresh: fn() },
  decorators: [
    (Story) => (
      <div
        style={{ position: 'relative', width: 400, padding: '40px 24px 24px', background: '#fff' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QrLoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR to scan. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '扫码登录二维码' })).toBeInTheDocument();
  },
};

/** Fetching a QR. */
export const Loading: Story = {
  args: { status: 'loading', qrSrc: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('二维码加载中');
  },
};

/** The sign expired: covered, with a refresh. */
export const Expired: Story = {
  args: { status: 'expired' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /刷新二维码/ }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** No QR could be fetched: the server's reason, and a retry. */
export const LoadError: Story = {
  args: { status: 'error', qrSrc: undefined, errorMessage: '后端接口连接异常' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('后端接口连接异常');
  },
};

/** A long reason wraps inside the frame. */
export const LongErrorText: Story = {
  args: {
    status: 'error',
    qrSrc: undefined,
    errorMessage: '操作过于频繁，请稍后再试。如多次失败，请改用账号密码或短信验证码登录。',
  },
};

/** The corner toggle and the agreement line, as the dialog places them. */
export const WithCornerAndAgreement: Story = {
  render: (args) => (
    <>
      <LoginModeToggle mode="qr" onToggle={fn()} />
      <QrLoginPanel {...args} />
      <AgreementNotice
        renderLink={({ status, label }) => <a href={`/pc/ysMent?status=${status}`}>{label}</a>}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '切换到账号登录' })).toBeInTheDocument();
    await expect(canvas.getByText(/登录即表示已阅读并同意/).textContent).toBe(
      '登录即表示已阅读并同意《用户协议》和《隐私政策》',
    );
    await expect(canvas.getByRole('link', { name: '《用户协议》' })).toHaveAttribute(
      'href',
      '/pc/ysMent?status=2',
    );
    await expect(canvas.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/pc/ysMent?status=1',
    );
  },
};
