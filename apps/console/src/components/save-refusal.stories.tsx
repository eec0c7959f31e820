import type { Meta, StoryObj } from '@storybook/react-vite';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { PortalBusinessError, PortalHttpError } from '@qyfw/portal-sdk';
import * as contentAdminCalls from '@qyfw/portal-sdk/calls/content-admin';
import { callQueryKeyPrefix } from '@qyfw/portal-sdk/queries';
import { useMutation } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/story-frame';
import { SaveRefusal } from './save-refusal';

const CALL = contentAdminCalls.admin_content_save;

// The refusals a save can meet, as the client would raise them: the kit's story client answers
// every refusal as a business one (HTTP 200), so a 409 is made here as the client makes it.
const REFUSALS = {
  /** HTTP 409 with the envelope: another operator saved first. */
  staleVersion: () => new PortalHttpError(409, '数据已被他人修改，请刷新后再试', { code: 409 }),
  /** HTTP 200 with a refusing code: FormFrame says it beside the form. */
  business: () => new PortalBusinessError(500, '标题与已发布的资讯重复，请修改后再保存'),
};

/** An editor's 保存 as useCallMutation keys it, refused; FormFrame's own words drawn beside. */
function Editor({ refusal }: { readonly refusal: keyof typeof REFUSALS }) {
  const save = useMutation({
    mutationKey: callQueryKeyPrefix(CALL),
    mutationFn: () => Promise.reject(REFUSALS[refusal]()),
  });
  const formFrameSays = save.isError ? failureMessage(save.error) : undefined;
  return (
    <Space orientation="vertical" style={{ width: 320 }}>
      <Button
        type="primary"
        block
        loading={save.isPending}
        autoInsertSpace={false}
        onClick={() => save.mutate()}
      >
        保存草稿
      </Button>
      {formFrameSays ? (
        <Typography.Text type="danger">表单下方（FormFrame）：{formFrameSays}</Typography.Text>
      ) : null}
      <SaveRefusal call={CALL} />
    </Space>
  );
}

function Framed(props: { readonly refusal: keyof typeof REFUSALS }) {
  return (
    <StoryFrame>
      <Editor {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/SaveRefusal',
  component: Framed,
  args: { refusal: 'staleVersion' },
  argTypes: { refusal: { control: 'inline-radio', options: Object.keys(REFUSALS) } },
} satisfies Meta<typeof Framed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stale save's 409, which FormFrame leaves unsaid: shown here, in the server's words. */
export const StaleVersion: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('alert')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: '保存草稿' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      '数据已被他人修改，请刷新后再试',
    );
  },
};

/** A business refusal is FormFrame's to say: said once, not twice. */
export const LeftToFormFrame: Story = {
  args: { refusal: 'business' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(page.getByText(/标题与已发布的资讯重复，请修改后再保存/)).toBeVisible(),
    );
    await expect(page.queryByRole('alert')).toBeNull();
  },
};
