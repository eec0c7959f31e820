import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyStory, errorStory, fixedWidth, loadingStory } from '../card-grid/story-helpers';
import { portraitImage } from '../story-fixtures/images';
import { talentCardGridHeight, TalentCardGrid, TalentCardGridSkeleton } from './talent-card-grid';

const items = [
  {
    id: 1,
    name: '张伟',
    genderLabel: '男',
    age: 32,
    education: '硕士',
    post: '嵌入式软件工程师',
    desirearea: '杭州市',
    image: portraitImage('张', 0),
    href: '/persondetail?id=1',
  },
  {
    id: 2,
    name: '刘芳',
    genderLabel: '女',
    age: 28,
    education: '本科',
    post: '知识产权代理人',
    desirearea: '宁波市',
    image: portraitImage('刘', 1),
    href: '/persondetail?id=2',
  },
  {
    id: 3,
    name: '赵磊',
    genderLabel: '未知',
    age: 41,
    education: '博士',
    post: '研发总监',
    desirearea: '不限',
    image: portraitImage('赵', 2),
    href: '/persondetail?id=3',
  },
  {
    id: 4,
    name: '孙静',
    genderLabel: '女',
    age: undefined,
    education: '大专',
    post: '',
    desirearea: '',
    image: portraitImage('孙', 3),
    href: '/persondetail?id=4',
  },
];

const meta = {
  title: '首页/人才卡片 TalentCardGrid',
  component: TalentCardGrid,
  args: { items },
  decorators: [fixedWidth(540)],
} satisfies Meta<typeof TalentCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gender, age and education on one line; a missing year leaves the age out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /张伟/ })).toHaveTextContent('男 · 32岁 · 硕士');
    await expect(canvas.getByRole('link', { name: /孙静/ })).toHaveTextContent('女 · 大专');
  },
};

export const LongChineseText: Story = {
  args: {
    items: items.map((item) => ({
      ...item,
      post: `${item.post || '产品经理'}、技术支持、项目管理及相关岗位均可考虑`,
      desirearea: '杭州市西湖区、滨江区、余杭区或宁波市高新区',
    })),
  },
};

const SECTION = { title: '人才库', bodyHeight: talentCardGridHeight(2) };
export const Loading: Story = loadingStory(SECTION, <TalentCardGridSkeleton count={4} />);
export const Empty: Story = emptyStory(SECTION, '暂无人才信息');
export const LoadError: Story = errorStory(SECTION);
