import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionPanel } from '../section-panel/section-panel';
import { AppealSummary, AppealSummarySkeleton } from './appeal-summary';

const meta = {
  title: '首页/企业诉求 AppealSummary',
  component: AppealSummary,
  args: {
    figures: { total: 1286, pending: 42, processing: 118, done: 1126, rate: 0.8756 },
    action: (
      <button type="button" style={{ padding: '8px 28px' }}>
        我要诉求
      </button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1152, height: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppealSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The completion rate as a percentage with one decimal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('办结率').nextElementSibling).toHaveTextContent('87.6%');
    await expect(canvas.getByText('已办结').nextElementSibling).toHaveTextContent('1,126件');
  },
};

/** No appeals yet. */
export const Empty: Story = {
  args: { figures: { total: 0, pending: 0, processing: 0, done: 0, rate: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('办结率').nextElementSibling).toHaveTextContent(
      '0%',
    );
  },
};

export const AllDone: Story = {
  args: { figures: { total: 320, pending: 0, processing: 0, done: 320, rate: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('办结率').nextElementSibling).toHaveTextContent(
      '100%',
    );
  },
};

export const Loading: Story = {
  render: () => (
    <SectionPanel
      title="企业诉求"
      status="loading"
      bodyHeight={120}
      skeleton={<AppealSummarySkeleton />}
    />
  ),
};

export const LoadError: Story = {
  render: () => (
    <SectionPanel
      title="企业诉求"
      status="error"
      errorText="诉求统计暂时无法加载"
      bodyHeight={120}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '诉求统计暂时无法加载',
    );
  },
};

export const LongChineseText: Story = {
  args: {
    figures: {
      total: 1_234_567,
      pending: 23_456,
      processing: 98_765,
      done: 1_112_346,
      rate: 0.901,
    },
  },
};
