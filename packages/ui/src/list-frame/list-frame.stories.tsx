import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterRow } from './filter-row';
import { ListFrame, type ListColumn } from './list-frame';

interface Notice {
  id: number;
  title: string;
  unit: string;
  date: string;
}

const UNITS = [
  '杭州市经济和信息化局',
  '浙江省科学技术厅',
  '西湖区发展和改革局',
  '杭州市市场监督管理局',
];
const SUBJECTS = [
  '高新技术企业认定',
  '专精特新中小企业',
  '研发费用补助',
  '数字化改造项目',
  '首台（套）装备',
];

/** 37 notices: four pages of ten. */
const notices: Notice[] = Array.from({ length: 37 }, (_, index) => ({
  id: index + 1,
  title: `关于开展2026年度${SUBJECTS[index % SUBJECTS.length]}申报工作的通知（第${index + 1}批）`,
  unit: UNITS[index % UNITS.length]!,
  date: `2026-0${1 + (index % 9)}-${String(10 + (index % 18)).padStart(2, '0')}`,
}));

const columns: ListColumn<Notice>[] = [
  {
    key: 'title',
    title: '标题',
    width: '58%',
    rowHeader: true,
    render: (notice) => <a href={`/policyDetail?id=${notice.id}`}>{notice.title}</a>,
  },
  { key: 'unit', title: '发布单位', render: (notice) => notice.unit },
  { key: 'date', title: '发布日期', width: '120px', align: 'center', render: (n) => n.date },
];

const PAGE_SIZE = 10;

const tabItems = [
  { key: 0, label: '正在申报' },
  { key: 1, label: '正在公示' },
  { key: 2, label: '其它资讯' },
];

/** A page that keeps tab, filter and page in state, as a route keeps them in the URL. */
function NoticeListDemo({ fetching = false }: { fetching?: boolean }) {
  const [tab, setTab] = useState(0);
  const [unit, setUnit] = useState('');
  const [page, setPage] = useState(1);
  const matching = notices.filter((notice) => unit === '' || notice.unit === unit);
  const items = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <ListFrame
      label="政策资讯"
      tabs={{
        items: tabItems,
        activeKey: tab,
        label: '资讯类型',
        onChange: (key) => {
          setTab(key);
          setPage(1);
        },
      }}
      filters={
        <FilterRow
          label="发布单位"
          options={[{ value: '', label: '全部' }, ...UNITS.map((u) => ({ value: u, label: u }))]}
          value={unit}
          onChange={(value) => {
            setUnit(value);
            setPage(1);
          }}
        />
      }
      status={items.length === 0 ? 'empty' : 'ready'}
      items={items}
      rowKey={(notice) => notice.id}
      view={{ kind: 'table', columns }}
      total={matching.length}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      fetching={fetching}
    />
  );
}

const meta = {
  title: '列表/列表框架 ListFrame',
  component: NoticeListDemo,
  decorators: [
    (Story) => (
      <div style={{ width: 1100, background: '#fff', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs, a filter row, the count, a table and the pager; all by keyboard. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 37 条');
    await expect(canvas.getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
    await userEvent.click(canvas.getByRole('button', { name: '第 4 页' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(7 + 1);
    await expect(canvas.getByRole('button', { name: '第 4 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    // The results take focus after a page change, so reading starts at the new page.
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '浙江省科学技术厅' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('共 9 条');
    await expect(canvas.getByRole('button', { name: '浙江省科学技术厅' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('navigation', { name: '政策资讯分页' })).toBeNull();
  },
};

/** The previous page stays, dimmed and marked busy, while the next one loads. */
export const FetchingNextPage: Story = {
  args: { fetching: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
  },
};

const talents = ['张明远', '李思琪', '王浩然', '陈雨桐', '刘子墨', '赵一鸣'].map((name, index) => ({
  id: index + 1,
  name,
  post: [
    '嵌入式软件工程师',
    '知识产权代理人',
    '生物医药研发',
    '数据分析师',
    '机械设计',
    '财务总监',
  ][index]!,
}));

/** Cards from a render prop instead of a table. */
export const Cards: Story = {
  render: () => (
    <ListFrame
      label="人才"
      status="ready"
      items={talents}
      rowKey={(talent) => talent.id}
      view={{
        kind: 'cards',
        minCardWidth: 220,
        renderCard: (talent) => (
          <div style={{ padding: 16, border: '1px solid #e5e9f0', borderRadius: 6 }}>
            <strong>{talent.name}</strong>
            <p style={{ margin: '8px 0 0', color: '#5b6473' }}>{talent.post}</p>
          </div>
        ),
      }}
      total={talents.length}
      page={1}
      pageSize={12}
      onPageChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '人才' }).children).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 6 条');
  },
};

const frameOf = (status: 'loading' | 'empty' | 'error', onRetry?: () => void) => (
  <ListFrame<Notice>
    label="政策资讯"
    status={status}
    items={undefined}
    rowKey={(notice) => notice.id}
    view={{ kind: 'table', columns }}
    total={status === 'empty' ? 0 : undefined}
    page={1}
    pageSize={PAGE_SIZE}
    onPageChange={fn()}
    emptyText="该分类下暂无资讯"
    errorText="政策资讯加载失败，请稍后重试"
    onRetry={onRetry}
  />
);

/** Placeholders of a full page; the results say they are busy. */
export const Loading: Story = {
  render: () => frameOf('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '政策资讯' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('正在加载…')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => frameOf('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('该分类下暂无资讯')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('共 0 条');
  },
};

const clearFilters = fn();

/** No result for the filters: the empty line offers a way out (清除筛选); actions by the count. */
export const EmptyWithAction: Story = {
  render: () => (
    <ListFrame<Notice>
      label="政策库"
      status="empty"
      items={[]}
      rowKey={(notice) => notice.id}
      view={{ kind: 'table', columns }}
      total={0}
      page={1}
      pageSize={PAGE_SIZE}
      onPageChange={fn()}
      emptyText="没有符合条件的政策"
      actions={<button type="button">导出 Excel</button>}
      emptyAction={
        <button type="button" onClick={clearFilters}>
          清除筛选
        </button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('没有符合条件的政策')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '导出 Excel' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(clearFilters).toHaveBeenCalled();
  },
};

const retry = fn();

/** The call failed: a line and 重新加载. */
export const LoadError: Story = {
  render: () => frameOf('error', retry),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('政策资讯加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(retry).toHaveBeenCalled();
  },
};
