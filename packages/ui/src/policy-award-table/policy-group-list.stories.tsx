import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  PolicyGroupList,
  PolicyGroupListSkeleton,
  type PolicyGroupEntry,
} from './policy-group-list';

const groups: PolicyGroupEntry[] = [
  { id: 1, title: '2026年第一批高新技术企业认定奖励名单', date: '2026-03-12' },
  { id: 2, title: '2025年度专精特新中小企业奖励公示', date: '2026-02-26' },
  { id: 3, title: '2025年企业研发费用补助资金拨付名单', date: '2026-01-30' },
];

function Demo({ items }: { items: PolicyGroupEntry[] }) {
  const [active, setActive] = useState(items[0]?.id ?? 0);
  return (
    <div style={{ width: 300 }}>
      <PolicyGroupList
        groups={items}
        activeId={active}
        onSelect={setActive}
        label="扶持名单"
        panelId="demo-table"
        idPrefix="demo"
      />
      <p id="demo-table">当前名单：{items.find((item) => item.id === active)?.title}</p>
    </div>
  );
}

const meta = {
  title: '首页/扶持名单列表 PolicyGroupList',
  component: Demo,
  args: { items: groups },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a list (by click or arrow keys) selects it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /专精特新/ }));
    await expect(canvas.getByText(/当前名单/)).toHaveTextContent(
      '2025年度专精特新中小企业奖励公示',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: /研发费用/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LongChineseText: Story = {
  args: {
    items: groups.map((group) => ({
      ...group,
      title: `${group.title}（第二次补充公示，含异议处理结果及资金拨付进度说明）`,
    })),
  },
};

export const Loading: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <p>扶持名单加载中</p>
      <PolicyGroupListSkeleton count={4} />
    </div>
  ),
};
