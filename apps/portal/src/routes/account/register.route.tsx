import { AuthCard } from '@qyfw/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { publicHref } from '../../components/app-link';
import { BackHomeButton } from '../../components/back-home-button';
import { memberDisplayName, openLoginDialog, useCompleteLogin, useSession } from '../../session';

export const Route = createFileRoute('/_account/register')({
  staticData: { page: { tab: null, title: '注册', plain: false } },
  component: RegisterPage,
});

/** /register (opened in a new window from the header): a new account, logged in at once. */
function RegisterPage() {
  const completeLogin = useCompleteLogin();
  const { isLoggedIn, user } = useSession();

  const loginLink = (
    <>
      已有账号？
      <a
        href={publicHref('/login')}
        onClick={(event) => {
          event.preventDefault();
          openLoginDialog();
        }}
      >
        立即登录
      </a>
    </>
  );

  if (isLoggedIn) {
    return (
      <AuthCard
        title="注册账号"
        description={`您已登录${user ? `为 ${memberDisplayName(user)}` : ''}，无需重复注册。`}
      >
        <p style={{ textAlign: 'center' }}>
          <BackHomeButton />
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="注册账号"
      description="注册后即可搜索政策与企业、在线咨询；完善企业信息后可使用政策匹配"
      footer={loginLink}
    >
      <RegisterForm
        onRegistered={(session) =>
          completeLogin({ kind: 'session', session }, { successMessage: '注册成功' })
        }
        renderAgreementLink={({ status, label }) => (
          <Link to="/ysMent" search={{ status }}>
            {label}
          </Link>
        )}
      />
    </AuthCard>
  );
}
