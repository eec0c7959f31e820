import { MESSAGE_TYPES } from '@qyfw/portal-sdk/constants';
import type { Message } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { Button, Modal, Tag } from 'antd';
import styles from './messages.module.css';

/**
 * A message with no screen to settle it yet (诉求, 供需 — their member screens are planned): its
 * own full text, so opening it is never a dead click (issue 25).
 */
export function MessageDetailDialog({
  message,
  onClose,
}: {
  message: Message | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={message !== null}
      title={message?.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {message ? (
        <div>
          <p className={styles.detailMeta}>
            <Tag>{MESSAGE_TYPES[message.type]}</Tag>
            <time dateTime={new Date(message.created_at * 1000).toISOString()}>
              {formatDate(message.created_at, 'YYYY-MM-DD HH:mm')}
            </time>
          </p>
          <p className={styles.detailBody}>{message.body}</p>
        </div>
      ) : null}
    </Modal>
  );
}
