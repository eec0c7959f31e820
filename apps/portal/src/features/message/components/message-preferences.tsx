import {
  copiesAlwaysSent,
  COPIES_PER_TYPE_PER_DAY,
  DIGEST_HOUR,
  MESSAGE_TYPES,
} from '@qyfw/portal-sdk/constants';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import type { MessagePreference } from '@qyfw/portal-sdk/schemas';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Switch } from 'antd';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { messageCalls, preferencesQueryOptions } from '../api';
import styles from './messages.module.css';

type Channel = 'sms' | 'email';

const HINT =
  '站内消息始终保留；短信、邮件副本发送到您绑定的手机号和邮箱。' +
  '短信副本默认关闭、邮件副本默认开启，可按类型开启或关闭（账号安全通知始终发送）。' +
  `同一类型的消息每天最多${COPIES_PER_TYPE_PER_DAY}条单独发送副本，` +
  `其余的于次日${DIGEST_HOUR}点后汇总为一条提醒。`;
const CHANNEL_NAMES: Record<Channel, string> = { sms: '短信', email: '邮件' };

/**
 * 通知设置: per message type, whether an SMS and an email copy go to the bound phone and email.
 * The in-app message is always kept, so its column is shown switched on and fixed. What the
 * switches show is the server's answer: SMS off and email on until the member changes them.
 */
export function MessagePreferences({ member }: { member: string }) {
  const preferences = useQuery(preferencesQueryOptions(member));
  const save = useCallMutation(messageCalls.message_preferences_save, {
    client: sdk,
    invalidates: [messageCalls.message_preferences],
    onSuccess: () => void notify.success('通知设置已保存'),
    onError: (error) => {
      const message = failureMessage(error);
      if (message) void notify.error(message);
    },
  });

  if (preferences.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (preferences.isError) {
    return (
      <QueryFailure
        title="通知设置加载失败"
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
      />
    );
  }

  const toggle = (item: MessagePreference, channel: Channel, on: boolean) =>
    save.mutate({ list: [{ ...item, [channel]: on }] });
  const saving = save.isPending ? save.variables?.list[0] : undefined;

  return (
    <>
      <p className={styles.hint}>{HINT}</p>
      <table className={styles.preferences}>
        <thead>
          <tr>
            <th scope="col">消息类型</th>
            <th scope="col">站内消息</th>
            <th scope="col">短信</th>
            <th scope="col">邮件</th>
          </tr>
        </thead>
        <tbody>
          {preferences.data.list.map((item) => {
            const name = MESSAGE_TYPES[item.type];
            return (
              <tr key={item.type}>
                <th scope="row">{name}</th>
                <td>
                  <Switch checked disabled aria-label={`${name}站内消息（始终开启）`} />
                </td>
                {(['sms', 'email'] as const).map((channel) =>
                  copiesAlwaysSent(item.type) ? (
                    <td key={channel}>
                      <Switch
                        checked
                        disabled
                        aria-label={`${name}${CHANNEL_NAMES[channel]}通知（始终发送）`}
                      />
                    </td>
                  ) : (
                    <td key={channel}>
                      <Switch
                        checked={saving?.type === item.type ? saving[channel] : item[channel]}
                        loading={saving?.type === item.type}
                        disabled={save.isPending}
                        aria-label={`${name}${CHANNEL_NAMES[channel]}通知`}
                        onChange={(on) => toggle(item, channel, on)}
                      />
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
