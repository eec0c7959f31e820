import * as accountCalls from '@qyfw/portal-sdk/calls/account';
import * as messageCalls from '@qyfw/portal-sdk/calls/message';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { Button, Popconfirm } from 'antd';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { notify } from '../lib/notify';
import { sdk } from '../lib/sdk';

/**
 * 停用地址 for the private calendar feed, behind a confirmation. Both pages that show the feed
 * (待办期限 and 账号安全) use it, so a revoke on either refreshes what both show.
 */
export function RevokeFeedButton({ onRevoked }: { readonly onRevoked?: () => void }) {
  const revoke = useCallMutation(messageCalls.calendar_feed_revoke, {
    client: sdk,
    invalidates: [messageCalls.calendar_feed, accountCalls.security_overview],
    onSuccess: () => {
      onRevoked?.();
      void notify.success('订阅地址已停用');
    },
    onError: (error) => {
      const message = failureMessage(error);
      if (message) void notify.error(message);
    },
  });
  return (
    <Popconfirm
      title="停用订阅地址？"
      description="停用后，已订阅的日历将不再更新。"
      okText="停用"
      cancelText="取消"
      onConfirm={() => revoke.mutate({})}
    >
      <Button danger loading={revoke.isPending}>
        停用地址
      </Button>
    </Popconfirm>
  );
}
