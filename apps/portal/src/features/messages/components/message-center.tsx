import { MESSAGE_TYPE_NAMES, MESSAGE_TYPES } from '@qyfw/portal-sdk/constants';
import type { Message, MessageReadState } from '@qyfw/portal-sdk/schemas';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Drawer, Empty, Pagination, Segmented, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../lib/call-errors';
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
import { MessageList } from './message-list';
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

/** 消息中心: type tabs with unread counts, the read-state filter, the list, read marks, settings. */
export function MessageCenter({ member, search, onSearchChange, onFollow }: MessageCenterProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
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
        <Segmented
          aria-label="已读状态"
          options={READ_STATE_OPTIONS}
          value={search.state}
          onChange={(state) => onSearchChange({ state, page: 1 })}
        />
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
      {page.isPending ? (
        <div aria-busy="true" aria-label="正在加载消息">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : page.isError ? (
        <Alert
          type="error"
          showIcon
          title="消息加载失败"
          description={page.error.message}
          action={
            <Button size="small" onClick={() => void page.refetch()}>
              重试
            </Button>
          }
        />
      ) : page.data.list.length === 0 ? (
        <Empty description={search.state === 'unread' ? '没有未读消息' : '暂无消息'} />
      ) : (
        <>
          <MessageList messages={page.data.list} onOpen={open} />
          {page.data.total > MESSAGE_PAGE_SIZE ? (
            <div className={styles.pager}>
              <Pagination
                current={search.page}
                pageSize={MESSAGE_PAGE_SIZE}
                total={page.data.total}
                showSizeChanger={false}
                onChange={(next) => onSearchChange({ page: next })}
              />
            </div>
          ) : null}
        </>
      )}
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
