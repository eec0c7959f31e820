import * as authCalls from '@qyfw/portal-sdk/calls/auth';
import type { CallBody, Session } from '@qyfw/portal-sdk/schemas';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { FormFrame } from '@qyfw/app-kit/form-frame';

export interface LoginFormFrameProps<Values> {
  /** When the fields need the instance too (the send-code button validates the phone). */
  form?: FormInstance<Values>;
  /** The form's accessible name: 账号登录 or 短信登录. */
  title: string;
  /** The login body of this mode, from the submitted values. */
  toBody: (values: Values) => CallBody<typeof authCalls.login>;
  /** The session the server answered; the shell stores it and routes on. */
  onSuccess: (session: Session) => void | Promise<void>;
  /** The mode's own fields. */
  children: ReactNode;
}

/**
 * What both login modes share: the login call, the server's reason for a refusal, the 登录
 * button. A dialog over the page rather than a page: nothing typed in it is worth a question
 * when the member leaves, so the unsaved-changes guard stays off.
 */
export function LoginFormFrame<Values>({
  form,
  title,
  toBody,
  onSuccess,
  children,
}: LoginFormFrameProps<Values>) {
  return (
    <FormFrame
      title={title}
      call={authCalls.login}
      form={form}
      toBody={toBody}
      onSuccess={onSuccess}
      submitText="登录"
      requiredMark={false}
      guardUnsaved={false}
    >
      {children}
    </FormFrame>
  );
}
