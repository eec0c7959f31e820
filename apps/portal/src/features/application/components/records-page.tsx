import type { ApplicationItem } from '@qyfw/portal-sdk/calls/application';
import { DELIVERY_MODE_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { PageSheet } from '../../../components/page-sheet';
import { failureMessage } from '../../../lib/call-errors';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../session';
import { applicationListQueryOptions } from '../api';
import { formatWan } from '../../../lib/money';
import { applicationStateLabel } from '../application-text';
import { exportRecords } from '../export-records';
import type { RecordsSearch } from '../records-search';
import styles from './application.module.css';
import { PolicyLink } from './policy-link';
import { StatusTag } from '../../../components/status-tag';

const PAGE_SIZE = 10;
const TIME = 'YYYY-MM-DD HH:mm';

/** The years a filter offers: this one and the five before it. */
function recentYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 6 }, (_, index) => year - index);
}

export interface RecordsPageProps {
  readonly search: RecordsSearch;
  readonly onSearchChange: (next: RecordsSearch) => void;
}

/**
 * /annual 申报记录: every application of the enterprise, filtered by state, year and keyword (all
 * in the address), paged, and exported to Excel with the same filters.
 */
export function RecordsPage({ search, onSearchChange }: RecordsPageProps) {
  const { userId } = useSession();
  const member = String(userId ?? '');
  const filters = {
    ...(search.state ? { state: [search.state] } : {}),
    ...(search.year ? { year: search.year } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
  };
  const list = useQuery(
    applicationListQueryOptions(member, { page: search.page, pageSize: PAGE_SIZE, ...filters }),
  );
  const [exporting, setExporting] = useState(false);
  const change = (next: Partial<RecordsSearch>) => onSearchChange({ ...search, ...next, page: 1 });

  async function download() {
    setExporting(true);
    try {
      await exportRecords(filters);
    } catch (error) {
      void notify.error(error instanceof Error ? error.message : '导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  }

  return (
    <PageSheet title="申报记录">
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <div className={styles.filters} role="search" aria-label="筛选申报记录">
            <Select
              aria-label="申报状态"
              allowClear
              placeholder="全部状态"
              className={styles.filter}
              value={search.state}
              onChange={(state) => change({ state })}
              options={policyApplicationFlow.stateNames.map((state) => ({
                value: state,
                label: policyApplicationFlow.states[state],
              }))}
            />
            <Select
              aria-label="申报年度"
              allowClear
              placeholder="全部年度"
              className={styles.filter}
              value={search.year}
              onChange={(year) => change({ year })}
              options={recentYears().map((year) => ({ value: year, label: `${year} 年` }))}
            />
            <Input.Search
              aria-label="关键词"
              placeholder="通知、政策名称或申报编号"
              allowClear
              defaultValue={search.keyword}
              key={search.keyword ?? ''}
              maxLength={64}
              enterButton="搜索"
              className={styles.keyword}
              onSearch={(value) => change({ keyword: value.trim() || undefined })}
            />
          </div>
          <Button onClick={() => void download()} loading={exporting}>
            导出 Excel
          </Button>
        </div>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title="申报记录加载失败"
            description={failureMessage(list.error)}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Table<ApplicationItem>
            rowKey="id"
            loading={list.isFetching}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: list.isPending ? '正在加载…' : '没有符合条件的申报记录' }}
            scroll={{ x: 900 }}
            pagination={{
              current: search.page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 条`,
              onChange: (page) => onSearchChange({ ...search, page }),
            }}
            columns={[
              {
                title: '申报通知',
                key: 'call',
                render: (_, row) => (
                  <>
                    {row.call.title}
                    <span className={styles.source}>
                      <PolicyLink id={row.policy.id}>{row.policy.title}</PolicyLink>
                    </span>
                  </>
                ),
              },
              {
                title: '方式',
                key: 'mode',
                width: 100,
                render: (_, row) => DELIVERY_MODE_LABELS[row.call.delivery_mode],
              },
              {
                title: '申报编号',
                dataIndex: 'serial_number',
                key: 'serial',
                width: 150,
                render: (serial: string | null) => serial ?? '—',
              },
              {
                title: '状态',
                key: 'state',
                width: 110,
                render: (_, row) => (
                  <StatusTag tone="grey">{applicationStateLabel(row.state)}</StatusTag>
                ),
              },
              {
                title: '提交时间',
                key: 'submitted',
                width: 150,
                render: (_, row) =>
                  row.submittime === null ? '未提交' : formatDate(row.submittime, TIME),
              },
              {
                title: '扶持金额',
                key: 'amount',
                width: 120,
                render: (_, row) => formatWan(row.amount),
              },
            ]}
          />
        )}
      </div>
    </PageSheet>
  );
}
