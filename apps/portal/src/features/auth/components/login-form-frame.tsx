import type { Session } from '@qyfw/portal-sdk/schemas';
import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { FormFailure } from './form-failure';

export interface LoginFormFrameProps<Values> {
  form: FormInstance<Values>;
  /** The form's accessible name: 账号登录 or 短信登录. */
  label: string;
  /** Asks the server for a session with the submitted values. */
  login: (values: Values) => Promise<Session>;
  /** The session the server answered; the shell stores it and routes on. */
  onLoggedIn: (session: Session) => void | Promise<void>;
  /** The mode's own fields. */
  children: ReactNode;
}

/** What both login modes share: the form, the server's reason for a refusal, the 登录 button. */
export function LoginFormFrame<Values>({
  form,
  label,
  login,
  onLoggedIn,
  children,
}: LoginFormFrameProps<Values>) {
  const { submit, submitting, failure } = useFormSubmission(async (values: Values) => {
    await onLoggedIn(await login(values));
  });

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={label}>
      {children}
      <FormFailure message={failure} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
