import { paletteVariables } from '../palette/palette-variables';
import styles from './policy-tags.module.css';

/**
 * Window state of a call for applications (DOMAIN §1), derived by the server from its dates:
 * 未开始 / 申报中 / 即将截止 (≤ 7 days) / 已截止 / 常年受理.
 */
export type WindowState = 'upcoming' | 'open' | 'closing' | 'closed' | 'always';

export const WINDOW_STATE_LABELS: Record<WindowState, string> = {
  upcoming: '未开始',
  open: '申报中',
  closing: '即将截止',
  closed: '已截止',
  always: '常年受理',
};

export interface WindowStateTagProps {
  state: WindowState;
  /** Days until the deadline (0 = today): shown as 剩 N 天 while the window is open. */
  daysLeft?: number | null | undefined;
  className?: string;
}

/** The window state of a call as a coloured tag, with the days left while it is open. */
export function WindowStateTag({ state, daysLeft, className }: WindowStateTagProps) {
  const open = state === 'open' || state === 'closing';
  const left =
    open && daysLeft !== null && daysLeft !== undefined && daysLeft >= 0
      ? daysLeft === 0
        ? '今日截止'
        : `剩 ${daysLeft} 天`
      : null;
  return (
    <span
      className={[styles.tag, styles[`window-${state}`], className].filter(Boolean).join(' ')}
      style={paletteVariables}
    >
      {WINDOW_STATE_LABELS[state]}
      {left ? <span className={styles.extra}>{left}</span> : null}
    </span>
  );
}

/** Validity of a policy document (DOMAIN §1); 已失效 follows from its last day in force. */
export type PolicyValidityState = 'current' | 'revised' | 'repealed' | 'expired';

export const POLICY_VALIDITY_LABELS: Record<PolicyValidityState, string> = {
  current: '现行有效',
  revised: '已修订',
  repealed: '已废止',
  expired: '已失效',
};

export interface PolicyValidityTagProps {
  validity: PolicyValidityState;
  className?: string;
}

/** 现行有效 / 已修订 / 已废止 / 已失效 as a coloured tag. */
export function PolicyValidityTag({ validity, className }: PolicyValidityTagProps) {
  return (
    <span
      className={[styles.tag, styles[`validity-${validity}`], className].filter(Boolean).join(' ')}
      style={paletteVariables}
    >
      {POLICY_VALIDITY_LABELS[validity]}
    </span>
  );
}
