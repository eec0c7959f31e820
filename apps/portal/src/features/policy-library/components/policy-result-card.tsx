import type { PolicyResult } from '@qyfw/portal-sdk/calls/policy-library';
import { Highlight, PolicyValidityTag, WindowStateTag } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { policyLevelLabel } from '../../policy/policy-level';
import { ceilingText, daysBetween } from '../labels';
import { CALL_CLOSING_DAYS } from '@qyfw/portal-sdk/calls/policy-library';
import styles from './policy-library.module.css';

export interface PolicyResultCardProps {
  result: PolicyResult;
  /** The words to mark: the server's (its tokens of the keyword), else the keyword typed. */
  keyword: string | undefined;
  today: string;
}

/**
 * One result: the title (a link to the document) and the snippet with the searched words
 * marked, validity and call state, who issued it and when, themes and the support ceiling.
 */
export function PolicyResultCard({ result, keyword, today }: PolicyResultCardProps) {
  const words = result.highlight.length > 0 ? result.highlight.join(' ') : keyword;
  const daysLeft = result.next_deadline ? daysBetween(today, result.next_deadline) : null;
  const ceiling = ceilingText(result.support_ceiling);
  return (
    <article className={styles.result} aria-labelledby={`policy-${result.id}`}>
      <h2 className={styles.resultTitle} id={`policy-${result.id}`}>
        <Link to="/policyDetailData" search={{ id: result.id }} className={styles.resultLink}>
          <Highlight text={result.title} keyword={words} />
        </Link>
      </h2>
      <div className={styles.tags}>
        <PolicyValidityTag validity={result.validity} />
        <span className={styles.levelTag}>{policyLevelLabel(result.level)}</span>
        {result.open_calls > 0 ? (
          <WindowStateTag
            // Open calls without an end day are 常年受理; otherwise the nearest deadline decides.
            state={
              daysLeft === null ? 'always' : daysLeft <= CALL_CLOSING_DAYS ? 'closing' : 'open'
            }
            daysLeft={daysLeft}
          />
        ) : null}
        {result.open_calls > 1 ? (
          <span className={styles.muted}>{result.open_calls} 项申报通知</span>
        ) : null}
        {ceiling ? <span className={styles.ceiling}>{ceiling}</span> : null}
      </div>
      {result.snippet ? (
        <p className={styles.snippet}>
          <Highlight text={result.snippet} keyword={words} />
        </p>
      ) : null}
      <p className={styles.meta}>
        <span>发文机关：{result.issuing_unit}</span>
        {result.document_number ? <span>文号：{result.document_number}</span> : null}
        <span>发布日期：{result.published_on}</span>
        {result.region ? <span>适用地区：{result.region}</span> : null}
        {result.next_deadline ? <span>最近截止：{result.next_deadline}</span> : null}
      </p>
      {result.themes.length > 0 ? (
        <ul className={styles.themes} aria-label="主题">
          {result.themes.map((theme) => (
            <li key={theme}>{theme}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
