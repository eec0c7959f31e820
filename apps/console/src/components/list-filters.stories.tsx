import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_STATE_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListFilters, optionsOf } from './list-filters';

const meta = {
  title: 'Console/ListFilters',
  component: ListFilters,
  args: {
    keywordLabel: '用户名、昵称或手机号',
    choices: [{ key: 'state', label: '账号状态', options: optionsOf(ACCOUNT_STATE_LABELS) }],
    search: { page: 3 },
    onSearchChange: fn(),
  },
} satisfies Meta<typeof ListFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A keyword goes into the address, trimmed, with page 1 again. */
export const Keyword: Story = {
  play: async ({ args, canvasElement }) => {
    const keyword = within(canvasElement).getByRole('searchbox', { name: '用户名、昵称或手机号' });
    await userEvent.type(keyword, '  0002 {enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith({ keyword: '0002', page: 1 });
  },
};

/** A filtered list, as it reloads from its address: the choice and the keyword shown. */
export const Filtered: Story = {
  args: { search: { state: 'disabled', keyword: '林', page: 1 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('已停用')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: '用户名、昵称或手机号' })).toHaveValue('林');
  },
};
