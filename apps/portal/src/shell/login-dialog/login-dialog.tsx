import { AgreementNotice, LoginModeToggle, PortalThemeProvider, QrLoginPanel } from '@qyfw/ui';
import { Modal, Tabs } from 'antd';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { AccountLoginForm } from '../../features/auth/components/account-login-form';
import { SmsLoginForm } from '../../features/auth/components/sms-login-form';
import { useQrLoginPolling } from '../../features/auth/use-qr-login-polling';
import { closeLoginDialog } from '../../session/login-dialog-store';
import { useCompleteLogin } from '../../session/use-complete-login';
import styles from './login-dialog.module.css';

/** The dialog's modes, QR code first (contract §4), with the spec's number for each (on the body as data-login-mode). */
const LOGIN_DIALOG_MODES = { qr: 1, account: 2 } as const;

type Mode = keyof typeof LOGIN_DIALOG_MODES;

/** A link in the dialog that navigates here closes it; one opened in a new tab leaves it open. */
function closeOnPlainClick(event: MouseEvent): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
    return;
  closeLoginDialog();
}

/**
 * The login dialog (contract §4): QR mode first (status 1), account mode (status 2) with 账号登录 and
 * 短信登录; the corner icon and 其他方式登录 switch modes. The QR is polled only while it is
 * on screen: switching to account mode or closing stops it, switching back starts over.
 */
export function LoginDialog({ open }: { open: boolean }) {
  const [mode, setMode] = useState<Mode>('qr');
  const completeLogin = useCompleteLogin();
  const qr = useQrLoginPolling({
    active: open && mode === 'qr',
    onConfirmed: ({ userId, token }) => void completeLogin({ kind: 'token', userId, token }),
  });
  // Set by a switch the member asked for (not by a fresh opening), so the mode's first stop
  // takes the focus: the button they pressed is gone with the old mode, and focus would
  // otherwise fall to the page's body, behind the dialog (WCAG 2.4.3).
  const focusOnSwitch = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLSpanElement>(null);
  const switchTo = (next: Mode) => {
    focusOnSwitch.current = true;
    setMode(next);
  };
  const toggle = () => switchTo(mode === 'qr' ? 'account' : 'qr');

  useEffect(() => {
    if (!focusOnSwitch.current) return;
    focusOnSwitch.current = false;
    // Account mode: its first field (账号). QR mode has no field: its heading.
    const target =
      mode === 'account'
        ? bodyRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled])')
        : titleRef.current;
    target?.focus();
  }, [mode]);

  return (
    // A chunk loaded on demand over any page, the home page included, which has no antd provider.
    <PortalThemeProvider>
      <Modal
        open={open}
        onCancel={closeLoginDialog}
        // Every opening starts in QR mode, the default (contract §4).
        afterOpenChange={(visible) => {
          if (!visible) setMode('qr');
        }}
        title={
          // Focusable by script only: where focus lands after switching to QR mode.
          <span ref={titleRef} tabIndex={-1} className={styles.title}>
            {mode === 'qr' ? '扫码登录' : '账号登录'}
          </span>
        }
        footer={null}
        width={420}
        centered
        destroyOnHidden
        className={styles.dialog}
      >
        <div ref={bodyRef} className={styles.body} data-login-mode={LOGIN_DIALOG_MODES[mode]}>
          <LoginModeToggle mode={mode} onToggle={toggle} />
          {mode === 'qr' ? (
            <>
              <QrLoginPanel
                status={qr.status}
                qrSrc={qr.qrSrc}
                errorMessage={qr.errorMessage}
                onRefresh={qr.refresh}
              />
              <p className={styles.switch}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => switchTo('account')}
                >
                  其他方式登录
                </button>
              </p>
            </>
          ) : (
            <>
              <Tabs
                centered
                destroyOnHidden={false}
                items={[
                  {
                    key: 'account',
                    label: '账号登录',
                    children: (
                      <AccountLoginForm
                        onLoggedIn={(session) => completeLogin({ kind: 'session', session })}
                      />
                    ),
                  },
                  {
                    key: 'sms',
                    label: '短信登录',
                    children: (
                      <SmsLoginForm
                        onLoggedIn={(session) => completeLogin({ kind: 'session', session })}
                      />
                    ),
                  },
                ]}
              />
              <p className={styles.links}>
                <Link to="/forgetPassWord" onClick={closeOnPlainClick}>
                  忘记密码
                </Link>
                <Link to="/register" target="_blank" rel="noopener">
                  注册账号
                </Link>
                <button type="button" className={styles.linkButton} onClick={() => switchTo('qr')}>
                  扫码登录
                </button>
              </p>
            </>
          )}
          <AgreementNotice
            renderLink={({ status, label }) => (
              <Link to="/ysMent" search={{ status }} onClick={closeOnPlainClick}>
                {label}
              </Link>
            )}
          />
        </div>
      </Modal>
    </PortalThemeProvider>
  );
}
