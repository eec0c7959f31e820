import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BarChart } from '../bar-chart/bar-chart';
import { darkScreen, expectChartDrawn } from '../story-support/dark-screen';
import { sampleMonths, sampleSubsidy } from '../story-support/sample-data';
import { PanelFrame } from './panel-frame';

const subsidySeries = [{ name: '扶持资金', data: sampleSubsidy.money }];

const meta = {
  title: '数据大屏/面板 PanelFrame',
  component: PanelFrame,
  decorators: [darkScreen(620, 340)],
  args: {
    title: '扶持资金',
    subtitle: '近12个月',
    status: 'ready',
    onRetry: fn(),
    children: (
      <BarChart
        label="扶持资金月度兑现"
        categories={sampleMonths}
        series={subsidySeries}
        unit="万元"
      />
    ),
  },
} satisfies Meta<typeof PanelFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '扶持资金' }),
    ).toBeInTheDocument();
    await expectChartDrawn(canvasElement, '扶持资金月度兑现');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('数据加载中…')).toBeInTheDocument();
  },
};

/** The call failed: this panel says so and offers a retry; the screen also retries by itself. */
export const Failed: Story = {
  args: { status: 'error', errorText: '后端接口连接异常' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据加载失败后端接口连接异常');
    await userEvent.click(canvas.getByRole('button', { name: '立即重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Data shown, but the last refresh failed: the figures stay and a notice says they may be old. */
export const RefreshFailed: Story = {
  args: { refreshFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '数据更新失败，正在重试',
    );
    await expectChartDrawn(canvasElement, '扶持资金月度兑现');
  },
};

export const Empty: Story = {
  args: { status: 'empty', emptyText: '近12个月暂无扶持资金兑现' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('近12个月暂无扶持资金兑现')).toBeInTheDocument();
  },
};
