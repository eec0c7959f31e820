import type { PolicyDetail as Detail } from '@qyfw/portal-sdk/calls/policy-library';
import { formatDate, PolicyValidityTag, sanitizeHtml } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { policyLevelLabel } from '../../policy/policy-level';
import { CallCard } from './call-card';
import { PolicyLinkList } from './policy-link-list';
import { SubscribeToggle } from './subscribe-toggle';
import styles from './policy-detail.module.css';

/** The banner a document that is no longer in force carries, with its successor when revised. */
function ValidityBanner({ detail }: { detail: Detail }) {
  if (detail.validity === 'revised') {
    return (
      <Alert
        type="warning"
        showIcon
        title="本政策已修订"
        description={
          detail.successor ? (
            <>
              现行版本：
              <Link to="/policyDetailData" search={{ id: detail.successor.id }}>
                {detail.successor.title}
              </Link>
            </>
          ) : (
            '请以修订后的文件为准。'
          )
        }
      />
    );
  }
  if (detail.validity === 'repealed') {
    return <Alert type="error" showIcon title="本政策已废止" description="仅供查阅，不再执行。" />;
  }
  if (detail.validity === 'expired') {
    return (
      <Alert
        type="error"
        showIcon
        title="本政策已失效"
        description={
          detail.valid_until ? `有效期至 ${detail.valid_until}，仅供查阅。` : '仅供查阅。'
        }
      />
    );
  }
  return null;
}

/** Size of an attachment in words: 356 KB, 1.2 MB. */
function sizeText(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A policy document (/policyDetailData): validity and its banner, the metadata, its calls for
 * applications with the action that fits the member, the full text and 政策解读 (sanitized again
 * here), attachments, award lists, related documents and linked knowledge, and 订阅变更.
 */
export function PolicyDetail({ detail }: { detail: Detail }) {
  const content = useMemo(() => sanitizeHtml(detail.content), [detail.content]);
  const interpretation = useMemo(
    () => sanitizeHtml(detail.interpretation),
    [detail.interpretation],
  );
  const facts: [string, string | null][] = [
    ['发文机关', detail.issuing_unit],
    ['发文字号', detail.document_number || null],
    ['政策级别', policyLevelLabel(detail.level)],
    ['适用地区', detail.region || null],
    ['成文日期', detail.written_on],
    ['发布日期', detail.published_on],
    ['有效期至', detail.valid_until ?? '长期有效'],
    ['最后核验', detail.verified_on ?? '未核验'],
    ['咨询电话', detail.consult_phone || null],
  ];

  return (
    <article className={styles.sheet} aria-labelledby="policy-title">
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 id="policy-title" className={styles.title}>
            {detail.title}
          </h1>
          <SubscribeToggle policyId={detail.id} subscribed={detail.subscribed} />
        </div>
        <div className={styles.tags}>
          <PolicyValidityTag validity={detail.validity} />
          {detail.themes.map((theme) => (
            <span key={theme} className={styles.theme}>
              {theme}
            </span>
          ))}
        </div>
        <ValidityBanner detail={detail} />
        <dl className={styles.meta}>
          {facts
            .filter((fact): fact is [string, string] => fact[1] !== null)
            .map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {detail.predecessor ? (
          <p className={styles.note}>
            本文件修订自：
            <Link to="/policyDetailData" search={{ id: detail.predecessor.id }}>
              {detail.predecessor.title}
            </Link>
          </p>
        ) : null}
      </header>

      <section className={styles.section} aria-labelledby="policy-calls">
        <h2 id="policy-calls">申报通知</h2>
        {detail.calls.length === 0 ? (
          <p className={styles.empty}>本政策暂无申报通知。</p>
        ) : (
          <div className={styles.calls}>
            {detail.calls.map((call) => (
              <CallCard key={call.id} call={call} />
            ))}
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="policy-content">
        <h2 id="policy-content">政策原文</h2>
        {content.trim() ? (
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: content }} />
        ) : (
          <p className={styles.empty}>{detail.summary || '暂无原文'}</p>
        )}
      </section>

      {interpretation.trim() ? (
        <section className={styles.section} aria-labelledby="policy-interpretation">
          <h2 id="policy-interpretation">政策解读</h2>
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: interpretation }} />
        </section>
      ) : null}

      {detail.attachments.length > 0 ? (
        <section className={styles.section} aria-labelledby="policy-attachments">
          <h2 id="policy-attachments">附件</h2>
          <ul className={styles.links}>
            {detail.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
                {sizeText(file.size_bytes) ? (
                  <span className={styles.muted}>（{sizeText(file.size_bytes)}）</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {detail.award_lists.length > 0 ? (
        <section className={styles.section} aria-labelledby="policy-awards">
          <h2 id="policy-awards">公示名单</h2>
          {detail.award_lists.map((award) => (
            <table key={award.id} className={styles.awards}>
              <caption>
                {award.entry_name}
                <span className={styles.muted}>（{formatDate(award.createtime)}）</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">企业名称</th>
                  <th scope="col">项目</th>
                  <th scope="col">主管单位</th>
                  <th scope="col">金额（万元）</th>
                </tr>
              </thead>
              <tbody>
                {award.list.map((company) => (
                  <tr key={company.id}>
                    <th scope="row">{company.enterprise_name}</th>
                    <td>{company.topic_name}</td>
                    <td>{company.unit}</td>
                    <td className={styles.number}>{company.total_money}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ) : null}

      {detail.related.length > 0 ? (
        <section className={styles.section} aria-labelledby="policy-related">
          <h2 id="policy-related">相关政策</h2>
          <PolicyLinkList policies={detail.related} />
        </section>
      ) : null}

      {detail.knowledge.length > 0 ? (
        <section className={styles.section} aria-labelledby="policy-knowledge">
          <h2 id="policy-knowledge">政策知识</h2>
          <ul className={styles.links}>
            {detail.knowledge.map((item) => (
              <li key={item.id}>
                <span className={styles.kind}>{item.kind_label}</span>
                <Link to="/knowledgeDetail" search={{ id: item.id }}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
