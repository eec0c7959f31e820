import { formatWanYuan } from '@qyfw/ui';
import type { CallBrief } from '@qyfw/portal-sdk/calls/application';

import styles from './application.module.css';
import { PolicyLink } from './policy-link';
import { StatusTag } from '@qyfw/ui';

/** The call an application or a case is about: its document, window, support and where to ask. */
export function CallSummary({ call }: { readonly call: CallBrief }) {
  const window =
    call.apply_start_on || call.apply_end_on
      ? `${call.apply_start_on ?? '—'} 至 ${call.apply_end_on ?? '—'}`
      : '常年受理';
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <p className={styles.cardTitle}>{call.title}</p>
        <span>
          <StatusTag tone="blue">{call.delivery_mode_label}</StatusTag>
          <StatusTag tone={call.window === 'closed' ? 'grey' : 'green'}>
            {call.window_label}
          </StatusTag>
        </span>
      </div>
      <ul className={styles.facts}>
        <li>
          所属政策：
          <PolicyLink id={call.policy.id}>{call.policy.title}</PolicyLink>
        </li>
        <li>发文机关：{call.policy.issuing_unit}</li>
        <li>申报时间：{window}</li>
        <li>
          支持方式：{call.support_type}
          {call.support_ceiling !== null ? `，最高 ${formatWanYuan(call.support_ceiling)}` : ''}
        </li>
        {call.handling_unit && <li>受理单位：{call.handling_unit}</li>}
        {call.consult_phone && <li>咨询电话：{call.consult_phone}</li>}
      </ul>
      {call.support_text && <p className={styles.muted}>{call.support_text}</p>}
    </div>
  );
}
