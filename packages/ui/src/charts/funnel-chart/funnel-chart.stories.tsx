import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkScreen, expectChartDrawn } from '../story-support/dark-screen';
import { FunnelChart } from './funnel-chart';

const meta = {
  title: '数据大屏/漏斗图 FunnelChart',
  component: FunnelChart,
  decorators: [darkScreen(560, 320)],
  args: {
    label: '诉求办理漏斗',
    stages: [
      { name: '已提交', value: 410 },
      { name: '已受理', value: 372 },
      { name: '办理中', value: 352 },
      { name: '已办结', value: 315 },
    ],
    unit: '件',
  },
} satisfies Meta<typeof FunnelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each stage with its count and its share of the appeals submitted. */
export const AppealHandling: Story = {
  play: async ({ canvasElement }) => {
    await expectChartDrawn(canvasElement, '诉求办理漏斗');
    await expect(within(canvasElement).getByText(/已办结\s+315\s+76\.8%/)).toBeInTheDocument();
  },
};
