import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortalBusinessError, PortalHttpError, PortalNetworkError } from '@qyfw/portal-sdk';
import { Button } from 'antd';
import { expect, within } from 'storybook/test';
import { RefusalAlert } from './refusal-alert';

const meta = {
  title: 'Console/RefusalAlert',
  component: RefusalAlert,
  args: {
    error: new PortalBusinessError(400, '该申报已进入拟支持公示，不能再要求补正'),
    fallback: '保存失败，请稍后重试',
  },
} satisfies Meta<typeof RefusalAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server said why: its words, as an alert, not 保存失败. */
export const ServerWords: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('该申报已进入拟支持公示，不能再要求补正');
    await expect(alert).not.toHaveTextContent('保存失败');
  },
};

/** A stale save's 409 with the envelope: the server's words too (数据已被他人修改). */
export const StaleVersion: Story = {
  args: {
    error: new PortalHttpError(409, '数据已被他人修改，请刷新后再试', { code: 409 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '数据已被他人修改，请刷新后再试',
    );
  },
};

/** No reason given (the server was not reached): what failed and to try again, with 重试. */
export const NoReason: Story = {
  args: {
    error: new PortalNetworkError(),
    fallback: '发布失败，请稍后重试',
    action: (
      <Button size="small" autoInsertSpace={false}>
        重试
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('发布失败，请稍后重试');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};
