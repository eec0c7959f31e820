import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderNav } from './header-nav';

const tabs = [
  ['index', '首页'],
  ['policyData', '政策库'],
  ['match', '政策匹配'],
  ['equity', '知识产权'],
  ['serve', '惠企服务'],
  ['expert', '专家库'],
  ['person', '人才库'],
  ['finance', '融资服务'],
  ['enterprise', '企业诉求'],
  ['gongxu', '供需市场'],
  ['basics', '个人中心'],
].map(([key, label]) => ({ key: key!, label: label!, href: `/pc/${key}` }));

const meta = {
  title: '布局/主导航 HeaderNav',
  component: HeaderNav,
  parameters: { layout: 'fullscreen' },
  args: { items: tabs, activeKey: 'index', onItemClick: fn() },
} satisfies Meta<typeof HeaderNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eleven tabs of contract §2, the home page's tab marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(11);
  },
};

/** A page that belongs to no tab (an agreement, the 404 page): nothing is marked. */
export const NoActiveTab: Story = {
  args: { activeKey: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

/** A click reaches the app with the tab, so it can check login before navigating. */
export const ClickReportsTheTab: Story = {
  args: {
    activeKey: 'policyData',
    onItemClick: fn((_item, event) => event.preventDefault()),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '政策匹配' }));
    await expect(args.onItemClick).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'match', href: '/pc/match' }),
      expect.anything(),
    );
  },
};

/** Labels longer than a tab is wide end in an ellipsis; the full text stays in the title. */
export const LongLabels: Story = {
  args: {
    items: tabs.map((tab, index) =>
      index === 4 ? { ...tab, label: '惠企服务与中小企业公共服务平台' } : tab,
    ),
    activeKey: 'serve',
  },
};

/** No tabs configured: the bar keeps its height so the page below does not jump. */
export const Empty: Story = {
  args: { items: [], activeKey: undefined },
  render: (args) => (
    <div>
      <HeaderNav {...args} />
      <p>（导航为空）</p>
    </div>
  ),
};
