import type { Meta, StoryObj } from '@storybook/react-vite';
import { POLICY_LEVEL_OPTIONS } from '@qyfw/portal-sdk/constants';
import { Form, Input } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterForm, FilterSelect } from './filter-form';

interface Values {
  keyword?: string;
  level?: number;
}

const LEVELS = POLICY_LEVEL_OPTIONS.map((option) => ({
  value: option.level,
  label: option.label,
}));

/** As 获扶持名单 sets its filters: a keyword of the list's name and its level, sent with 查询. */
function Filters({
  values,
  onSearch,
  onReset,
}: {
  readonly values: Values;
  readonly onSearch: (values: Values) => void;
  readonly onReset: () => void;
}) {
  return (
    <FilterForm<Values> values={values} onSearch={onSearch} onReset={onReset}>
      <Form.Item label="名单名称" name="keyword">
        <Input placeholder="关键词" allowClear maxLength={64} style={{ width: 220 }} />
      </Form.Item>
      <FilterSelect name="level" label="级别" options={LEVELS} width={130} />
    </FilterForm>
  );
}

const meta = {
  title: 'Console/FilterForm',
  component: Filters,
  args: { values: {}, onSearch: fn(), onReset: fn() },
} satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: the select offers 全部级别; 查询 hands over what was typed, not each key. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('全部级别')).toBeVisible();
    await userEvent.type(page.getByLabelText('名单名称'), '研发投入补助');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ keyword: '研发投入补助' }),
    );
  },
};

/** A filtered list, as it reloads from its address: the level and the keyword shown; 重置 clears. */
export const Filtered: Story = {
  args: { values: { keyword: '2026年度', level: LEVELS[2]!.value } },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('名单名称')).toHaveValue('2026年度');
    await expect(page.getByText('市级')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
