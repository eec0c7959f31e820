// The dialog of every decision and confirmation (退回, 补正, 拟支持, 放弃申报, 确认享受): an optional
// text, then exactly the fields the event's flow row needs (`needsOf(flow, event)`: a reason, an
// amount in 万元, the items of a 补正), judged by the call's own body schema when one is given,
// the server's refusal in one alert inside the dialog (which stays open), and the button busy
// while the call runs.
import type { TransitionNeeds } from '@qyfw/portal-sdk/flows';
import { TRANSITION_REASON_MAX } from '@qyfw/portal-sdk/schemas';
import { Alert, Form, Input, InputNumber, Modal, type FormRule as Rule } from 'antd';
import { useState, type ReactNode } from 'react';
import { refusalMessage } from '../call-errors';
import { bodyProblem, fieldProblem, type ModalFormCheck, type ModalFormField } from './body-check';
import { ItemsChecklist } from './items-checklist';
import type { ModalFormItem, ModalFormItemOption, ModalFormValues } from './values';

/** The longest reason a history row keeps (the SDK's limit). */
export const REASON_MAX = TRANSITION_REASON_MAX;

export interface ModalFormProps {
  readonly open: boolean;
  /** The dialog's title and the form's accessible name (退回申报). */
  readonly title: string;
  readonly okText: string;
  readonly danger?: boolean;
  /** What the member or operator is about to do, in a sentence. */
  readonly description?: ReactNode;
  /**
   * What the event's request carries: `needsOf(flow, event)`. A need marked `true` is asked and
   * required, `'optional'` asked and left to the user; a field not named is not asked.
   */
  readonly needs?: TransitionNeeds;
  /** The flow's word for a reason (`flow.reasonLabel`) or the call's (放弃原因). */
  readonly reasonLabel?: string;
  readonly reasonPlaceholder?: string;
  /** What the amount is in this event (拟支持金额, 拨付金额); always 万元. */
  readonly amountLabel?: string;
  /** What the items are called (补正项) and each one's note (补正说明). */
  readonly itemsLabel?: string;
  readonly itemNoteLabel?: string;
  /** What may be listed, from the record (the call's materials): the caller knows, not the flow. */
  readonly itemOptions?: readonly ModalFormItemOption[];
  /**
   * The call's body schema and the rest of the body: every field is judged by it, so the dialog
   * refuses exactly what the server will, in its words. Without it, the dialog only requires what
   * `needs` marks required.
   */
  readonly check?: ModalFormCheck;
  /** Sends the decision. A rejection's message (the server's) shows in the dialog. */
  readonly onSubmit: (values: ModalFormValues) => Promise<unknown>;
  readonly onClose: () => void;
}

/** What the form holds before it is cleaned into ModalFormValues. */
interface Draft {
  readonly reason?: string;
  readonly amount?: number | null;
  readonly items?: readonly ModalFormItem[];
}

/** The values as the call takes them: text trimmed, an empty amount or list left out. */
function cleaned(draft: Draft, needs: TransitionNeeds): ModalFormValues {
  const reason = draft.reason?.trim() ?? '';
  const items = (draft.items ?? []).map((item) => ({ ...item, note: item.note.trim() }));
  return {
    ...(needs.reason && reason !== '' ? { reason } : {}),
    ...(needs.amount && typeof draft.amount === 'number' ? { amount: draft.amount } : {}),
    ...(needs.items && items.length > 0 ? { items } : {}),
  };
}

export function ModalForm({
  open,
  title,
  okText,
  danger,
  description,
  needs = {},
  reasonLabel = '原因',
  reasonPlaceholder,
  amountLabel = '金额',
  itemsLabel = '补正项',
  itemNoteLabel = '补正说明',
  itemOptions = [],
  check,
  onSubmit,
  onClose,
}: ModalFormProps) {
  const [form] = Form.useForm<Draft>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  // With the call's schema, it alone speaks (请填写原因, 金额最多保留两位小数, 请列出补正项);
  // without it, a required need is still required.
  function rules(field: ModalFormField, label: string, missing: string): Rule[] {
    if (check) {
      return [
        {
          validator: async (_rule, value: unknown) => {
            const one = cleaned({ [field]: value } as Draft, needs)[field];
            const problem = fieldProblem(check, field, one);
            if (problem) throw new Error(problem);
          },
        },
      ];
    }
    const required: Rule[] =
      needs[field] === true
        ? [
            field === 'reason'
              ? { required: true, whitespace: true, message: missing }
              : { required: true, message: missing },
          ]
        : [];
    return field === 'reason'
      ? [...required, { max: REASON_MAX, message: `${label}不能超过${REASON_MAX}个字符` }]
      : required;
  }

  async function send() {
    const values = cleaned(await form.validateFields(), needs);
    const problem = check ? bodyProblem(check, values) : undefined;
    if (problem) {
      setFailure(problem);
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(values);
      form.resetFields();
      onClose();
    } catch (error) {
      setFailure(refusalMessage(error) ?? '操作失败，请稍后重试');
    } finally {
      setPending(false);
    }
  }

  function close() {
    setFailure(undefined);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger, loading: pending }}
      // A field left wrong rejects validateFields: antd shows that beside the field already.
      onOk={() => void send().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label={title}>
        {description ? <div>{description}</div> : null}
        {needs.items ? (
          <Form.Item
            name="items"
            label={itemsLabel}
            required={needs.items === true}
            rules={rules('items', itemsLabel, `请列出${itemsLabel}`)}
          >
            <ItemsChecklist options={itemOptions} label={itemsLabel} noteLabel={itemNoteLabel} />
          </Form.Item>
        ) : null}
        {needs.amount ? (
          <Form.Item
            name="amount"
            label={amountLabel}
            required={needs.amount === true}
            rules={rules('amount', amountLabel, `请填写${amountLabel}`)}
          >
            {/* No rounding here: money the operator typed is refused, never changed, if wrong. */}
            <InputNumber style={{ width: '100%' }} min={0} step={0.01} suffix="万元" />
          </Form.Item>
        ) : null}
        {needs.reason ? (
          <Form.Item
            name="reason"
            label={reasonLabel}
            required={needs.reason === true}
            rules={rules('reason', reasonLabel, `请填写${reasonLabel}`)}
          >
            <Input.TextArea
              rows={4}
              placeholder={reasonPlaceholder}
              maxLength={REASON_MAX}
              showCount
            />
          </Form.Item>
        ) : null}
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      </Form>
    </Modal>
  );
}
