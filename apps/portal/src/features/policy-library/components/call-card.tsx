import type { PolicyCall } from '@qyfw/portal-sdk/calls/policy-library';
import { WindowStateTag } from '@qyfw/ui';
import { ceilingText } from '../labels';
import { CallAction } from './call-action';
import styles from './policy-detail.module.css';

/** The apply window in words: 2026-11-01 至 2026-11-30, or 常年受理. */
function windowText(call: PolicyCall): string {
  if (!call.start_on && !call.end_on) return '常年受理';
  return `${call.start_on ?? '即日起'} 至 ${call.end_on ?? '长期'}`;
}

/**
 * One call for applications of a document: window state and days left, delivery mode, the
 * support, the conditions and the self-check list, the materials, where to apply, and the action.
 */
export function CallCard({ call }: { call: PolicyCall }) {
  const ceiling = ceilingText(call.support_ceiling);
  const titleId = `call-${call.id}`;
  return (
    <article className={styles.call} aria-labelledby={titleId}>
      <header className={styles.callHeader}>
        <h3 id={titleId} className={styles.callTitle}>
          {call.title}
        </h3>
        <div className={styles.tags}>
          <WindowStateTag state={call.window} daysLeft={call.days_left} />
          <span className={styles.mode}>{call.mode_label}</span>
        </div>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>申报时间</dt>
          <dd>{windowText(call)}</dd>
        </div>
        <div>
          <dt>支持方式</dt>
          <dd>
            {call.support_type}
            {ceiling ? `，${ceiling}` : ''}
          </dd>
        </div>
        {call.support_text ? (
          <div className={styles.wide}>
            <dt>支持内容</dt>
            <dd>{call.support_text}</dd>
          </div>
        ) : null}
        {call.handling_unit ? (
          <div>
            <dt>受理部门</dt>
            <dd>{call.handling_unit}</dd>
          </div>
        ) : null}
        {call.consult_phone ? (
          <div>
            <dt>咨询电话</dt>
            <dd>{call.consult_phone}</dd>
          </div>
        ) : null}
      </dl>
      {call.conditions.length > 0 ? (
        <section className={styles.callPart} aria-label="申报条件">
          <h4>申报条件</h4>
          <ol>
            {call.conditions.map((condition, index) => (
              <li key={index}>{condition}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {call.checklist.length > 0 ? (
        <section className={styles.callPart} aria-label="自查清单">
          <h4>自查清单（需人工判断）</h4>
          <ul>
            {call.checklist.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {call.materials.length > 0 ? (
        <section className={styles.callPart} aria-label="申报材料">
          <h4>申报材料</h4>
          <ul>
            {call.materials.map((material) => (
              <li key={material.key}>
                {material.name}
                {material.required ? (
                  <span className={styles.required}>（必交）</span>
                ) : (
                  <span className={styles.optional}>（选交）</span>
                )}
                {material.description ? (
                  <span className={styles.materialNote}>{material.description}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CallAction call={call} />
    </article>
  );
}
