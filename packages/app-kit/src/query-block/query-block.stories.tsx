import type { Meta, StoryObj } from '@storybook/react-vite';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { expect, within } from 'storybook/test';
import { useAppKit } from '../provider';
import { demo_detail, demoRows } from '../testing/demo-calls';
import { StoryKit, type StoryAnswer } from '../testing/story-kit';
import { QueryBlock } from './query-block';

function Detail() {
  const { client } = useAppKit();
  const query = useQuery(callQueryOptions(client, demo_detail, { id: 1 }));
  return (
    <QueryBlock query={query} label="申报详情">
      {(item) => (
        <Descriptions
          title={item.name}
          items={[
            {
              key: 'state',
              label: '状态',
              children: item.state === 'pending' ? '待审核' : '已通过',
            },
          ]}
        />
      )}
    </QueryBlock>
  );
}

function withAnswer(answer: StoryAnswer) {
  return (Story: () => React.JSX.Element) => (
    <StoryKit answers={{ [demo_detail.path]: answer }}>
      <Story />
    </StoryKit>
  );
}

const meta = { title: 'App kit/QueryBlock', component: Detail } satisfies Meta<typeof Detail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  decorators: [withAnswer({ data: demoRows(1)[0] })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('示例企业1');
  },
};

export const Loading: Story = {
  decorators: [withAnswer({ pending: true })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '正在加载申报详情' }),
    ).toBeTruthy();
  },
};

export const Failed: Story = {
  decorators: [withAnswer({ refusal: '服务繁忙，请稍后再试' })],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.textContent).toContain('申报详情加载失败');
  },
};
