import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { openLoginDialog, useSession } from '../../../session';
import { libraryCalls, policyDetailQueryOptions } from '../api';
import styles from './policy-detail.module.css';

/**
 * 订阅变更: a member follows the document (told when it is revised, repealed or gets a new
 * call). A visitor's click opens the login dialog. The switch shows the server's answer.
 */
export function SubscribeToggle({
  policyId,
  subscribed,
}: {
  policyId: number;
  subscribed: boolean;
}) {
  const { isLoggedIn, userId } = useSession();
  const queryClient = useQueryClient();
  const options = {
    client: sdk,
    onSuccess: ({ subscribed: now }: { subscribed: boolean }) => {
      queryClient.setQueryData(policyDetailQueryOptions(policyId, userId).queryKey, (detail) =>
        detail ? { ...detail, subscribed: now } : detail,
      );
      void notify.success(now ? '已订阅，政策修订、废止或发布申报通知时将通知您' : '已取消订阅');
    },
    onError: (error: unknown) => {
      const message = failureMessage(error);
      if (message) void notify.error(message);
    },
  };
  const subscribe = useCallMutation(libraryCalls.policy_subscribe, options);
  const unsubscribe = useCallMutation(libraryCalls.policy_unsubscribe, options);
  const pending = subscribe.isPending || unsubscribe.isPending;

  return (
    <label className={styles.subscribe}>
      <BellOutlined aria-hidden="true" />
      <span>订阅变更</span>
      <Switch
        checked={isLoggedIn && subscribed}
        loading={pending}
        aria-label="订阅本政策的变更"
        onChange={(next) => {
          if (!isLoggedIn) {
            void notify.info('登录后可订阅政策变更');
            openLoginDialog();
            return;
          }
          (next ? subscribe : unsubscribe).mutate({ policy_id: policyId });
        }}
      />
    </label>
  );
}
