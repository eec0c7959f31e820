import type { ApplicationItem } from '@qyfw/portal-sdk/calls/application';
import { DELIVERY_MODE_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import { formatDate, formatWanYuan } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataList } from '@qyfw/app-kit/data-list';
import { Input, Select } from 'antd';
import { PageSheet } from '../../../components/page-sheet';
import { useSession } from '../../../session';
import { applicationListQueryOptions } from '../api';
import { APPLICATION_STATE_TONES, applicationStateLabel } from '../application-text';
import { exportRecords } from '../export-records';
import type { RecordsSearch } from '../records-search';
import styles from './application.module.css';
import { PolicyLink } from './policy-link';
import { StatusTag } from '@qyfw/ui';

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
    order: search.order ?? 'newest',
  };
  const list = useQuery(
    applicationListQueryOptions(member, { page: search.page, pageSize: PAGE_SIZE, ...filters }),
  );
  const change = (next: Partial<RecordsSearch>) => onSearchChange({ ...search, ...next, page: 1 });

  return (
    <PageSheet title="申报记录">
      <div className={styles.page}>
        <DataList<ApplicationItem>
          label="申报记录"
          query={list}
          rowKey={(row) => row.id}
          page={search.page}
          pageSize={PAGE_SIZE}
          onPageChange={(page) => onSearchChange({ ...search, page })}
          emptyText="没有符合条件的申报记录"
          onExport={() => exportRecords(filters)}
          sort={{
            value: search.order,
            options: [
              { value: 'newest', label: '最新提交在前' },
              { value: 'oldest', label: '最早提交在前' },
            ],
            onChange: (order) => change({ order: order as RecordsSearch['order'] }),
          }}
          filters={
            <>
              <Select
                aria-label="申报状态"
                allowClear
                placeholder="全部状态"
                className={styles.filter}
                value={search.state}
                onChange={(state) => change({ state })}
                // All the flow's states at once (已撤回 is the last): no hidden scrolled-off option.
                listHeight={policyApplicationFlow.stateNames.length * 32 + 8}
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
            </>
          }
          view={{
            // Fits the card at the portal's width (876 px of table at 1440); narrower windows
            // scroll it inside the card, the 操作 column kept in view. 方式 sits under the title.
            scrollX: 820,
            columns: [
              {
                title: '申报通知',
                key: 'call',
                render: (_, row) => (
                  <>
                    {row.call.title}
                    <span className={styles.source}>
                      {DELIVERY_MODE_LABELS[row.call.delivery_mode]} ·{' '}
                      <PolicyLink id={row.policy.id}>{row.policy.title}</PolicyLink>
                    </span>
                  </>
                ),
              },
              {
                title: '申报编号',
                dataIndex: 'serial_number',
                key: 'serial',
                width: 140,
                render: (serial: string | null) => serial ?? '—',
              },
              {
                title: '状态',
                key: 'state',
                width: 116,
                render: (_, row) => (
                  <StatusTag tone={APPLICATION_STATE_TONES[row.state]}>
                    {applicationStateLabel(row.state)}
                  </StatusTag>
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
                render: (_, row) => formatWanYuan(row.amount),
              },
              {
                title: '操作',
                key: 'open',
                width: 100,
                fixed: 'right',
                // The call's apply page shows this application: its form, state and history.
                render: (_, row) => (
                  <Link
                    to="/apply"
                    search={{ id: row.call.id }}
                    aria-label={`查看申报“${row.call.title}”`}
                  >
                    查看申报
                  </Link>
                ),
              },
            ],
          }}
        />
      </div>
    </PageSheet>
  );
}
