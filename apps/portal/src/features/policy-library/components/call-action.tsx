import type { PolicyCall } from '@qyfw/portal-sdk/calls/policy-library';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ButtonHTMLAttributes } from 'react';
import { requireEnterprise } from '../../../session';
import libraryStyles from './policy-library.module.css';
import styles from './policy-detail.module.css';

/** The window states in which a call takes applications. */
const ACCEPTING = new Set<PolicyCall['window']>(['open', 'closing', 'always']);

/**
 * The action's button. Plain, not antd's: antd's Button with its colour helpers and loading icon
 * put a policy's first script at 255.7 kB gzip, over its 250 kB budget; without it, 248.2 kB.
 * The secondary and disabled look is 政策库's plain button; the primary is the same at 32 px.
 */
function ActionButton({
  primary = false,
  ...props
}: { primary?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return (
    <button
      type="button"
      className={primary ? styles.actionPrimary : libraryStyles.button}
      {...props}
    />
  );
}

/** A 免申即享 case waiting for the enterprise's answer (exemptCaseFlow's 待企业确认). */
const AWAITING_CONFIRMATION = 'notified';
/** An application still being written: 申报 continues it. */
const DRAFT = 'draft';

/**
 * The one action that fits the member and the call (issue 14):
 * - their 免申即享 case awaits confirmation → 确认享受 (/sbNow, where the confirmation lives);
 * - they have applied (or have a case) → its state and 查看进度 (/sbNow);
 * - a draft → 继续申报 (/apply);
 * - the window is open → 申报 (/apply; a visitor gets the login dialog, a member without an
 *   enterprise is told to complete it);
 * - 免申即享 without a case → nothing to apply for: the system finds eligible enterprises;
 * - 已截止 / 未开始 → a disabled button that says so.
 */
export function CallAction({ call }: { call: PolicyCall }) {
  const navigate = useNavigate();
  const router = useRouter();
  const mine = call.my_status;
  const toProgress = () => void navigate({ to: '/sbNow' });
  const toApply = () => {
    const destination = { to: '/apply', search: { id: call.id } } as const;
    if (!requireEnterprise({ continueTo: router.buildLocation(destination).publicHref })) return;
    void navigate(destination);
  };

  if (mine?.kind === 'exempt_case') {
    return (
      <div className={styles.action}>
        <span className={styles.mine}>免申即享：{mine.state_label}</span>
        {mine.state === AWAITING_CONFIRMATION ? (
          <ActionButton primary onClick={toProgress}>
            确认享受
          </ActionButton>
        ) : (
          <ActionButton onClick={toProgress}>查看进度</ActionButton>
        )}
      </div>
    );
  }
  if (mine?.kind === 'application') {
    if (mine.state === DRAFT && ACCEPTING.has(call.window)) {
      return (
        <div className={styles.action}>
          <span className={styles.mine}>草稿未提交</span>
          <ActionButton primary onClick={toApply}>
            继续申报
          </ActionButton>
        </div>
      );
    }
    return (
      <div className={styles.action}>
        <span className={styles.mine}>已申报：{mine.state_label}</span>
        <ActionButton onClick={toProgress}>查看进度</ActionButton>
      </div>
    );
  }
  if (call.mode === 'exempt') {
    return (
      <p className={styles.exemptNote}>
        免申即享：无需申报，系统根据企业数据比对，符合条件的企业将收到确认通知。
      </p>
    );
  }
  if (ACCEPTING.has(call.window)) {
    return (
      <div className={styles.action}>
        <ActionButton primary onClick={toApply}>
          申报
        </ActionButton>
      </div>
    );
  }
  return (
    <div className={styles.action}>
      <ActionButton disabled>{call.window === 'upcoming' ? '未开始' : '已截止'}</ActionButton>
    </div>
  );
}
