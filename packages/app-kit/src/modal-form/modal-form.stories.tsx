import type { Meta, StoryObj } from '@storybook/react-vite';
import { admin_application_transition } from '@qyfw/portal-sdk/calls/application-admin';
import { needsOf, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ModalForm } from './modal-form';

/** The operator's step on application 7 (version 2): the transition call judges the fields. */
const checkOf = (event: string) => ({
  schema: admin_application_transition.body,
  body: { id: 7, version: 2, event },
});

const meta = {
  title: 'App kit/ModalForm',
  component: ModalForm,
  // The dialog is drawn over the page, in document.body: the page behind it is the canvas.
  decorators: [
    (Story) => (
      <>
        <p>申报详情（对话框打开在页面之上）</p>
        <Story />
      </>
    ),
  ],
  args: {
    open: true,
    title: '不予受理',
    okText: '不予受理',
    danger: true,
    description: '不予受理后申报结束，企业会收到原因。',
    reasonLabel: policyApplicationFlow.reasonLabel,
    onSubmit: fn(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof ModalForm>;
export default meta;
type Story = StoryObj<typeof meta>;

// antd draws the dialog in document.body, outside the story's canvas.
const page = () => within(document.body);

/** 不予受理 needs a reason: the dialog refuses to send without one, in the SDK's words. */
export const NeedsReason: Story = {
  args: { needs: needsOf(policyApplicationFlow, 'reject'), check: checkOf('reject') },
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('button', { name: /不予受理/ }));
    await page().findByText('请填写原因');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(page().getByLabelText('原因'), '不在申报范围内');
    await userEvent.click(page().getByRole('button', { name: /不予受理/ }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ reason: '不在申报范围内' }));
  },
};

/** 拟支持并公示 needs the amount, in 万元, at most two decimals. */
export const NeedsAmount: Story = {
  args: {
    title: '拟支持并公示',
    okText: '公示',
    danger: false,
    description: '公示期满无异议后拨付。',
    needs: needsOf(policyApplicationFlow, 'propose'),
    amountLabel: '拟支持金额',
    check: checkOf('propose'),
  },
  play: async ({ args }) => {
    const amount = await page().findByLabelText('拟支持金额');
    await page().findByText('万元');
    await userEvent.type(amount, '12.345');
    await userEvent.click(page().getByRole('button', { name: /公\s*示/ }));
    await page().findByText('金额最多保留两位小数');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 要求补正 needs the reason and every item to correct, each with its note. */
export const NeedsItems: Story = {
  args: {
    title: '要求补正',
    okText: '要求补正',
    danger: false,
    description: '企业只能修改列出的项，补正后重新提交。',
    needs: needsOf(policyApplicationFlow, 'request_correction'),
    itemOptions: [
      { kind: 'material', key: 'business_license', label: '营业执照' },
      { kind: 'material', key: 'audit_report', label: '上一年度财务审计报告' },
    ],
    check: checkOf('request_correction'),
  },
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('button', { name: /要求补正/ }));
    await page().findByText('请列出补正项');
    await userEvent.click(page().getByRole('checkbox', { name: '上一年度财务审计报告' }));
    await userEvent.type(page().getByLabelText('上一年度财务审计报告的补正说明'), '缺少签章页');
    await userEvent.type(page().getByLabelText('原因'), '材料不完整');
    await userEvent.click(page().getByRole('button', { name: /要求补正/ }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        reason: '材料不完整',
        items: [{ kind: 'material', key: 'audit_report', note: '缺少签章页' }],
      }),
    );
  },
};

/** 受理 needs nothing: a confirmation. */
export const Confirmation: Story = {
  args: {
    title: '受理',
    okText: '受理',
    danger: false,
    description: '确认受理该申报？',
    needs: needsOf(policyApplicationFlow, 'accept'),
  },
  play: async ({ args }) => {
    await page().findByText('确认受理该申报？');
    await expect(page().queryByRole('textbox')).toBeNull();
    await userEvent.click(page().getByRole('button', { name: /受\s*理/ }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({}));
  },
};
