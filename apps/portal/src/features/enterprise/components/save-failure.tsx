import { isPortalError } from '@qyfw/portal-sdk';
import { Alert, Button } from 'antd';
import { failureMessage } from '@qyfw/app-kit/call-errors';

export interface SaveFailureProps {
  error: Error | null;
  nothingToSave: boolean;
  onReload: () => void;
}

/** Whether the save was refused because someone else saved first (HTTP 409). */
export function isStaleSave(error: unknown): boolean {
  return isPortalError(error) && error.status === 409;
}

/**
 * What a save that did not go through says, above the buttons: someone else saved first (with a
 * reload, which drops this page's edits), the server's reason for a refused value, or that there
 * was nothing to save.
 */
export function SaveFailure({ error, nothingToSave, onReload }: SaveFailureProps) {
  if (error && isStaleSave(error)) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title="企业信息已被其他成员修改"
        description="您看到的不是最新内容，保存未生效。请重新加载后再修改（本页未保存的修改将丢失）。"
        action={
          <Button size="small" type="primary" onClick={onReload}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (error) {
    const message = failureMessage(error) ?? error.message;
    return <Alert type="error" showIcon role="alert" title="保存失败" description={message} />;
  }
  if (nothingToSave) return <Alert type="info" showIcon role="status" title="没有需要保存的修改" />;
  return null;
}
