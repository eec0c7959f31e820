import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkScreen, expectChartDrawn } from '../story-support/dark-screen';
import { sampleCalendarDays } from '../story-support/sample-data';
import { CalendarHeatmap } from './calendar-heatmap';

const meta = {
  title: '数据大屏/日历热力图 CalendarHeatmap',
  component: CalendarHeatmap,
  decorators: [darkScreen(760, 300)],
  args: { label: '续费到期日历', days: sampleCalendarDays, unit: '项' },
} satisfies Meta<typeof CalendarHeatmap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sixty days of renewals falling due; the busiest days are the brightest. */
export const RenewalsDue: Story = {
  play: async ({ canvasElement }) => expectChartDrawn(canvasElement, '续费到期日历'),
};
