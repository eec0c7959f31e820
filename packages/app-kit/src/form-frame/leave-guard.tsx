import { useBlocker } from '@tanstack/react-router';
import { Button, Modal } from 'antd';
import { useCallback } from 'react';

export interface LeaveGuardProps {
  /** Whether leaving now would lose what was typed; read at the moment of leaving. */
  hasUnsavedChanges: () => boolean;
  /** The form, named in the question (注册, 完善账号信息). */
  formTitle: string;
}

/**
 * Asks before a page with unsaved input is left: in the portal (a link, the header, back and
 * forward) with a Chinese dialog whose safe answer, 留在此页, has the focus (Enter or Esc keeps
 * the page); closing or reloading the tab with the browser's own beforeunload prompt, whose text
 * no page can set.
 */
export function LeaveGuard({ hasUnsavedChanges, formTitle }: LeaveGuardProps) {
  const blocker = useBlocker({
    // A change of search params alone keeps this page, and what was typed, on screen.
    shouldBlockFn: useCallback(
      ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
        current.pathname !== next.pathname && hasUnsavedChanges(),
      [hasUnsavedChanges],
    ),
    enableBeforeUnload: hasUnsavedChanges,
    withResolver: true,
  });
  const blocked = blocker.status === 'blocked';

  return (
    <Modal
      open={blocked}
      title="离开此页？"
      onCancel={() => blocker.reset?.()}
      footer={[
        <Button key="leave" danger onClick={() => blocker.proceed?.()}>
          离开
        </Button>,
        <Button key="stay" type="primary" autoFocus onClick={() => blocker.reset?.()}>
          留在此页
        </Button>,
      ]}
      destroyOnHidden
    >
      <p>“{formTitle}”中填写的内容尚未提交，离开后将会丢失。</p>
    </Modal>
  );
}
