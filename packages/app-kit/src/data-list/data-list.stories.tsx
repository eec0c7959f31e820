import type { Meta, StoryObj } from '@storybook/react-vite';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useAppKit } from '../provider';
import { DEMO_EVENT_LABELS, demo_list, demoRows, type DemoItem } from '../testing/demo-calls';
import { StoryKit, type StoryAnswer } from '../testing/story-kit';
import { DataList } from './data-list';

const PAGE_SIZE = 10;
const onAction = fn();

/** A console queue: the page in state, as a route keeps it in the URL. */
function Queue({ cards = false }: { cards?: boolean }) {
  const { client } = useAppKit();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...callQueryOptions(client, demo_list, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const stateTag = (row: DemoItem) => (
    <Tag color={row.state === 'pending' ? 'orange' : 'green'}>
      {row.state === 'pending' ? '待审核' : '已通过'}
    </Tag>
  );
  return (
    <DataList<DemoItem, 'pass' | 'return'>
      label="待审核申报"
      query={query}
      rowKey={(row) => row.id}
      view={
        cards
          ? {
              renderCard: (row) => (
                <span>
                  {row.name} {stateTag(row)}
                </span>
              ),
            }
          : {
              columns: [
                { title: '企业', key: 'name', render: (_, row) => row.name },
                { title: '状态', key: 'state', render: (_, row) => stateTag(row) },
              ],
            }
      }
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      onExport={() => Promise.resolve()}
      rowActions={{
        of: (row) => row.actions,
        labels: DEMO_EVENT_LABELS,
        onAction,
        rowName: (row) => row.name,
      }}
    />
  );
}

function withAnswer(answer: StoryAnswer) {
  return (Story: () => React.JSX.Element) => (
    <StoryKit answers={{ [demo_list.path]: answer }}>
      <Story />
    </StoryKit>
  );
}

const meta = {
  title: 'App kit/DataList',
  component: Queue,
} satisfies Meta<typeof Queue>;
export default meta;
type Story = StoryObj<typeof meta>;

const PAGE_ONE = { list: demoRows(10), total: 23, page: 1, pageSize: PAGE_SIZE };

export const Table: Story = {
  decorators: [withAnswer({ data: PAGE_ONE })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('共 23 条');
    await userEvent.click(canvas.getByRole('button', { name: '通过“示例企业1”' }));
    await expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'pass');
  },
};

export const Cards: Story = {
  args: { cards: true },
  decorators: [withAnswer({ data: PAGE_ONE })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('共 23 条');
  },
};

export const Empty: Story = {
  decorators: [withAnswer({ data: { list: [], total: 0, page: 1, pageSize: PAGE_SIZE } })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('共 0 条');
  },
};

export const Failed: Story = {
  decorators: [withAnswer({ refusal: '示例服务暂不可用' })],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.textContent).toContain('待审核申报加载失败');
  },
};
