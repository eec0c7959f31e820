import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { formatDate } from '@qyfw/ui';
import { Button } from 'antd';
import type { AutosaveStatus } from '../use-draft-autosave';
import styles from './application.module.css';

export interface SavedIndicatorProps {
  readonly status: AutosaveStatus;
  /** Saves again after a failure. */
  readonly onRetry: () => void;
}

/**
 * Where the draft stands: 已保存 hh:mm, 正在保存…, 有未保存的修改, or why the save failed with a retry.
 * A polite live region: a screen reader hears a failure, not every keystroke's save.
 */
export function SavedIndicator({ status, onRetry }: SavedIndicatorProps) {
  return (
    <div className={styles.saved} role="status" aria-live="polite">
      {status.phase === 'saving' && (
        <>
          <LoadingOutlined aria-hidden /> 正在保存…
        </>
      )}
      {status.phase === 'dirty' && <span className={styles.muted}>有未保存的修改</span>}
      {status.phase === 'saved' && (
        <>
          <CheckCircleOutlined aria-hidden className={styles.ok} /> 草稿已保存{' '}
          {formatDate(Math.floor(status.at.getTime() / 1000), 'HH:mm')}
        </>
      )}
      {status.phase === 'failed' && (
        <>
          <ExclamationCircleOutlined aria-hidden className={styles.bad} /> 草稿保存失败：
          {status.message}
          <Button size="small" type="link" onClick={onRetry}>
            重试
          </Button>
        </>
      )}
    </div>
  );
}
