import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';

const bulletinTabs: TabItem<string>[] = [
  { key: 'declaring', label: '正在申报' },
  { key: 'publicizing', label: '正在公示' },
  { key: 'other', label: '其它资讯' },
];

function TabsDemo({ variant, items }: { variant: 'line' | 'pill'; items: TabItem<string>[] }) {
  const [active, setActive] = useState(items[0]!.key);
  return (
    <div style={{ width: 600 }}>
      <Tabs
        items={items}
        activeKey={active}
        onChange={setActive}
        label="公告类型"
        idPrefix="demo"
        variant={variant}
      />
      <p id="demo-panel" role="tabpanel" aria-labelledby={`demo-tab-${active}`}>
        已选：{items.find((item) => item.key === active)?.label}
      </p>
    </div>
  );
}

const meta = {
  title: '基础/标签页 Tabs',
  component: TabsDemo,
  args: { variant: 'line', items: bulletinTabs },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '其它资讯' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('已选：其它资讯');
    // Wraps from the last tab to the first; only the selected tab is in the tab order.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '正在申报' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: '正在公示' })).toHaveAttribute('tabindex', '-1');
  },
};

/** Compact pills, as for expert categories. */
export const Pill: Story = {
  args: {
    variant: 'pill',
    items: [
      { key: 'a', label: '科技创新' },
      { key: 'b', label: '知识产权' },
      { key: 'c', label: '财税金融' },
      { key: 'd', label: '法律服务' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '知识产权' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '法律服务' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Long labels stay on one line; the row clips rather than wrapping. */
export const LongChineseLabels: Story = {
  args: {
    items: [
      { key: 'a', label: '国家级高新技术企业认定' },
      { key: 'b', label: '省级专精特新中小企业' },
      { key: 'c', label: '市级科技型中小企业研发补助' },
    ],
  },
};
