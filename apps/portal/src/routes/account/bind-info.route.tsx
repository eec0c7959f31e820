import { AuthCard } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BindInfoForm } from '../../features/account/components/bind-info-form';
import { notify } from '../../lib/notify';
import { BackHomeButton } from '../../components/back-home-button';
import { checkRenewal, loadUserInfo, userQueryOptions, useSession } from '../../session';

const TITLE = '完善账号信息';

export const Route = createFileRoute('/_member/bindInfo')({
  // A visitor meets the member layout's gate: 请先登录，再完善账号信息.
  staticData: { page: { tab: null, title: TITLE, plain: false, loginFor: TITLE } },
  component: BindInfoPage,
});

/**
 * /bindInfo (contract §4): where a member with neither username nor enterprise authentication lands
 * after login (typically a new SMS member): username if missing, enterprise name, unified
 * social credit code.
 */
function BindInfoPage() {
  const navigate = useNavigate();
  const { isLoggedIn, user, enterpriseId } = useSession();
  // Normally in the cache already (after login, or when the page opened); fetched if it is not.
  const userInfo = useQuery({ ...userQueryOptions, enabled: isLoggedIn && !user });

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
