import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ScanConfirm } from '../../features/auth/components/scan-confirm';
import { notify } from '../../lib/notify';
import { establishSession, memberDisplayName, useSession } from '../../session';

const searchSchema = z.object({
  sign: z.string().trim().min(1).max(128).optional().catch(undefined),
});

export const Route = createFileRoute('/_account/m/scan')({
  staticData: { page: { tab: null, title: '扫码登录确认', plain: false } },
  validateSearch: searchSchema,
  component: ScanPage,
});

/** /m/scan?sign= (design §2): opened on the phone by scanning the login dialog's QR. */
function ScanPage() {
  const { sign } = Route.useSearch();
  const { isLoggedIn, user } = useSession();
  const member = isLoggedIn ? { name: user ? memberDisplayName(user) : '当前账号' } : null;
  return (
    <ScanConfirm
      sign={sign}
      member={member}
      onLoggedIn={async (session) => {
        // On the phone the member stays here to confirm: no PC routing after login.
        await establishSession({ kind: 'session', session });
        void notify.success('登录成功');
      }}
    />
  );
}
