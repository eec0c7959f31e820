import { AuthCard } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ForgetPasswordFlow } from '../../features/auth/components/forget-password-flow';
import { siteConfigQueryOptions } from '../../features/site/api';

export const Route = createFileRoute('/_account/forgetPassWord')({
  staticData: { page: { tab: null, title: '找回密码', plain: false } },
  component: ForgetPasswordPage,
});

/** /forgetPassWord (contract §2, §5): a new password through a code to the bound phone or email. */
function ForgetPasswordPage() {
  const navigate = useNavigate();
  // The footer's site config (already fetched on every page): its hotline helps a member whose
  // account has no phone or email bound.
  const { data: config } = useQuery(siteConfigQueryOptions);
  return (
    <AuthCard title="找回密码" description="验证码将发送至账号绑定的手机号或邮箱">
      <ForgetPasswordFlow
        onLogin={() => void navigate({ to: '/login' })}
        hotline={config?.fwrx || undefined}
      />
    </AuthCard>
  );
}
