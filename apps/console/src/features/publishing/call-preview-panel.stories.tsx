import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../testing/story-frame';
import type { StoryAnswer } from '../../testing/story-frame';
import { CallPreviewPanel } from './call-preview-panel';
import { previewAnswer } from './call-preview-fixture';

const PREVIEW = '/api/console/call/preview';

function Panel({ answer, conditions }: { answer: StoryAnswer; conditions: unknown }) {
  return (
    <StoryFrame answers={{ [PREVIEW]: answer }}>
      <CallPreviewPanel conditions={conditions} policyId={3} callId={undefined} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/CallPreviewPanel',
  component: Panel,
  args: {
    answer: { data: previewAnswer },
    conditions: {
      all: [
        {
          id: 'c1',
          label: '注册地（区） = 西湖区',
          clause: '',
          field: 'district',
          op: 'eq',
          value: '西湖区',
        },
      ],
    },
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 预览匹配 asks the server and shows the three counts with examples of each. */
export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '预览匹配' }));
    await expect(await page.findByText(/比对西湖区的 200 家企业/)).toBeVisible();
    await expect(page.getByRole('list', { name: '可申报示例' })).toHaveTextContent(
      '杭州云栖智造科技有限公司',
    );
    await expect(page.getByText('没有这样的企业')).toBeVisible();
  },
};

/** Until the tree is complete there is nothing to preview. */
export const Incomplete: Story = {
  args: { conditions: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: '预览匹配' })).toBeDisabled();
    await expect(page.getByText(/条件完整后可预览/)).toBeVisible();
  },
};

/** The server's refusal, with 重试. */
export const Refused: Story = {
  args: { answer: { refusal: '申报条件有误：字段 revenue 的取值须为数字' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '预览匹配' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('申报条件有误');
    await expect(page.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};
