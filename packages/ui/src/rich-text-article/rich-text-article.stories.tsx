import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichTextArticle } from './rich-text-article';

const meta = {
  title: '内容/长文 RichTextArticle',
  component: RichTextArticle,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    title: '用户协议',
    meta: '更新时间：2026-01-01',
    sanitizedHtml:
      '<p>欢迎您使用企业服务门户。本协议是您与平台运营方之间关于注册、登录和使用本平台服务的约定。</p><h2>一、服务内容</h2><p>本平台为企业提供惠企政策查询与智能匹配、知识产权管理、惠企服务对接等综合服务。</p><ul><li>政策服务</li><li>知识产权</li></ul>',
  },
} satisfies Meta<typeof RichTextArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document with its title and update time. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '用户协议' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '一、服务内容' }),
    ).toBeInTheDocument();
  },
};

/** Loading: placeholders of a document's shape. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载');
  },
};

/** Nothing published yet. */
export const Empty: Story = {
  args: { sanitizedHtml: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无内容')).toBeInTheDocument();
  },
};

/** The text could not be loaded: the reason and a retry. */
export const LoadError: Story = {
  args: { status: 'error', message: '后端接口连接异常', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('后端接口连接异常');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    if ('onRetry' in args) await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long title and unbroken text wrap inside the sheet. */
export const LongText: Story = {
  args: {
    title: '企业服务门户个人信息保护政策暨第三方共享个人信息清单（2026年修订版）',
    sanitizedHtml: `<p>${'本平台严格遵守《中华人民共和国个人信息保护法》的规定，'.repeat(20)}</p><p>https://www.example.gov.cn/a/very/long/address/that/does/not/break/naturally/anywhere/in/the/middle/of/the/line</p>`,
  },
};
