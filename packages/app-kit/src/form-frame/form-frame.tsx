import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { CallBody, CallData, CallDefinition } from '@qyfw/portal-sdk/schemas';
import { Button, Form, type FormInstance } from 'antd';
import { useCallback, useRef, type ReactNode } from 'react';
import { failureMessage } from '../call-errors';
import { useAppKit } from '../provider';
import { FormFailure } from './form-failure';
import { LeaveGuard } from './leave-guard';
import styles from './form-frame.module.css';

export interface FormFrameProps<Values, C extends CallDefinition> {
  /** The form's accessible name (注册, 完善账号信息); the leave question names it too. */
  title: string;
  /** The call a valid submit makes, through the app's client (AppKitProvider). */
  call: C;
  /** The call's body from the form's values (trimmed, normalised). */
  toBody: (values: Values) => CallBody<C>;
  /** Calls whose queries the answer makes stale (e.g. user_detail after bind_info). */
  invalidates?: readonly CallDefinition[];
  /**
   * What follows a success (store the session, navigate on, show the next step). Leaving the page
   * is no longer asked about by then; if this throws, its reason shows like the server's.
   */
  onSuccess?: (data: CallData<C>) => unknown;
  /** The submit button's text. */
  submitText: string;
  /** When the fields need the instance too (the send-code button validates the phone). */
  form?: FormInstance<Values>;
  initialValues?: Partial<Values>;
  requiredMark?: boolean;
  /**
   * Ask before a page with unsaved input is left (default). Off for forms that are not a page
   * of their own, like the login dialog's.
   */
  guardUnsaved?: boolean;
  /** Secondary actions under the submit button (返回上一步, 暂不完善). */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of every form that submits one call: antd's vertical form, the server's reason for a
 * refusal in one place above the button, the button busy while the call runs (a second Enter
 * does not send twice), and the unsaved-changes guard. antd announces each field's own message
 * (role=alert); the server's reason is announced the same way.
 */
export function FormFrame<Values, C extends CallDefinition>({
  title,
  call,
  toBody,
  invalidates,
  onSuccess,
  submitText,
  form,
  initialValues,
  requiredMark,
  guardUnsaved = true,
  actions,
  children,
}: FormFrameProps<Values, C>) {
  // Refs, not state: the guard reads them at the moment of leaving, which can come in the same
  // tick as the success that navigates away.
  const edited = useRef(false);
  const saved = useRef(false);
  const { client } = useAppKit();
  const mutation = useCallMutation(call, {
    client,
    invalidates,
    onSuccess: async (data) => {
      saved.current = true;
      await onSuccess?.(data);
    },
  });
  const hasUnsavedChanges = useCallback(() => edited.current && !saved.current, []);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      aria-label={title}
      initialValues={initialValues}
      requiredMark={requiredMark}
      onValuesChange={() => {
        edited.current = true;
        saved.current = false;
      }}
      onFinish={(values) => {
        if (!mutation.isPending) mutation.mutate(toBody(values));
      }}
    >
      {children}
      <FormFailure message={mutation.error ? failureMessage(mutation.error) : undefined} />
      <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
        {submitText}
      </Button>
      {actions && <div className={styles.actions}>{actions}</div>}
      {guardUnsaved && <LeaveGuard hasUnsavedChanges={hasUnsavedChanges} formTitle={title} />}
    </Form>
  );
}
