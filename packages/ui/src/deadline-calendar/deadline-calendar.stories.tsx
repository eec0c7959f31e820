import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DeadlineCalendar, type DeadlineItem } from './deadline-calendar';

const deadlines: DeadlineItem[] = [
  { id: 1, date: '2026-11-24', title: '2026年度杭州市高新技术企业认定奖励申报' },
  { id: 2, date: '2026-11-30', title: '西湖区稳岗补贴申领' },
  { id: 3, date: '2026-11-30', title: '浙江省专精特新中小企业认定' },
  { id: 4, date: '2026-12-15', title: '国家级科技型中小企业评价' },
];

function CalendarDemo({ items }: { items: DeadlineItem[] }) {
  const [month, setMonth] = useState('2026-11');
  return (
    <div style={{ width: 720 }}>
      <DeadlineCalendar
        label="申报截止日历"
        month={month}
        onMonthChange={setMonth}
        items={items}
        today="2026-11-24"
      />
    </div>
  );
}

const meta = {
  title: '政策/截止日历 DeadlineCalendar',
  component: CalendarDemo,
  args: { items: deadlines },
} satisfies Meta<typeof CalendarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month's deadlines under the grid; choosing a day keeps only its own. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('西湖区稳岗补贴申领')).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: /^11月\s*24\s*日（今天），\s*1\s*项\s*截止$/ }),
    );
    await expect(canvas.queryByText('西湖区稳岗补贴申领')).toBeNull();
    await expect(canvas.getByText('2026年度杭州市高新技术企业认定奖励申报')).toBeInTheDocument();
  },
};

/** Arrows move a week at a time, into December; its deadline is listed. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^11月\s*24\s*日（今天），\s*1\s*项\s*截止$/ }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('2026年12月');
    await expect(
      canvas.getByRole('button', { name: /^12月\s*15\s*日，\s*1\s*项\s*截止$/ }),
    ).toHaveFocus();
    await expect(canvas.getByText('国家级科技型中小企业评价')).toBeInTheDocument();
  },
};

export const EmptyMonth: Story = { args: { items: [] } };
