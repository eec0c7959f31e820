import type { Meta, StoryObj } from '@storybook/react-vite';
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateKeywordFilters } from './state-keyword-filters';

const meta = {
  title: 'Console/StateKeywordFilters',
  component: StateKeywordFilters,
  args: {
    states: policyApplicationFlow.states,
    hiddenStates: ['draft'],
    stateLabel: '申报状态',
    keywordLabel: '企业名称或申报编号',
    search: { page: 3 },
    onSearchChange: fn(),
  },
} satisfies Meta<typeof StateKeywordFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A keyword goes into the address, trimmed, with page 1 again. */
export const Keyword: Story = {
  play: async ({ args, canvasElement }) => {
    const keyword = within(canvasElement).getByRole('searchbox', { name: '企业名称或申报编号' });
    await userEvent.type(keyword, '  云栖智造 {enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith({ keyword: '云栖智造', page: 1 });
  },
};

/** A filtered queue, as it reloads from its address. */
export const Filtered: Story = {
  args: { search: { state: 'submitted', keyword: 'SB2026', page: 1 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('已提交')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: '企业名称或申报编号' })).toHaveValue('SB2026');
  },
};
