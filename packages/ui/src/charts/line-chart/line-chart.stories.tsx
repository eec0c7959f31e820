import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkScreen, expectChartDrawn } from '../story-support/dark-screen';
import { sampleMonths, samplePolicySeries } from '../story-support/sample-data';
import { LineChart } from './line-chart';

const meta = {
  title: '数据大屏/折线图 LineChart',
  component: LineChart,
  decorators: [darkScreen(720, 320)],
  args: {
    label: '政策发布趋势',
    categories: sampleMonths,
    series: samplePolicySeries,
    unit: '件',
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Policies published per month, one line per level, with a legend. */
export const ByLevel: Story = {
  play: async ({ canvasElement }) => expectChartDrawn(canvasElement, '政策发布趋势'),
};

/** One series with the area under it filled. */
export const Area: Story = {
  args: {
    label: '诉求提交趋势',
    series: [{ name: '提交', data: [31, 44, 28, 52, 47, 39, 61, 55, 42, 48, 66, 58], area: true }],
  },
  play: async ({ canvasElement }) => expectChartDrawn(canvasElement, '诉求提交趋势'),
};
