// The console's frame: the side menu from the role the server reports, the user's name and unit,
// and 退出登录.
import { admin_sign_out } from '@qyfw/portal-sdk/calls/console-auth';
import { useAppKit } from '@qyfw/app-kit/provider';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Button, Layout, Space, Typography } from 'antd';
import { clearToken } from '../session/console-session';
import { NextYearBanner } from '../features/calendar/next-year-banner';
import { meQuery } from '../session/me';
import { mayOpen } from './menu';
import { ForbiddenPage } from './forbidden-page';
import { ShellMenu } from './shell-menu';
import styles from './console-shell.module.css';

export function ConsoleShell() {
  const { client } = useAppKit();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: me } = useSuspenseQuery(meQuery(client));
  const path = useRouterState({ select: (state) => state.location.pathname });

  async function signOut() {
    try {
      await client.call(admin_sign_out, {}, { quiet: true });
    } finally {
      clearToken();
      queryClient.clear();
      void navigate({ to: '/sign-in' });
    }
  }

  return (
    <Layout className={styles.layout}>
      <Layout.Sider width={200} className={styles.sider}>
        <div className={styles.brand}>管理后台</div>
        <ShellMenu role={me.role} path={path} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Space>
            <Typography.Text>
              {me.name}（{me.role_label}
              {me.unit ? ` · ${me.unit.name}` : ''}）
            </Typography.Text>
            <Button onClick={() => void signOut()}>退出登录</Button>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <main>
            <NextYearBanner />
            {/* The server refuses the screen's calls anyway; this says why instead of 加载失败. */}
            {mayOpen(me.role, path) ? <Outlet /> : <ForbiddenPage roleLabel={me.role_label} />}
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
