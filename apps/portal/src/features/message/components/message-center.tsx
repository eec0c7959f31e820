import { MESSAGE_TYPE_NAMES, MESSAGE_TYPES } from '@qyfw/portal-sdk/constants';
import { DataList } from '@qyfw/app-kit/data-list';
import type { Message, MessageReadState } from '@qyfw/portal-sdk/schemas';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import {
  MESSAGE_PAGE_SIZE,
  messageCalls,
  messageListQueryOptions,
  READ_INVALIDATES,
  unreadCountQueryOptions,
} from '../api';
import type { MessageListSearch } from '../search';
import { MessageCard } from './message-card';
import { MessageDetailDialog } from './message-detail-dialog';
import { MessagePreferences } from './message-preferences';
import styles from './messages.module.css';

const READ_STATE_OPTIONS: { label: string; value: MessageReadState }[] = [
  { label: '全部', value: 'all' },
  { label: '未读', value: 'unread' },
  { label: '已读', value: 'read' },
];

export interface MessageCenterProps {
  /** The member's id (the queries' cache belongs to them). */
  member: string;
  search: MessageListSearch;
  onSearchChange: (next: Partial<MessageListSearch>) => void;
  /** Follows a message's link (a portal path such as /identity). */
  onFollow: (link: string) => void;
}

function reportFailure(error: unknown) {
  const message = failureMessage(error);
  if (message) void notify.error(message);
}

/**
 * 消息中心 on the list frame: type tabs with unread counts, the read-state filter, the count, the
 * list with loading / empty / 重试, read marks and settings. Opening a message follows its link
 * to the screen that settles it; one without a screen yet shows its full text (issue 25).
 */
export function MessageCenter({ member, search, onSearchChange, onFollow }: MessageCenterProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [shown, setShown] = useState<Message | null>(null);
  const unread = useQuery(unreadCountQueryOptions(member));
  const page = useQuery({
    ...messageListQueryOptions(member, search),
    // Paging or switching filters keeps the last list on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
  const read = useCallMutation(messageCalls.message_read, {
    client: sdk,
    invalidates: READ_INVALIDATES,
    onError: reportFailure,
  });
  const readAll = useCallMutation(messageCalls.message_read_all, {
    client: sdk,
    invalidates: READ_INVALIDATES,
    onSuccess: ({ updated }) =>
      void notify.success(updated > 0 ? `已将 ${updated} 条消息标为已读` : '没有未读消息'),
    onError: reportFailure,
  });

  const open = (message: Message) => {
    if (message.read_at === null) read.mutate({ ids: [message.id] });
    if (message.link) onFollow(message.link);
    else setShown(message);
  };
  const scopeUnread =
    search.type === 'all' ? unread.data?.total : unread.data?.by_type[search.type];

  const tabItems = [
    { key: 'all', label: <TabLabel name="全部" count={unread.data?.total} /> },
    ...MESSAGE_TYPE_NAMES.map((type) => ({
      key: type,
      label: <TabLabel name={MESSAGE_TYPES[type]} count={unread.data?.by_type[type]} />,
    })),
  ];

  return (
    <>
      <Tabs
        activeKey={search.type}
        items={tabItems}
        onChange={(key) => onSearchChange({ type: key as MessageListSearch['type'], page: 1 })}
      />
      <div className={styles.toolbar}>
        <div className={styles.actions}>
          <Button
            loading={readAll.isPending}
            disabled={!scopeUnread}
            onClick={() => readAll.mutate(search.type === 'all' ? {} : { type: search.type })}
          >
            {search.type === 'all' ? '全部标为已读' : `${MESSAGE_TYPES[search.type]}全部标为已读`}
          </Button>
          <Button onClick={() => setSettingsOpen(true)}>通知设置</Button>
        </div>
      </div>
      <DataList<Message>
        label="消息"
        listLabel="消息列表"
        query={page}
        rowKey={(message) => message.id}
        page={search.page}
        pageSize={MESSAGE_PAGE_SIZE}
        onPageChange={(next) => onSearchChange({ page: next })}
        emptyText={search.state === 'unread' ? '没有未读消息' : '暂无消息'}
        filters={
          <Segmented
            aria-label="已读状态"
            options={READ_STATE_OPTIONS}
            value={search.state}
            onChange={(state) => onSearchChange({ state, page: 1 })}
          />
        }
        view={{ renderCard: (message) => <MessageCard message={message} onOpen={open} /> }}
      />
      <MessageDetailDialog message={shown} onClose={() => setShown(null)} />
      <Drawer title="通知设置" open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <MessagePreferences member={member} />
      </Drawer>
    </>
  );
}

function TabLabel({ name, count }: { name: string; count: number | undefined }) {
  return (
    <span>
      {name}
      {count ? (
        <Badge count={count} size="small" offset={[4, -2]} aria-label={`${count}条未读`} />
      ) : null}
    </span>
  );
}
