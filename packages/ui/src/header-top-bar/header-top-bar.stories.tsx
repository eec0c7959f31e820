import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import sampleQr from '../footer/fixtures/sample-qr.svg';
import { HeaderTopBar } from './header-top-bar';

const meta = {
  title: '布局/顶部工具条 HeaderTopBar',
  component: HeaderTopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    welcome: '您好，欢迎访问企业服务门户！',
    member: { status: 'visitor' },
    onLogin: fn(),
    onLogout: fn(),
    registerHref: '/pc/register',
    onBookmark: fn(),
    mobileQr: { status: 'ready', src: sampleQr },
    onMobileQrOpen: fn(),
    dataScreenHref: '/pc/dataPage/page1',
    memberHref: '/pc/basics',
  },
  decorators: [
    (Story) => (
      // Room below the bar for the mobile-entry panel.
      <div style={{ minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 登录 and 注册 (a new window). */
export const Visitor: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /数据大屏/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** A member: the name (to the personal center) and 退出. */
export const Member: Story = {
  args: { member: { status: 'member', name: 'demo_enterprise' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'demo_enterprise' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /退出/ }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** A member's 消息 link with the unread count; 0 shows the link without a badge. */
export const MemberWithMessages: Story = {
  args: {
    member: { status: 'member', name: 'demo_enterprise' },
    messages: { href: '/pc/messages', unread: 120 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '消息，120条未读' });
    await expect(link).toHaveAttribute('href', '/pc/messages');
    await expect(link).toHaveTextContent('消息99+');
  },
};

/** Everything read: 消息 stays, the badge goes. */
export const MemberAllRead: Story = {
  args: {
    member: { status: 'member', name: 'demo_enterprise' },
    messages: { href: '/pc/messages', unread: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '消息' })).toHaveTextContent(/^消息$/);
  },
};

/** While the member's info loads: a placeholder instead of a flash of 登录. */
export const LoadingMember: Story = {
  args: { member: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '正在加载账号信息' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
  },
};

/** A long company-style nickname ends in an ellipsis; the full name is in its title. */
export const LongMemberName: Story = {
  args: {
    member: { status: 'member', name: '杭州市西湖区文三路数字经济产业园企业服务中心管理员' },
    welcome:
      '您好，欢迎访问企业服务门户！政策找得到、服务找得着、诉求有回应，一站式助力企业高质量发展。',
  },
};

/** The mobile-entry QR opens on hover, focus or click; the app generates it on first open. */
export const MobileQrOpen: Story = {
  args: { mobileQr: { status: 'idle' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /手机版/ }));
    await expect(args.onMobileQrOpen).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /手机版/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The QR is being generated. */
export const MobileQrLoading: Story = {
  args: { mobileQr: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /手机版/ }));
    await expect(canvas.getByRole('status', { name: '二维码生成中' })).toBeInTheDocument();
  },
};

/** The QR could not be generated: one line says so instead of a broken image. */
export const MobileQrError: Story = {
  args: { mobileQr: { status: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /手机版/ }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('二维码生成失败');
  },
};
