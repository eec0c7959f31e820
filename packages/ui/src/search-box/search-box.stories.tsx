import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './search-box';

const tabs = [
  { key: 'enterprise', label: '企业', placeholder: '请输入企业名称或统一社会信用代码' },
  { key: 'policy', label: '政策', placeholder: '请输入政策名称或关键词' },
  { key: 'expert', label: '专家', placeholder: '请输入专家姓名或擅长领域' },
  { key: 'service', label: '服务', placeholder: '请输入服务名称' },
  {
    key: 'market',
    label: '供需',
    placeholder: '请输入产品或需求名称',
    options: [
      { value: 1, label: '供应' },
      { value: 2, label: '需求' },
    ],
  },
];

const meta = {
  title: '布局/顶部搜索 SearchBox',
  component: SearchBox,
  args: { tabs, onSearch: fn(), optionsLabel: '供需类型' },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected; the keyword is trimmed before it is reported. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索企业' }), '  数字科技 ');
    await userEvent.click(canvas.getByRole('button', { name: /搜索/ }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      tabKey: 'enterprise',
      keyword: '数字科技',
      option: undefined,
    });
  },
};

/** 供需 offers 供应 (1) or 需求 (2); the choice travels with the query. */
export const MarketDemand: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '供需' }));
    await userEvent.click(canvas.getByRole('radio', { name: '需求' }));
    await userEvent.type(canvas.getByRole('searchbox'), '工业机器人{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({
      tabKey: 'market',
      keyword: '工业机器人',
      option: 2,
    });
  },
};

/** An empty keyword is allowed: the list page then shows everything. */
export const EmptyKeyword: Story = {
  args: { defaultTabKey: 'policy' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /搜索/ }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      tabKey: 'policy',
      keyword: '',
      option: undefined,
    });
  },
};

/** Long Chinese labels and placeholders stay on one line. */
export const LongText: Story = {
  args: {
    tabs: [
      {
        key: 'a',
        label: '高新技术企业',
        placeholder: '请输入高新技术企业名称、统一社会信用代码或法定代表人姓名进行检索',
      },
      { key: 'b', label: '专精特新“小巨人”' },
    ],
  },
};
