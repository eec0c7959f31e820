import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WorkQueueItem } from '@qyfw/portal-sdk/calls/work-queue-admin';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../testing/story-frame';
import { WorkQueueTable } from './work-queue-table';

const HOUR = 3_600_000;

const item = (id: number, title: string, more: Partial<WorkQueueItem> = {}): WorkQueueItem => ({
  kind: 'enterprise_auth',
  kind_label: '企业认证申请',
  id,
  title,
  state: 'pending',
  state_label: '待审核',
  since: '2026-03-01T08:00:00.000Z',
  waited_ms: 26 * HOUR,
  pending: true,
  assignee_id: null,
  assignee_name: null,
  assigned_to_me: false,
  transfer_reason: null,
  transferred_by_name: null,
  transferred_at: null,
  ...more,
});

const ROWS: WorkQueueItem[] = [
  item(7, '杭州钱塘精芯半导体有限公司', {
    assignee_id: 4,
    assignee_name: '周晓峰',
    assigned_to_me: true,
    transfer_reason: '该企业与本人对接企业有关联，请你审核',
    transferred_by_name: '李婷',
    transferred_at: '2026-03-02T01:00:00.000Z',
    waited_ms: 50 * HOUR,
  }),
  item(9, '杭州滨江数智物联科技有限公司'),
  item(12, '杭州云栖智造科技有限公司 · 西湖区研发费用补助', {
    kind: 'policy_application',
    kind_label: '政策申报',
    state: 'submitted',
    state_label: '已提交',
    waited_ms: 3 * HOUR + 5 * 60_000,
    assignee_id: 8,
    assignee_name: '李婷',
    transfer_reason: '李婷熟悉该政策',
    transferred_by_name: '周晓峰',
    transferred_at: '2026-03-02T02:00:00.000Z',
  }),
];

function Table({ rows }: { rows: WorkQueueItem[] }) {
  const query = {
    data: { list: rows, total: rows.length },
    error: null,
    isError: false,
    isPending: false,
    isFetching: false,
    refetch: fn(),
  } as unknown as Parameters<typeof WorkQueueTable>[0]['query'];
  return (
    <StoryFrame
      answers={{
        '/api/console/work-queue/colleagues': {
          data: { list: [{ id: 8, name: '李婷', role: 'operator', role_label: '平台运营' }] },
        },
      }}
    >
      <WorkQueueTable query={query} tab="todo" page={1} onPageChange={fn()} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/WorkQueueTable',
  component: Table,
  args: { rows: ROWS },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

// antd draws the dialog in document.body, outside the story's canvas.
const body = () => within(document.body);

/** 转办给我 first with who and why; a colleague's item says whose it is; 转办 opens the dialog. */
export const Transfer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('转办给我')).toBeVisible();
    await expect(page.getByText('李婷：该企业与本人对接企业有关联，请你审核')).toBeVisible();
    await expect(page.getByText('已转办给 李婷')).toBeVisible();
    await userEvent.click(
      page.getByRole('button', { name: /^转办“杭州滨江数智物联科技有限公司”/ }),
    );
    const dialog = await body().findByRole('dialog', { name: '转办' });
    await expect(within(dialog).getByRole('combobox', { name: '接收人' })).toBeVisible();
    await expect(within(dialog).getByLabelText('转办原因')).toBeVisible();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无待办事项')).toBeVisible();
  },
};
