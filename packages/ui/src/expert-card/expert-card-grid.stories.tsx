import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyStory, errorStory, fixedWidth, loadingStory } from '../card-grid/story-helpers';
import { expertCardGridHeight, ExpertCardGrid, ExpertCardGridSkeleton } from './expert-card-grid';

const items = [
  {
    id: 1,
    name: '王建国',
    category: '科技创新',
    fields: '高新技术企业认定、科技项目申报、研发费用归集',
    href: '/expertDetail?id=1',
  },
  {
    id: 2,
    name: '李晓梅',
    category: '知识产权',
    fields: '专利布局与挖掘、商标品牌保护、知识产权贯标',
    href: '/expertDetail?id=2',
  },
  {
    id: 3,
    name: '陈志强',
    category: '财税金融',
    fields: '企业上市辅导、股权融资、财税合规',
    href: '/expertDetail?id=3',
  },
  {
    id: 4,
    name: '欧阳娜',
    category: '法律服务',
    fields: '劳动用工合规、合同风险管理',
    href: '/expertDetail?id=4',
  },
];

const meta = {
  title: '首页/专家卡片 ExpertCardGrid',
  component: ExpertCardGrid,
  args: { items },
  decorators: [fixedWidth(540)],
} satisfies Meta<typeof ExpertCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /王建国/ });
    await expect(link).toHaveAttribute('href', '/expertDetail?id=1');
  },
};

/** Long strong fields are clamped to three lines. */
export const LongChineseText: Story = {
  args: {
    items: items.map((item) => ({
      ...item,
      category: `${item.category}专家委员会`,
      fields: `${item.fields}；长期从事中小企业政策研究与咨询服务，主持省部级课题十余项，为三百余家企业提供过专项辅导`,
    })),
  },
};

export const MissingFields: Story = {
  args: { items: items.slice(0, 2).map((item) => ({ ...item, fields: '' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('暂未填写')).toHaveLength(2);
  },
};

const SECTION = { title: '专家库', bodyHeight: expertCardGridHeight(2) };
export const Loading: Story = loadingStory(SECTION, <ExpertCardGridSkeleton count={4} />);
export const Empty: Story = emptyStory(SECTION, '该类别暂无专家');
export const LoadError: Story = errorStory(SECTION);
