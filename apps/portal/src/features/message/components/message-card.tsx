import { MESSAGE_TYPES } from '@qyfw/portal-sdk/constants';
import type { Message } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { Tag } from 'antd';
import styles from './messages.module.css';

export interface MessageCardProps {
  message: Message;
  /** Opening a message: it is marked read and followed, or its full text shown (no dead click). */
  onOpen: (message: Message) => void;
}

/** One message as a list item: unread ones marked with a dot and a bold title. */
export function MessageCard({ message, onOpen }: MessageCardProps) {
  const unread = message.read_at === null;
  return (
    <li className={`${styles.item} ${unread ? styles.unread : ''}`}>
      <span className={styles.dot} aria-hidden="true" />
      <button type="button" className={styles.title} onClick={() => onOpen(message)}>
        {message.title}
      </button>
      <time className={styles.time} dateTime={new Date(message.created_at * 1000).toISOString()}>
        {formatDate(message.created_at, 'YYYY-MM-DD HH:mm')}
      </time>
      <p className={styles.body}>{message.body}</p>
      <div className={styles.meta}>
        <Tag>{MESSAGE_TYPES[message.type]}</Tag>
        {unread ? <Tag color="red">未读</Tag> : null}
        <span className={styles.time}>
          {message.link ? '点击标题前往办理' : '点击标题查看详情'}
        </span>
      </div>
    </li>
  );
}
