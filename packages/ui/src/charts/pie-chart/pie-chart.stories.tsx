import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkScreen, expectChartDrawn } from '../story-support/dark-screen';
import { sampleIndustries } from '../story-support/sample-data';
import { PieChart, RingChart } from './pie-chart';

const meta = {
  title: '数据大屏/饼图与环形图 PieChart',
  component: PieChart,
  decorators: [darkScreen(520, 300)],
  args: { label: '企业行业分布', data: sampleIndustries, unit: '家' },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Industries as a pie, the legend beside it with each count. */
export const Pie: Story = {
  play: async ({ canvasElement }) => {
    await expectChartDrawn(canvasElement, '企业行业分布');
    await expect(within(canvasElement).getByText(/新一代信息技术\s+61/)).toBeInTheDocument();
  },
};

/** Appeal statuses as a ring, the total in the middle. */
export const Ring: Story = {
  render: () => (
    <RingChart
      label="诉求状态"
      data={[
        { name: '待处理', value: 38 },
        { name: '处理中', value: 57 },
        { name: '已办结', value: 315 },
      ]}
      centerLabel="诉求总数"
      unit="件"
    />
  ),
  play: async ({ canvasElement }) => {
    await expectChartDrawn(canvasElement, '诉求状态');
    await expect(within(canvasElement).getByText('410')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('诉求总数')).toBeInTheDocument();
  },
};

/** Nothing counted yet: an empty ring with 0 in the middle, not a broken chart. */
export const Empty: Story = {
  render: () => <RingChart label="暂无数据的环形图" data={[]} centerLabel="合计" legend="bottom" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeInTheDocument();
  },
};
