import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionPanel } from '../section-panel/section-panel';
import { ArticleList, ArticleListSkeleton } from './article-list';

const titles = [
  '关于组织开展2026年度高新技术企业认定工作的通知',
  '2026年杭州市专精特新中小企业申报指南',
  '浙江省科技型中小企业评价工作实施细则（修订）',
  '西湖区促进数字经济高质量发展若干政策',
  '关于兑现2025年度企业研发费用补助资金的公示',
  '杭州市知识产权质押融资风险补偿资金管理办法',
  '关于开展2026年度省级企业技术中心认定工作的通知',
  '余杭区支持人工智能产业发展的若干措施',
  '2026年度浙江省首台（套）装备认定申报通知',
  '关于做好2026年企业社保费减免工作的通知',
];

const items = titles.map((title, index) => ({
  id: index + 1,
  title,
  href: `/policyDetail?id=${index + 1}`,
}));

const meta = {
  title: '首页/文章列表 ArticleList',
  component: ArticleList,
  args: { items: items.slice(0, 6) },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: titles[0] });
    await expect(link).toHaveAttribute('href', '/policyDetail?id=1');
  },
};

/** Ranked, the first three highlighted (policy knowledge). */
export const Numbered: Story = {
  args: { numbered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list').tagName).toBe('OL');
  },
};

/** Ten items in two columns of five (announcements). */
export const TwoColumns: Story = {
  args: { items, columns: 2 },
  decorators: [
    (Story) => (
      <div style={{ width: 1150 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const WithDates: Story = {
  args: {
    items: items.slice(0, 5).map((item, index) => ({ ...item, date: `2026-03-0${index + 1}` })),
  },
};

export const LongChineseText: Story = {
  args: {
    items: items.slice(0, 4).map((item) => ({
      ...item,
      title: `${item.title}——附件：申报书模板、承诺书、财务审计报告要求、知识产权证明材料清单及线上系统操作手册`,
    })),
  },
};

/** Placeholder rows inside a section while the list loads. */
export const Loading: Story = {
  render: () => (
    <SectionPanel
      title="政策知识"
      status="loading"
      bodyHeight={240}
      skeleton={<ArticleListSkeleton rows={6} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('正在加载…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <SectionPanel title="政策知识" status="empty" emptyText="暂无政策知识" bodyHeight={240} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无政策知识')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  render: () => (
    <SectionPanel title="政策知识" status="error" bodyHeight={240} onRetry={() => {}} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
