import { OBTAINED_SOURCE_LABELS, type ObtainedItem } from '@qyfw/portal-sdk/calls/application';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Table } from 'antd';
import { PageSheet } from '../../../components/page-sheet';
import { failureMessage } from '../../../lib/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { useSession } from '../../../session';
import { APPLICATION_INVALIDATES, applicationCalls, obtainedQueryOptions } from '../api';
import { formatWan } from '../../../lib/money';
import styles from './application.module.css';
import { PolicyLink } from './policy-link';
import { StatusTag } from '../../../components/status-tag';

/** 确认到账 of a paid application (a case's has no member call yet). */
function ReceiptButton({ item }: { readonly item: ObtainedItem }) {
  const receipt = useCallMutation(applicationCalls.application_confirm_receipt, {
    client: sdk,
    invalidates: APPLICATION_INVALIDATES,
  });
  if (item.source !== 'application' || item.state !== 'paid' || item.version === null) return null;
  return (
    <Button
      size="small"
      type="primary"
      loading={receipt.isPending}
      aria-label={`确认到账：${item.title}`}
      onClick={() =>
        void receipt
          .mutateAsync({ id: item.id, version: item.version! })
          .then(() => notify.success('已确认到账'))
          .catch(() => undefined)
      }
    >
      确认到账
    </Button>
  );
}

/**
 * /yinformation 已获政策: the support the enterprise obtained — from award lists and from paid or
 * received applications and 免申即享 cases — with amounts, dates and totals by year.
 */
export function ObtainedPage() {
  const { userId } = useSession();
  const member = String(userId ?? '');
  const obtained = useQuery(obtainedQueryOptions(member));
  let body;
  if (obtained.isPending) {
    body = (
      <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" aria-label="正在加载已获政策" />
    );
  } else if (obtained.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title="已获政策加载失败"
        description={failureMessage(obtained.error)}
        action={
          <Button size="small" onClick={() => void obtained.refetch()}>
            重试
          </Button>
        }
      />
    );
  } else {
    const { list, totals, total_amount: totalAmount } = obtained.data;
    body = (
      <>
        <ul className={styles.totals} aria-label="按年度合计">
          <li className={styles.total}>
            <span>累计获得</span>
            <span className={styles.totalValue}>{formatWan(totalAmount)}</span>
            <span>{`共 ${list.length} 项`}</span>
          </li>
          {totals.map((year) => (
            <li key={year.year} className={styles.total}>
              <span>{`${year.year} 年`}</span>
              <span className={styles.totalValue}>{formatWan(year.amount)}</span>
              <span>{`${year.count} 项`}</span>
            </li>
          ))}
        </ul>
        <Table<ObtainedItem>
          rowKey={(row) => `${row.source}:${row.id}`}
          dataSource={list}
          pagination={list.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: '暂未获得政策扶持' }}
          scroll={{ x: 860 }}
          columns={[
            {
              title: '项目',
              key: 'title',
              render: (_, row) => (
                <>
                  {row.title}
                  {row.policy && (
                    <span className={styles.source}>
                      <PolicyLink id={row.policy.id}>{row.policy.title}</PolicyLink>
                    </span>
                  )}
                </>
              ),
            },
            {
              title: '来源',
              key: 'source',
              width: 110,
              render: (_, row) => OBTAINED_SOURCE_LABELS[row.source],
            },
            {
              title: '金额',
              key: 'amount',
              width: 120,
              render: (_, row) => formatWan(row.amount),
            },
            { title: '日期', dataIndex: 'date', key: 'date', width: 120 },
            {
              title: '状态',
              key: 'state',
              width: 180,
              render: (_, row) => (
                <span className={styles.actions}>
                  <StatusTag tone={row.state === 'paid' ? 'green' : 'blue'}>
                    {row.state_label}
                  </StatusTag>
                  <ReceiptButton item={row} />
                </span>
              ),
            },
          ]}
        />
      </>
    );
  }
  return (
    <PageSheet title="已获政策">
      <div className={styles.page}>{body}</div>
    </PageSheet>
  );
}
