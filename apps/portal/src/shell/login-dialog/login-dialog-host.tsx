import { lazy, Suspense, useState } from 'react';
import { importWithRetry } from '../../lib/asset-load-recovery';
import { useLoginDialogOpen } from '../../session/login-dialog-store';

// The dialog (antd Modal, Form, Tabs) is a chunk of its own, fetched the first time someone
// asks to log in: visitors who only browse never download it (TOOLCHAIN: ≈70 KB gzip).
const LoginDialog = lazy(() =>
  importWithRetry(() => import('./login-dialog')).then((module) => ({
    default: module.LoginDialog,
  })),
);

/** Mounts the login dialog once it is first wanted, and keeps it for the closing animation. */
export function LoginDialogHost() {
  const open = useLoginDialogOpen();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} />
    </Suspense>
  );
}
