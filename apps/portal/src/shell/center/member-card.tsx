import { FLOWS } from '@qyfw/portal-sdk/flows';
import type { EnterpriseAuthState } from '@qyfw/portal-sdk/flows';
import type { UserInfo } from '@qyfw/portal-sdk/schemas';
import { Link } from '@tanstack/react-router';
import { Avatar, Badge, Tag } from 'antd';
import { useUploadUrl } from '@qyfw/app-kit/upload-field';
import { useUnreadCount } from '../../features/message/unread-count';
import { memberDisplayName } from '../../session';
import styles from './center-layout.module.css';

/**
 * Each authentication state's tag: green done, blue waiting, orange to act on — in darker text
 * than antd's preset tags, whose green and orange on their pale fills fall below WCAG's 4.5:1.
 */
const AUTH_STATE_TAGS: Readonly<Record<EnterpriseAuthState, string | undefined>> = {
  approved: styles.tagDone,
  pending: styles.tagWaiting,
  awaiting_enterprise: styles.tagWaiting,
  returned: styles.tagToAct,
  withdrawn: styles.tagClosed,
};

export interface MemberCardProps {
  user: UserInfo;
}

/**
 * The member's card at the top of the personal center: who they are, their enterprise and where its
 * authentication stands, and what to do next when something is missing.
 */
export function MemberCard({ user }: MemberCardProps) {
  const name = memberDisplayName(user);
  const { enterprise } = user;
  const avatar = useUploadUrl(user.avatar_id ?? undefined);
  const unread = useUnreadCount() ?? 0;
  return (
    <section className={styles.card} aria-labelledby="member-card-name">
      {/* Decorative: the name beside it says who this is. */}
      <Avatar size={56} className={styles.avatar} src={avatar.url} alt="" aria-hidden>
        {name.slice(0, 1)}
      </Avatar>
      <p id="member-card-name" className={styles.cardName}>
        {name}
      </p>
      {user.username ? (
        <p className={styles.cardLine}>用户名：{user.username}</p>
      ) : (
        <p className={styles.cardLine}>
          尚未设置用户名，<Link to="/bindInfo">去完善账号信息</Link>
        </p>
      )}
      <div className={styles.cardEnterprise}>
        {enterprise ? (
          <>
            <p className={styles.cardEnterpriseName}>{enterprise.name}</p>
            <Tag className={AUTH_STATE_TAGS[enterprise.auth_state]}>
              {FLOWS.enterprise_auth.states[enterprise.auth_state]}
            </Tag>
            {enterprise.auth_state !== 'approved' && (
              <p className={styles.cardLine}>
                <Link to="/identity">查看企业认证</Link>
              </p>
            )}
          </>
        ) : (
          <>
            <p className={styles.cardLine}>尚未认证企业</p>
            <p className={styles.cardLine}>
              <Link to="/identity">去企业认证</Link>
            </p>
          </>
        )}
      </div>
      <Link to="/messages" className={styles.cardMessages}>
        未读消息
        <Badge count={unread} showZero color={unread > 0 ? '#e5484d' : '#b8c2d1'} />
      </Link>
    </section>
  );
}
