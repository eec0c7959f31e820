import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticleList, ArticleListSkeleton } from '../article-list/article-list';
import { SectionPanel } from './section-panel';

const items = [
  { id: 1, title: '关于组织开展2026年度高新技术企业认定工作的通知', href: '/policyDetail?id=1' },
  { id: 2, title: '2026年杭州市专精特新中小企业申报指南', href: '/policyDetail?id=2' },
  { id: 3, title: '浙江省科技型中小企业评价工作实施细则（修订）', href: '/policyDetail?id=3' },
  { id: 4, title: '西湖区促进数字经济高质量发展若干政策', href: '/policyDetail?id=4' },
  { id: 5, title: '关于兑现2025年度企业研发费用补助资金的公示', href: '/policyDetail?id=5' },
];

const meta = {
  title: '首页/版块 SectionPanel',
  component: SectionPanel,
  args: {
    title: '政策资讯',
    subtitle: 'Policy News',
    moreHref: '/policyList',
    bodyHeight: 200,
    status: 'ready',
    skeleton: <ArticleListSkeleton rows={5} />,
    children: <ArticleList items={items} />,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 790, background: '#f4f6fa', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '政策资讯' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /更多\s*政策资讯/ })).toHaveAttribute(
      'href',
      '/policyList',
    );
  },
};

/** Placeholders of the final height; the region says it is busy. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('正在加载…')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: items[0]!.title })).toBeNull();
  },
};

export const Empty: Story = {
  args: { status: 'empty', emptyText: '暂无政策资讯' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无政策资讯')).toBeInTheDocument();
  },
};

/** The call failed: one line and a retry. */
export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function TabbedPanel() {
  const [level, setLevel] = useState(18);
  return (
    <SectionPanel
      title="最新政策"
      moreHref="/policyData"
      bodyHeight={120}
      status="ready"
      tabs={{
        label: '政策级别',
        activeKey: level,
        onChange: setLevel,
        items: [
          { key: 18, label: '国家级' },
          { key: 19, label: '省级' },
          { key: 20, label: '市级' },
          { key: 21, label: '区县级' },
        ],
      }}
    >
      <p>当前级别：{level}</p>
    </SectionPanel>
  );
}

/** Tabs in the header; the body is their tab panel. Arrow keys move between tabs. */
export const WithTabs: Story = {
  render: () => <TabbedPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '省级' }));
    await expect(canvas.getByRole('tab', { name: '省级' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: '省级' })).toHaveTextContent('当前级别：19');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '市级' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('当前级别：20');
  },
};

/** Long titles are cut with an ellipsis; the header stays on one line. */
export const LongChineseText: Story = {
  args: {
    title: '政策资讯与通知公告',
    children: (
      <ArticleList
        items={items.map((item) => ({
          ...item,
          title: `${item.title}（含申报条件、申报材料清单、受理时间、咨询电话及线上申报系统操作指引的详细说明）`,
        }))}
      />
    ),
  },
};
