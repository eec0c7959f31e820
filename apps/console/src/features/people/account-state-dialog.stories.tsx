import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../../testing/story-frame';
import { AccountStateDialog } from './account-state-dialog';
import type { AccountStateDialogProps } from './account-state-dialog';

function Dialog(props: AccountStateDialogProps & { refusal?: string }) {
  const answer = props.refusal
    ? { refusal: props.refusal }
    : {
        data: {
          id: 2,
          state: 'disabled',
          state_label: '已停用',
          disabled_at: 1_772_420_400,
          disabled_reason: '冒用他人手机号注册',
        },
      };
  return (
    <StoryFrame answers={{ '/api/console/people/disable': answer }}>
      {/* The dialog is drawn over the page, in document.body: the page behind it is the canvas. */}
      <p>会员详情（对话框打开在页面之上）</p>
      <AccountStateDialog {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/People/AccountStateDialog',
  component: Dialog,
  args: {
    target: { id: 2, name: '林雨桐', action: 'disable' },
    kind: '会员',
    onClose: fn(),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// antd draws the dialog in document.body, outside the story's canvas.
const page = () => within(document.body);

/** 停用 needs the reason the call requires: nothing is sent without one. */
export const DisableNeedsReason: Story = {
  play: async ({ args }) => {
    await page().findByText(/“林雨桐”的全部登录立即失效/);
    await userEvent.click(page().getByRole('button', { name: /停\s*用/ }));
    await page().findByText('请填写停用原因');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.type(page().getByLabelText('停用原因'), '冒用他人手机号注册');
    await userEvent.click(page().getByRole('button', { name: /停\s*用/ }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The server's refusal stays in the dialog, which stays open. */
export const Refused: Story = {
  args: { refusal: '不能停用自己的账号，请由其他系统管理员操作' },
  play: async ({ args }) => {
    await userEvent.type(await page().findByLabelText('停用原因'), '离职');
    await userEvent.click(page().getByRole('button', { name: /停\s*用/ }));
    await page().findByText('不能停用自己的账号，请由其他系统管理员操作');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
