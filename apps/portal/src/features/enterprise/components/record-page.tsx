import { useQuery } from '@tanstack/react-query';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import { useNavigate } from '@tanstack/react-router';
import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { publicHref } from '../../../components/app-link';
import { useSession } from '../../../session';
import { recordQueryOptions } from '../api';
import { HistoryDrawer } from './history-drawer';
import { RecordForm } from './record-form';
import styles from './record.module.css';

/**
 * /information 企业信息: the enterprise record every member of the enterprise shares. A member
 * without an enterprise is shown the way to 企业认证 instead of a form.
 */
export function RecordPage() {
  const { enterpriseId } = useSession();
  const record = useQuery({ ...recordQueryOptions, enabled: enterpriseId !== undefined });
  const [historyOpen, setHistoryOpen] = useState(false);
  const navigate = useNavigate();
  const identityHref = publicHref('/identity');

  return (
    <section className={styles.page} aria-labelledby="record-title">
      <div className={styles.header}>
        <h1 id="record-title" className={styles.title}>
          企业信息
        </h1>
      </div>
      {enterpriseId === undefined ? (
        <Result
          status="info"
          title="尚未完成企业认证"
          subTitle="企业信息属于已认证的企业。请先提交企业认证，审核通过后即可查看和维护本企业的信息。"
          extra={
            <Button
              type="primary"
              href={identityHref}
              onClick={(event) => {
                event.preventDefault();
                void navigate({ href: identityHref });
              }}
            >
              去企业认证
            </Button>
          }
        />
      ) : record.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} aria-busy="true" aria-label="正在加载企业信息" />
      ) : record.isError ? (
        <QueryFailure
          title="企业信息加载失败"
          error={record.error}
          onRetry={() => void record.refetch()}
        />
      ) : (
        <>
          {/* Keyed by version: a reload or a save starts the form from the answer. */}
          <RecordForm
            key={record.data.version}
            record={record.data}
            onShowHistory={() => setHistoryOpen(true)}
            onReload={() => void record.refetch()}
          />
          <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} />
        </>
      )}
    </section>
  );
}
