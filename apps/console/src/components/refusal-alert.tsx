// A call's refusal said where the operator acted (in the dialog, under the button), which stays
// open: the server's own words when it gave some, else what failed and to try again.
import { refusalMessage } from '@qyfw/app-kit/call-errors';
import { Alert } from 'antd';
import type { ReactNode } from 'react';

export interface RefusalAlertProps {
  /** The mutation's error; null or undefined: nothing to say. */
  readonly error: unknown;
  /** Said when the server gave no reason: 保存失败，请稍后重试. */
  readonly fallback: string;
  /** Beside the words: 重试. */
  readonly action?: ReactNode;
}

export function RefusalAlert({ error, fallback, action }: RefusalAlertProps) {
  if (error === null || error === undefined) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={refusalMessage(error) ?? fallback}
      action={action}
    />
  );
}
