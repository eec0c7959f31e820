import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublishFilters, PublishStateTag, publishStateColumn } from './publish-state';
import type { PublishState } from './publish-state';

const meta = {
  title: 'Console/PublishState',
  component: PublishStateTag,
  args: { state: 'draft' },
  argTypes: { state: { control: 'inline-radio', options: ['draft', 'published'] } },
} satisfies Meta<typeof PublishStateTag>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saved, not yet on the portal. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('草稿')).toBeVisible();
  },
};

/** On the portal. */
export const Published: Story = {
  args: { state: 'published' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已发布')).toBeVisible();
  },
};

interface Row {
  readonly id: number;
  readonly title: string;
  readonly state: PublishState;
}

const ROWS: Row[] = [
  { id: 31, title: '关于开展2026年度西湖区数字经济项目申报的通知', state: 'published' },
  { id: 32, title: '杭州市研发投入补助实施办法政策解读', state: 'draft' },
  { id: 33, title: '2026年第一季度惠企政策直达快享名单公示', state: 'published' },
];

/** The 状态 column of a publishing list (资讯公告, 政策发布): the same words and colours. */
export const InList: StoryObj<{ rows: Row[] }> = {
  args: { rows: ROWS },
  render: ({ rows }) => (
    <Table<Row>
      rowKey="id"
      pagination={false}
      dataSource={rows}
      columns={[{ title: '标题', key: 'title', dataIndex: 'title' }, publishStateColumn<Row>()]}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('columnheader', { name: '状态' })).toBeVisible();
    await expect(page.getAllByText('已发布')).toHaveLength(2);
    await expect(page.getAllByText('草稿')).toHaveLength(1);
  },
};

interface Search {
  page: number;
  keyword?: string;
  state?: PublishState;
}

type FiltersStory = StoryObj<{
  search: Search;
  onSearchChange: (next: Search) => void;
}>;

const filters: FiltersStory['render'] = ({ search, onSearchChange }) => (
  <PublishFilters search={search} onSearchChange={onSearchChange} />
);

/** A publishing list's filters: a title keyword goes into the address, trimmed, with page 1. */
export const Filters: FiltersStory = {
  args: { search: { page: 3 }, onSearchChange: fn() },
  render: filters,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('全部状态')).toBeVisible();
    await userEvent.type(page.getByRole('searchbox', { name: '标题关键词' }), ' 数字经济 {enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith({ keyword: '数字经济', page: 1 });
  },
};

/** Filtered to drafts, as the list reloads from its address. */
export const FilteredToDrafts: FiltersStory = {
  args: { search: { page: 1, state: 'draft', keyword: '政策解读' }, onSearchChange: fn() },
  render: filters,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('草稿')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: '标题关键词' })).toHaveValue('政策解读');
  },
};
