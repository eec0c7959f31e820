import { DesktopOutlined, QrcodeOutlined } from '@ant-design/icons';
import { paletteVariables } from '../palette/palette-variables';
import styles from './login-panel.module.css';

export type LoginPanelMode = 'qr' | 'account';

export interface LoginModeToggleProps {
  /** The mode on screen; the corner offers the other one. */
  mode: LoginPanelMode;
  onToggle: () => void;
}

/** The folded corner of the login dialog that switches between QR and account login (contract §4). */
export function LoginModeToggle({ mode, onToggle }: LoginModeToggleProps) {
  const label = mode === 'qr' ? '切换到账号登录' : '切换到扫码登录';
  return (
    <button
      type="button"
      className={styles.corner}
      style={paletteVariables}
      onClick={onToggle}
      aria-label={label}
      title={label}
    >
      {mode === 'qr' ? (
        <DesktopOutlined aria-hidden="true" />
      ) : (
        <QrcodeOutlined aria-hidden="true" />
      )}
    </button>
  );
}
