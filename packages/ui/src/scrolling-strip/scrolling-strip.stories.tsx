import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionPanel } from '../section-panel/section-panel';
import { logoImage } from '../story-fixtures/images';
import { SCROLLING_STRIP_HEIGHT, ScrollingStrip, ScrollingStripSkeleton } from './scrolling-strip';

const names = [
  '杭州市知识产权保护中心',
  '浙江省中小企业服务中心',
  '杭州市科技金融服务中心',
  '浙江省技术转移中心',
  '杭州人才服务中心',
  '西湖区企业综合服务中心',
  '杭州市法律援助中心',
];

const items = names.map((title, index) => ({
  id: index + 1,
  title,
  image: logoImage(title.slice(0, 6), index),
  url: index % 2 ? `https://service${index}.example.gov.cn/` : `/pc/serviceList?org=${index + 1}`,
}));

const meta = {
  title: '首页/服务体系 ScrollingStrip',
  component: ScrollingStrip,
  args: {
    items,
    label: '服务体系',
    itemWidth: 210,
    stepPx: 0.5,
    intervalMs: 11,
    minItemsToScroll: 5,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1152 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollingStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five or more items scroll in a loop; hover to pause. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '服务体系' });
    await expect(list.parentElement).toHaveAttribute('data-moving', 'true');
    await expect(within(list).getAllByRole('link')).toHaveLength(items.length);
  },
};

/** Four items stand still. */
export const FewItems: Story = {
  args: { items: items.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '服务体系' });
    await expect(list.parentElement).not.toHaveAttribute('data-moving');
  },
};

export const LongChineseText: Story = {
  args: {
    items: items.map((item) => ({
      ...item,
      title: `${item.title}（国家级中小企业公共服务示范平台）`,
    })),
  },
};

export const Loading: Story = {
  render: () => (
    <SectionPanel
      title="服务体系"
      status="loading"
      bodyHeight={SCROLLING_STRIP_HEIGHT}
      skeleton={<ScrollingStripSkeleton count={6} itemWidth={210} />}
    />
  ),
};

export const Empty: Story = {
  render: () => (
    <SectionPanel
      title="服务体系"
      status="empty"
      emptyText="暂无服务机构"
      bodyHeight={SCROLLING_STRIP_HEIGHT}
    />
  ),
};

export const LoadError: Story = {
  render: () => (
    <SectionPanel title="服务体系" status="error" bodyHeight={SCROLLING_STRIP_HEIGHT} />
  ),
};
