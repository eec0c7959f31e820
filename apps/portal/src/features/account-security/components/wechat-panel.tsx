import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Popconfirm, Skeleton } from 'antd';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { wechatStatusQueryOptions } from '../api';
import { WECHAT_BIND_FAILURES, WECHAT_BIND_UNKNOWN_FAILURE, WECHAT_UNAVAILABLE } from '../reasons';

export interface WechatPanelProps {
  readonly member: string;
  /** What the callback said (?result=bound|error&reason=…). */
  readonly result?: 'bound' | 'error' | undefined;
  readonly reason?: string | undefined;
  /** Goes to the provider's authorize page (a full navigation). */
  readonly goTo?: (url: string) => void;
}

/** /wechat: the binding, 解除绑定; or 绑定微信, which goes to WeChat and comes back here. */
export function WechatPanel({
  member,
  result,
  reason,
  goTo = (url) => window.location.assign(url),
}: WechatPanelProps) {
  const status = useQuery(wechatStatusQueryOptions(member));
  const start = useCallMutation(accountCalls.wechat_bind_start, {
    client: sdk,
    onSuccess: (data) => goTo(data.url),
  });
  const unbind = useCallMutation(accountCalls.wechat_unbind, {
    client: sdk,
    invalidates: [accountCalls.wechat_status, accountCalls.security_overview],
    onSuccess: () => void notify.success('已解除微信绑定'),
  });

  if (status.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="微信绑定状态加载失败"
        action={
          <Button size="small" onClick={() => void status.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  if (!status.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const wechat = status.data;
  const failure = start.error ?? unbind.error;

  return (
    <>
      {result === 'bound' && wechat.bound && <Alert type="success" showIcon title="微信绑定成功" />}
      {result === 'error' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={(reason && WECHAT_BIND_FAILURES[reason]) || WECHAT_BIND_UNKNOWN_FAILURE}
        />
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failureMessage(failure)} />}
      {!wechat.configured && !wechat.bound ? (
        <Alert type="info" showIcon title={WECHAT_UNAVAILABLE} />
      ) : wechat.bound ? (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="绑定状态">已绑定</Descriptions.Item>
            <Descriptions.Item label="微信昵称">{wechat.nickname ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="绑定时间">
              {wechat.bound_at ? formatDate(wechat.bound_at, 'YYYY-MM-DD HH:mm') : '—'}
            </Descriptions.Item>
          </Descriptions>
          <Popconfirm
            title="解除微信绑定？"
            description="解除后可重新绑定。"
            okText="确认解除"
            cancelText="取消"
            onConfirm={() => unbind.mutate({})}
          >
            <Button danger loading={unbind.isPending}>
              解除绑定
            </Button>
          </Popconfirm>
        </>
      ) : (
        <>
          <p>点击“绑定微信”将前往微信扫码授权，完成后自动返回本页。</p>
          <Button type="primary" loading={start.isPending} onClick={() => start.mutate({})}>
            绑定微信
          </Button>
        </>
      )}
    </>
  );
}
