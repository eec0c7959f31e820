import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkScreen } from '../story-support/dark-screen';
import { Ticker } from './ticker';

const companies = [
  '杭州云栖科技',
  '浙江安澜装备',
  '西湖生物医药',
  '钱塘新材料',
  '之江智能制造',
  '滨江数字传媒',
  '良渚文创',
  '临平绿色能源',
];

const items = companies.map((company, i) => ({
  key: `item-${i}`,
  content: (
    <>
      <span style={{ color: i % 2 ? '#ffc53d' : '#27d3ff' }}>{i % 2 ? '诉求' : '扶持'}</span>
      <span>{company}有限公司</span>
      <span style={{ marginLeft: 'auto', opacity: 0.7 }}>
        {i % 2 ? '已受理' : `${(i + 1) * 10} 万元`}
      </span>
    </>
  ),
}));

const meta = {
  title: '数据大屏/滚动播报 Ticker',
  component: Ticker,
  decorators: [darkScreen(520, 240)],
  args: { label: '实时动态', items, visibleRows: 5 },
} satisfies Meta<typeof Ticker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More rows than fit: the list scrolls without end and pauses under the pointer or on focus. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: '实时动态' });
    // Screen readers get the list once; the scrolling copy is hidden from them.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(companies.length);
    await expect(list.querySelector('[data-scrolling]')).not.toBeNull();
    // A scroll container under reduced motion: Tab reaches it, so a keyboard can scroll it.
    await expect(list).toHaveAttribute('tabindex', '0');
  },
};

/** Few enough rows to fit: it stands still. */
export const Fits: Story = {
  args: { items: items.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-scrolling]')).toBeNull();
    // Nothing to scroll, so nothing for Tab to stop on.
    await expect(within(canvasElement).getByRole('region')).not.toHaveAttribute('tabindex');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无动态')).toBeInTheDocument();
  },
};
