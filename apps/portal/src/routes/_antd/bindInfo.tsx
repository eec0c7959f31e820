import { AuthCard } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { BindInfoForm } from '../../features/account/components/bind-info-form';
import { notify } from '../../lib/notify';
import { pageTitle } from '../../lib/site';
import { BackHomeButton } from '../../shell/back-home-button';
import { checkRenewal } from '../../shell/renewal-warning/check-renewal';
import { loadUserInfo, openLoginDialog, useSession } from '../../shell/session';

export const Route = createFileRoute('/_antd/bindInfo')({
  head: () => ({ meta: [{ title: pageTitle('完善账号信息') }] }),
  component: BindInfoPage,
});

const TITLE = '完善账号信息';

/**
 * /bindInfo (§4): where a member with neither username nor enterprise authentication lands
 * after login (typically a new SMS member): username if missing, enterprise name, unified
 * social credit code.
 */
function BindInfoPage() {
  const navigate = useNavigate();
  const { isLoggedIn, user, enterpriseId } = useSession();
  // Normally loaded already (after login, or when the page opened); fetched here if it is not.
  const userInfo = useQuery({
    queryKey: ['bind-info', 'user-detail'],
    queryFn: loadUserInfo,
    enabled: isLoggedIn && !user,
    retry: false,
  });

  if (!isLoggedIn) {
    return (
      <AuthCard title={TITLE} description="请先登录，再完善账号信息">
        <Button type="primary" size="large" block onClick={openLoginDialog}>
          登录
        </Button>
      </AuthCard>
    );
  }
  if (!user) {
    return (
      <AuthCard
        title={TITLE}
        status={userInfo.isError ? 'error' : 'loading'}
        errorMessage={`账号信息加载失败：${userInfo.error?.message ?? ''}`}
        onRetry={() => void userInfo.refetch()}
      />
    );
  }
  if (enterpriseId !== undefined && user.username) {
    return (
      <AuthCard title={TITLE} description="您的账号信息和企业信息已完善。">
        <p style={{ textAlign: 'center' }}>
          <BackHomeButton />
        </p>
      </AuthCard>
    );
  }

  const onBound = async () => {
    await loadUserInfo().catch(() => undefined);
    void notify.success('账号信息已完善');
    await navigate({ to: '/index' });
    await checkRenewal();
  };

  return (
    <AuthCard title={TITLE} description="补全用户名和企业信息后，即可使用政策匹配、企业诉求等服务">
      <BindInfoForm
        username={user.username}
        onBound={onBound}
        onSkip={() => void navigate({ to: '/index' })}
      />
    </AuthCard>
  );
}
