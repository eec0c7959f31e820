import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import { LOGIN_METHOD_LABELS } from '@qyfw/portal-sdk/calls/account';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { LoginRecord } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { LOGIN_HISTORY_PAGE_SIZE, loginHistoryQueryOptions } from '../api';

/** 登录记录: time, place, device, method; 结束此会话 for the member's other live sessions. */
export function LoginHistory({ member }: { readonly member: string }) {
  const [page, setPage] = useState(1);
  const history = useQuery(loginHistoryQueryOptions(member, page));
  const end = useCallMutation(accountCalls.session_end, {
    client: sdk,
    invalidates: [accountCalls.login_history],
    onSuccess: () => void notify.success('该会话已结束，对应设备需要重新登录'),
  });

  if (history.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="登录记录加载失败"
        action={
          <Button size="small" onClick={() => void history.refetch()}>
            重新加载
          </Button>
        }
      />
    );

  const status = (record: LoginRecord) => {
    // Default tags: the coloured ones fall short of 4.5:1 on the table's background.
    if (record.current) return <Tag>当前会话</Tag>;
    if (!record.active) return <Tag>已结束</Tag>;
    return (
      <Popconfirm
        title="结束此会话？"
        description="该设备上的登录将退出，需要重新登录。"
        okText="结束"
        cancelText="取消"
        onConfirm={() => end.mutate({ id: record.id })}
      >
        <Button size="small" danger>
          结束此会话
        </Button>
      </Popconfirm>
    );
  };

  return (
    <>
      {end.error && <Alert type="error" showIcon role="alert" title={failureMessage(end.error)} />}
      <Table<LoginRecord>
        rowKey="id"
        size="middle"
        loading={history.isLoading}
        dataSource={history.data?.list ?? []}
        locale={{ emptyText: '暂无登录记录' }}
        pagination={{
          current: page,
          pageSize: LOGIN_HISTORY_PAGE_SIZE,
          total: history.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: '登录时间',
            dataIndex: 'createtime',
            render: (seconds: number) => formatDate(seconds, 'YYYY-MM-DD HH:mm'),
          },
          {
            title: '登录地点',
            key: 'place',
            render: (_value, record) => `${record.place}${record.ip ? `（${record.ip}）` : ''}`,
          },
          { title: '设备', dataIndex: 'device' },
          {
            title: '登录方式',
            dataIndex: 'method',
            render: (method: LoginRecord['method']) => LOGIN_METHOD_LABELS[method],
          },
          { title: '状态', key: 'status', render: (_value, record) => status(record) },
        ]}
      />
    </>
  );
}
