import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortalError, PortalHttpError } from '@qyfw/portal-sdk';
import {
  admin_application_transition,
  admin_exempt_case_transition,
} from '@qyfw/portal-sdk/calls/application-admin';
import { exemptCaseFlow, needsOf, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { ModalForm, type ModalFormProps } from '.';

type DialogProps = Omit<ModalFormProps, 'open' | 'onClose' | 'title' | 'okText'> &
  Partial<Pick<ModalFormProps, 'title' | 'okText'>>;

function Dialog(props: DialogProps) {
  const [open, setOpen] = useState(true);
  return open ? (
    <ModalForm open title="退回申报" okText="退回" {...props} onClose={() => setOpen(false)} />
  ) : (
    <p>已关闭</p>
  );
}

const press = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The operator's 补正 of an application: the flow row needs a reason and the items. */
const correction = {
  needs: needsOf(policyApplicationFlow, 'request_correction'),
  reasonLabel: policyApplicationFlow.reasonLabel,
  itemOptions: [
    { kind: 'material', key: 'business_license', label: '营业执照' },
    { kind: 'material', key: 'audit_report', label: '上一年度财务审计报告' },
  ],
  check: {
    schema: admin_application_transition.body,
    body: { id: 7, version: 2, event: 'request_correction' },
  },
};

describe('ModalForm', { timeout: 20_000 }, () => {
  it('requires the reason when the event needs one, and sends nothing without it', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Dialog needs={{ reason: true }} reasonLabel="退回原因" onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: '退回申报' });
    press(/退\s*回/);
    expect(await within(dialog).findByText('请填写退回原因')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(within(dialog).getByLabelText('退回原因'), '  材料不全  ');
    press(/退\s*回/);
    await screen.findByText('已关闭');
    expect(onSubmit).toHaveBeenCalledWith({ reason: '材料不全' });
  });

  it('asks nothing the event does not need', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Dialog needs={needsOf(policyApplicationFlow, 'accept')} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: '退回申报' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    press(/退\s*回/);
    await screen.findByText('已关闭');
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it('拟支持: the amount in 万元, judged by the transition call (required, two decimals)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <Dialog
        title="拟支持并公示"
        okText="公示"
        needs={needsOf(policyApplicationFlow, 'propose')}
        amountLabel="拟支持金额"
        check={{
          schema: admin_application_transition.body,
          body: { id: 7, version: 3, event: 'propose' },
        }}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '拟支持并公示' });
    expect(within(dialog).getByText('万元')).toBeTruthy();
    expect(within(dialog).queryByLabelText('原因')).toBeNull();
    press(/公\s*示/);
    // The SDK's words for a missing need (transitionBodySchema), not the dialog's own.
    expect(await within(dialog).findByText('请填写金额')).toBeTruthy();

    const amount = within(dialog).getByLabelText('拟支持金额');
    type(amount, '12.345');
    press(/公\s*示/);
    expect(await within(dialog).findByText('金额最多保留两位小数')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(amount, '12.5');
    press(/公\s*示/);
    await screen.findByText('已关闭');
    expect(onSubmit).toHaveBeenCalledWith({ amount: 12.5 });
  });

  it('an optional amount may be left empty (免申即享 公示 keeps the case’s)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <Dialog
        title="公示"
        okText="公示"
        needs={needsOf(exemptCaseFlow, 'publicize')}
        amountLabel="扶持金额"
        check={{
          schema: admin_exempt_case_transition.body,
          body: { id: 3, version: 1, event: 'publicize' },
        }}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '公示' });
    expect(within(dialog).getByLabelText('扶持金额')).toBeTruthy();
    press(/公\s*示/);
    await screen.findByText('已关闭');
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it('补正: every item listed at once, each with its note, and the reason', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Dialog title="要求补正" okText="要求补正" {...correction} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: '要求补正' });
    press(/要求补正/);
    expect(await within(dialog).findByText('请列出补正项')).toBeTruthy();
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();

    const items = within(dialog).getByRole('group', { name: '补正项' });
    // Ticked in reverse: the body keeps the options' order.
    fireEvent.click(within(items).getByRole('checkbox', { name: '上一年度财务审计报告' }));
    fireEvent.click(within(items).getByRole('checkbox', { name: '营业执照' }));
    type(within(dialog).getByLabelText('原因'), '材料不完整');
    type(within(dialog).getByLabelText('上一年度财务审计报告的补正说明'), ' 缺少签章页 ');
    press(/要求补正/);
    // A ticked item without its note: the call's own item rule says so.
    expect(await within(dialog).findByText('请填写补正说明')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(within(dialog).getByLabelText('营业执照的补正说明'), '请上传副本');
    press(/要求补正/);
    await screen.findByText('已关闭');
    expect(onSubmit).toHaveBeenCalledWith({
      reason: '材料不完整',
      items: [
        { kind: 'material', key: 'business_license', note: '请上传副本' },
        { kind: 'material', key: 'audit_report', note: '缺少签章页' },
      ],
    });
  });

  it('an item unticked leaves the list', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Dialog title="要求补正" okText="要求补正" {...correction} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: '要求补正' });
    const license = within(dialog).getByRole('checkbox', { name: '营业执照' });
    fireEvent.click(license);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '上一年度财务审计报告' }));
    type(within(dialog).getByLabelText('上一年度财务审计报告的补正说明'), '缺少签章页');
    fireEvent.click(license);
    expect(within(dialog).queryByLabelText('营业执照的补正说明')).toBeNull();
    type(within(dialog).getByLabelText('原因'), '材料不完整');
    press(/要求补正/);
    await screen.findByText('已关闭');
    expect(onSubmit).toHaveBeenCalledWith({
      reason: '材料不完整',
      items: [{ kind: 'material', key: 'audit_report', note: '缺少签章页' }],
    });
  });

  it('shows the server’s refusal once, in the dialog, which stays open', async () => {
    const refusal = new PortalError('business', '该申报已被他人处理，请刷新');
    const onSubmit = vi.fn(() => Promise.reject(refusal));
    render(<Dialog onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: '退回申报' });
    press(/退\s*回/);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('该申报已被他人处理，请刷新');
    expect(screen.getAllByText('该申报已被他人处理，请刷新')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('已关闭')).toBeNull());
  });

  it('shows an HTTP refusal’s own words (a stale version’s 409), not 操作失败', async () => {
    const stale = new PortalHttpError(409, '该记录已被他人修改，请刷新后重试', { code: 409 });
    render(<Dialog onSubmit={() => Promise.reject(stale)} />);
    const dialog = await screen.findByRole('dialog', { name: '退回申报' });
    press(/退\s*回/);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('该记录已被他人修改，请刷新后重试');
    expect(alert.textContent).not.toContain('操作失败');
  });

  it('refuses, in the alert, a body the call would refuse beyond the fields', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <Dialog
        check={{
          schema: admin_application_transition.body,
          // 撤回 is the member's, not an operator's event.
          body: { id: 7, version: 2, event: 'withdraw' },
        }}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '退回申报' });
    press(/退\s*回/);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('操作有误');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
