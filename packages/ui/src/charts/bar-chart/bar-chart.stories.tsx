import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, within } from 'storybook/test';
import { darkScreen, expectChartDrawn } from '../story-support/dark-screen';
import { sampleMonths, sampleServices, sampleSubsidy } from '../story-support/sample-data';
import { BarChart } from './bar-chart';

const meta = {
  title: '数据大屏/柱状图 BarChart',
  component: BarChart,
  decorators: [darkScreen(720, 320)],
  args: {
    label: '扶持资金月度兑现',
    categories: sampleMonths,
    series: [
      { name: '扶持资金', data: sampleSubsidy.money },
      { name: '获扶持企业', data: sampleSubsidy.companies, type: 'line', secondaryAxis: true },
    ],
    unit: '万元',
    secondaryUnit: '家',
    decimals: 2,
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Money by month on the left axis, the companies paid as a line on the right. The legend is
 * centred, clear of the axis units at both top corners (a corner legend sat over 家).
 */
export const MonthlyWithLine: Story = {
  play: async ({ canvasElement }) => {
    await expectChartDrawn(canvasElement, '扶持资金月度兑现');
    // The legend names both series; the axes carry their units.
    const canvas = within(canvasElement);
    await expect(canvas.getByText('获扶持企业')).toBeInTheDocument();
    await expect(canvas.getByText('万元')).toBeInTheDocument();
  },
};

/** Renewals falling due, stacked by kind. */
export const Stacked: Story = {
  args: {
    label: '续费到期月度分布',
    series: [
      { name: '专利', data: [12, 9, 14, 8, 11, 16, 7, 10, 13, 9, 12, 15], stack: 'due' },
      { name: '商标', data: [2, 4, 1, 3, 5, 2, 4, 3, 1, 6, 2, 3], stack: 'due' },
      { name: '软件著作权', data: [3, 1, 2, 4, 2, 3, 1, 5, 2, 3, 4, 2], stack: 'due' },
      { name: '资质', data: [4, 6, 3, 2, 7, 5, 3, 4, 6, 2, 5, 8], stack: 'due' },
    ],
    unit: '项',
    decimals: 0,
  },
  play: async ({ canvasElement }) => expectChartDrawn(canvasElement, '续费到期月度分布'),
};

/**
 * A ranking: bars grow to the right, the first on top, each with its value. The values at the
 * bars replace the value axis, so ten rows get the height to stand apart; long names end in an
 * ellipsis and the tooltip gives them whole.
 */
export const HorizontalRanking: Story = {
  decorators: [darkScreen(560, 420)],
  args: {
    label: '服务申请排行',
    categories: sampleServices.map((service) => service.name),
    series: [{ name: '申请数', data: sampleServices.map((service) => service.value) }],
    unit: '次',
    decimals: 0,
    horizontal: true,
    showValues: true,
  },
  play: async ({ canvasElement }) => {
    await expectChartDrawn(canvasElement, '服务申请排行');
    // Values printed at the bars' ends, and no value axis with its unit beside them.
    await expect(within(canvasElement).getByText('186')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('次')).toBeNull();
  },
};

/** New figures every two seconds: the bars move to their new heights in place, no redraw. */
function RefreshingBars() {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), 2000);
    return () => clearInterval(timer);
  }, []);
  const series = useMemo(
    () => [
      {
        name: '扶持资金',
        data: sampleSubsidy.money.map((value, i) =>
          Math.round(value * (1 + ((tick + i) % 5) / 10)),
        ),
      },
    ],
    [tick],
  );
  return (
    <BarChart
      label="扶持资金（每两秒刷新）"
      categories={sampleMonths}
      series={series}
      unit="万元"
    />
  );
}

export const Refreshing: Story = {
  render: () => <RefreshingBars />,
  play: async ({ canvasElement }) => expectChartDrawn(canvasElement, '扶持资金（每两秒刷新）'),
};
