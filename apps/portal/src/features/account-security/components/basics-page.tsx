import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton } from 'antd';
import { userQueryOptions, useSession } from '../../../session';
import { securityOverviewQueryOptions, useWechatOffered } from '../api';
import { BoundContacts } from './bound-contacts';
import { CalendarFeedEntry } from './calendar-feed-entry';
import { LoginHistory } from './login-history';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import styles from './account-security.module.css';

/** /basics 基本信息: profile, password, bound contacts, the calendar feed and the login history. */
export function BasicsPage() {
  const { userId } = useSession();
  const member = userId ?? '';
  const user = useQuery(userQueryOptions);
  const overview = useQuery(securityOverviewQueryOptions(member));
  const wechatOffered = useWechatOffered(member);

  if (user.isError || overview.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="基本信息加载失败"
        action={
          <Button
            size="small"
            onClick={() => {
              void user.refetch();
              void overview.refetch();
            }}
          >
            重新加载
          </Button>
        }
      />
    );
  if (!user.data || !overview.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  const changedAt = overview.data.password_changed_at;
  return (
    <div className={styles.stack}>
      <Card title="基本信息" size="small">
        <div className={styles.form}>
          <ProfileForm user={user.data} />
        </div>
      </Card>
      <Card
        title={overview.data.has_password ? '修改密码' : '设置密码'}
        size="small"
        extra={changedAt ? `上次修改：${formatDate(changedAt, 'YYYY-MM-DD HH:mm')}` : undefined}
      >
        <div className={styles.form}>
          <PasswordForm hasPassword={overview.data.has_password} />
        </div>
      </Card>
      <Card title="绑定信息" size="small">
        <BoundContacts
          user={user.data}
          wechatBound={overview.data.wechat_bound}
          wechatOffered={wechatOffered}
        />
      </Card>
      <Card title="日历订阅地址" size="small">
        <CalendarFeedEntry feed={overview.data.calendar_feed} />
      </Card>
      <Card title="登录记录" size="small">
        <LoginHistory member={member} />
      </Card>
    </div>
  );
}
