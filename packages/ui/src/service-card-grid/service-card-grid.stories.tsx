import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyStory, errorStory, fixedWidth, loadingStory } from '../card-grid/story-helpers';
import { coverImage } from '../story-fixtures/images';
import {
  ServiceCardGrid,
  ServiceCardGridSkeleton,
  serviceCardGridHeight,
} from './service-card-grid';

const names = [
  '高新技术企业认定辅导',
  '专利快速预审服务',
  '商标注册代理',
  '研发费用加计扣除咨询',
  '企业上市培育',
  '知识产权贯标',
  '科技项目申报代理',
  '法律顾问服务',
  '人才招聘对接',
  '财税筹划服务',
];

const items = names.map((title, index) => ({
  id: index + 1,
  title,
  image: coverImage(title.slice(0, 4), index),
  href: `/serviceDetail?id=${index + 1}`,
}));

const meta = {
  title: '首页/服务卡片 ServiceCardGrid',
  component: ServiceCardGrid,
  args: { items },
  decorators: [fixedWidth(1152)],
} satisfies Meta<typeof ServiceCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten services, five to a row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: '专利快速预审服务' })).toHaveAttribute(
      'href',
      '/serviceDetail?id=2',
    );
  },
};

export const LongChineseText: Story = {
  args: {
    items: items.slice(0, 5).map((item) => ({
      ...item,
      title: `${item.title}（含材料准备、线上填报、专家评审辅导及后续年度复核全流程服务）`,
    })),
  },
};

const SECTION = { title: '惠企服务', bodyHeight: serviceCardGridHeight(2) };
export const Loading: Story = loadingStory(SECTION, <ServiceCardGridSkeleton count={10} />);
export const Empty: Story = emptyStory(SECTION, '该类型暂无服务');
export const LoadError: Story = errorStory(SECTION);
