import { MESSAGE_TYPES } from '@qyfw/portal-sdk/constants';
import type { Message } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { Tag } from 'antd';
import styles from './messages.module.css';

export interface MessageListProps {
  messages: readonly Message[];
  /** Opening a message: it is marked read and, when it leads somewhere, followed. */
  onOpen: (message: Message) => void;
}

/** One page of messages: unread ones marked with a dot and bold titles. */
export function MessageList({ messages, onOpen }: MessageListProps) {
  return (
    <ul className={styles.list} aria-label="消息列表">
      {messages.map((message) => {
        const unread = message.read_at === null;
        return (
          <li key={message.id} className={`${styles.item} ${unread ? styles.unread : ''}`}>
            <span className={styles.dot} aria-hidden="true" />
            <button type="button" className={styles.title} onClick={() => onOpen(message)}>
              {message.title}
            </button>
            <time
              className={styles.time}
              dateTime={new Date(message.created_at * 1000).toISOString()}
            >
              {formatDate(message.created_at, 'YYYY-MM-DD HH:mm')}
            </time>
            <p className={styles.body}>{message.body}</p>
            <div className={styles.meta}>
              <Tag>{MESSAGE_TYPES[message.type]}</Tag>
              {unread ? <Tag color="red">未读</Tag> : null}
              {message.link ? <span className={styles.time}>点击标题查看详情</span> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
