import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form, Input } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthCard } from './auth-card';

const meta = {
  title: '账号/账号页卡片 AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '注册账号',
    description: '注册后即可使用政策匹配、诉求提交等服务',
    footer: (
      <>
        已有账号？<a href="/pc/login">立即登录</a>
      </>
    ),
    children: (
      <Form layout="vertical">
        <Form.Item label="用户名">
          <Input placeholder="4–32位字母、数字或下划线" />
        </Form.Item>
        <Form.Item label="密码">
          <Input.Password placeholder="8–32位，须包含字母和数字" />
        </Form.Item>
        <Button type="primary" block>
          注册
        </Button>
      </Form>
    ),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '注册账号' })).toBeInTheDocument();
  },
};

/** Waiting for what the form needs (e.g. the member's info). */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    await expect(canvas.queryByText('用户名')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', errorMessage: '账号信息加载失败：后端接口连接异常', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A page with no form content yet: only the heading and the footer. */
export const Empty: Story = {
  args: { children: undefined, description: undefined },
};

export const LongText: Story = {
  args: {
    title: '完善账号信息并完成企业认证以使用政策匹配与诉求提交服务',
    description:
      '请填写与营业执照一致的企业名称和18位统一社会信用代码，提交后将与工商登记信息进行核验，核验通过后即可使用政策匹配、企业诉求等需要企业身份的服务。',
  },
};
