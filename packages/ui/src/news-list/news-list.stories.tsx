import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionPanel } from '../section-panel/section-panel';
import { coverImage } from '../story-fixtures/images';
import { NEWS_LIST_HEIGHT, NewsList, NewsListSkeleton } from './news-list';

const titles = [
  '省经信厅赴我市调研中小企业数字化转型工作',
  '2026年“政策服务进园区”系列活动在滨江启动',
  '我市新增国家级专精特新“小巨人”企业27家',
  '知识产权质押融资额同比增长46%',
  '企业服务门户上线政策智能匹配功能',
  '市人才办发布2026年度重点产业紧缺人才目录',
];

const items = titles.map((title, index) => ({
  id: index + 1,
  title,
  image: coverImage('最新动态', index),
  date: `2026-03-${String(20 - index).padStart(2, '0')}`,
  href: `/trendsDetail?id=${index + 1}`,
}));

const meta = {
  title: '首页/最新动态 NewsList',
  component: NewsList,
  args: { items },
  decorators: [
    (Story) => (
      <div style={{ width: 742 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: new RegExp(titles[0]!) })).toHaveAttribute(
      'href',
      '/trendsDetail?id=1',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Only one item: the featured picture, no lines. */
export const SingleItem: Story = {
  args: { items: items.slice(0, 1) },
};

export const LongChineseText: Story = {
  args: {
    items: items.map((item) => ({
      ...item,
      title: `${item.title}，相关部门负责人就政策落实、资金兑现和后续服务保障等问题回答记者提问`,
    })),
  },
};

export const Loading: Story = {
  render: () => (
    <SectionPanel
      title="最新动态"
      status="loading"
      bodyHeight={NEWS_LIST_HEIGHT}
      skeleton={<NewsListSkeleton />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('正在加载…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <SectionPanel
      title="最新动态"
      status="empty"
      emptyText="暂无动态"
      bodyHeight={NEWS_LIST_HEIGHT}
    />
  ),
};

export const LoadError: Story = {
  render: () => <SectionPanel title="最新动态" status="error" bodyHeight={NEWS_LIST_HEIGHT} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('加载失败');
  },
};
