import type { MatchResult } from '@qyfw/portal-sdk/calls/policy-match';
import { Link } from '@tanstack/react-router';
import { Collapse } from 'antd';
import { publicHref } from '../../../components/app-link';
import { RouterHrefLink } from '../../../components/router-href-link';
import { ConditionTable } from './condition-table';
import styles from './match.module.css';
import { StatusTag } from '@qyfw/ui';

const LEVEL_TONES = { eligible: 'green', possible: 'orange', ineligible: 'grey' } as const;

/** Windows in which 申报 makes sense (未开始 and 已截止 show the call without it). */
const APPLYING = new Set(['open', 'closing', 'always']);

function deadlineText(result: MatchResult): string {
  const { call } = result;
  if (call.days_left === null) return call.window_label;
  if (call.window === 'upcoming') return `${call.window_label}（${call.start_on ?? ''} 开始）`;
  if (call.days_left < 0) return call.window_label;
  return `${call.window_label}（截止 ${call.end_on ?? ''}，剩 ${call.days_left} 天）`;
}

/**
 * One call's result (DOMAIN §2): its level and the summary sentence, the conditions one by one,
 * the gaps of a 差一点, the self-check list; 申报 and 查看政策.
 */
export function MatchResultCard({ result }: { readonly result: MatchResult }) {
  const { call } = result;
  const titleId = `match-call-${call.id}`;
  const canApply =
    call.mode !== 'exempt' && result.level !== 'ineligible' && APPLYING.has(call.window);
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {call.title}
        </h3>
        <span>
          <StatusTag tone={LEVEL_TONES[result.level]}>{result.level_label}</StatusTag>
          {result.near_miss && <StatusTag tone="orange">差一点</StatusTag>}
        </span>
      </div>
      <ul className={styles.facts}>
        <li>所属政策：{call.policy.title}</li>
        <li>{call.mode_label}</li>
        <li>{deadlineText(result)}</li>
        <li>
          {call.support_type}
          {call.support_ceiling !== null ? `，最高 ${call.support_ceiling} 万元` : ''}
        </li>
        {result.my_status && <li>本企业：{result.my_status.state_label}</li>}
      </ul>
      <p className={styles.summary}>{result.summary}</p>
      {result.gaps.length > 0 && (
        <ul className={styles.gaps} aria-label="差距">
          {result.gaps.map((gap) => (
            <li key={gap.id}>{gap.text}</li>
          ))}
        </ul>
      )}
      <Collapse
        size="small"
        defaultActiveKey={result.near_miss ? ['conditions'] : []}
        items={[
          {
            key: 'conditions',
            label: `逐条比对（${result.conditions.length} 项可核验条件${
              result.checklist.length ? `，${result.checklist.length} 项需自查` : ''
            }）`,
            children: (
              <>
                <ConditionTable
                  conditions={result.conditions}
                  caption={`${call.title}的条件比对`}
                />
                {result.checklist.length > 0 && (
                  <>
                    <p>需人工判断的条件（仅供自查，不计入匹配结果）：</p>
                    <ul className={styles.checklist}>
                      {result.checklist.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            ),
          },
        ]}
      />
      <div className={styles.actions}>
        {result.my_status?.kind === 'application' &&
        (result.my_status.state === 'draft' || result.my_status.state === 'correction') ? (
          // The member's own draft or 补正 continues where it stopped.
          <Link to="/apply" search={{ id: call.id }} className={styles.applyLink}>
            {result.my_status.state === 'draft' ? '继续申报' : '去补正'}
          </Link>
        ) : result.my_status ? (
          <Link to="/sbNow">查看申报进度</Link>
        ) : (
          canApply && (
            <Link to="/apply" search={{ id: call.id }} className={styles.applyLink}>
              申报
            </Link>
          )
        )}
        <RouterHrefLink href={publicHref('/policyDetailData', { id: call.policy.id })}>
          查看政策
        </RouterHrefLink>
      </div>
    </li>
  );
}
