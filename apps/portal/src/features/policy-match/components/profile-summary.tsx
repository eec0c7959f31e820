import type { MatchProfileField } from '@qyfw/portal-sdk/calls/policy-match';
import styles from './match.module.css';
import { SettleLink } from './settle-link';

/**
 * The enterprise record as the match read it: every field with its value, source and date. A
 * hypothetical value (来源 假设值) is marked, so the member never takes it for the record.
 */
export function ProfileSummary({ profile }: { readonly profile: readonly MatchProfileField[] }) {
  return (
    <section className={styles.section} aria-labelledby="match-profile">
      <h2 id="match-profile" className={styles.sectionTitle}>
        比对所用的企业信息
      </h2>
      <dl className={styles.profile}>
        {profile.map((item) => {
          const hypothetical = item.source === '假设值';
          return (
            <div
              key={item.field}
              className={`${styles.profileItem} ${hypothetical ? styles.hypothetical : ''}`}
            >
              <dt>{item.label}</dt>
              <dd>
                {item.value_text ?? <span className={styles.muted}>未填写</span>}
                {hypothetical && <strong>（假设）</strong>}
                <span className={styles.source}>
                  {item.value_text === null ? (
                    <SettleLink to={item.settled_at} field={item.field} label={item.label} />
                  ) : (
                    <>
                      来源：{item.source ?? '—'}
                      {item.as_of ? ` · ${item.as_of}` : ''}
                    </>
                  )}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
