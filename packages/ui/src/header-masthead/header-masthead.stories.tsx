import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import sampleQr from '../footer/fixtures/sample-qr.svg';
import { HeaderMasthead } from './header-masthead';

const meta = {
  title: '布局/站点标识 HeaderMasthead',
  component: HeaderMasthead,
  parameters: { layout: 'fullscreen' },
  args: {
    logoSrc: sampleQr,
    siteName: '企业服务门户',
    slogan: '政策找得到 · 服务找得着 · 诉求有回应',
    homeHref: '/pc/index',
  },
} satisfies Meta<typeof HeaderMasthead>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Emblem and name link home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^企业服务门户\s*首页$/ })).toHaveAttribute(
      'href',
      '/pc/index',
    );
  },
};

/** With the search on the right. */
export const WithSearchSlot: Story = {
  args: {
    children: (
      <div style={{ width: 520, height: 72, border: '1px dashed #999', padding: 8 }}>搜索区域</div>
    ),
  },
};

/** A long name and slogan end in an ellipsis rather than pushing the search out. */
export const LongText: Story = {
  args: {
    siteName: '杭州市西湖区中小企业公共服务平台暨企业服务综合门户',
    slogan:
      '汇聚惠企政策、知识产权、专家人才与融资服务，一站式助力企业高质量发展，让企业办事少跑腿',
    children: (
      <div style={{ width: 520, height: 72, border: '1px dashed #999', padding: 8 }}>搜索区域</div>
    ),
  },
};
