import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BankOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatCounters } from './stat-counters';

const items = [
  { key: 'enterprises', label: '入驻企业', value: 13_480, unit: '家', icon: <BankOutlined /> },
  {
    key: 'ipEnterprises',
    label: '知识产权企业',
    value: 4_216,
    unit: '家',
    icon: <SafetyCertificateOutlined />,
  },
  { key: 'experts', label: '入库专家', value: 862, unit: '位', icon: <SolutionOutlined /> },
  { key: 'talents', label: '入库人才', value: 25_930, unit: '名', icon: <TeamOutlined /> },
];

const meta = {
  title: '首页/平台数据 StatCounters',
  component: StatCounters,
  args: {
    items,
    label: '平台数据',
    durationMs: 1000,
    status: 'ready',
    placeholderLabels: items.map((item) => item.label),
    action: (
      <a href="/pc/dataPage/page1" target="_blank" rel="noopener noreferrer">
        数据大屏
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1200, padding: 16, background: '#f4f6fa' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure counts up in one second. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByText('入驻企业');
    const drawn = term.nextElementSibling!.querySelector('[aria-hidden="true"]');
    await waitFor(() => expect(drawn).toHaveTextContent('13,480'), { timeout: 3000 });
  },
};

/** The labels hold their places; the numbers are placeholders. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '平台数据' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('统计数据暂时无法加载');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Zero everywhere (a fresh installation) still reads well. */
export const Empty: Story = {
  args: { items: items.map((item) => ({ ...item, value: 0 })) },
};

export const LongChineseText: Story = {
  args: {
    items: items.map((item) => ({ ...item, label: `${item.label}（截至本月末累计）` })),
  },
};
