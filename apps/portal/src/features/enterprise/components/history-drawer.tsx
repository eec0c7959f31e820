import { RECORD_FIELD_LABELS } from '@qyfw/portal-sdk/calls/enterprise';
import { QueryFailure } from '@qyfw/app-kit/query-block';
import { industryLabel } from '@qyfw/portal-sdk/industries';
import type { RecordSourcedField, RecordVersion } from '@qyfw/portal-sdk/schemas';
import { formatDate } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, List, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { HISTORY_PAGE_SIZE, historyQueryOptions } from '../api';
import styles from './record.module.css';

type Value = RecordVersion['changes'][number]['before'];

/** A stored value as a person reads it: the industry by name, contacts by name and phone, 是 / 否. */
export function describeValue(field: string, value: Value): string {
  if (value === null || value === '') return '（空）';
  // A declaration (近三年无严重失信记录) reads as its answer.
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value))
    return value.length === 0
      ? '（无联系人）'
      : value.map((contact) => `${contact.name} ${contact.phone}`).join('、');
  if (field === 'industry_code' && typeof value === 'string') return industryLabel(value) || value;
  return String(value);
}

function fieldName(field: string): string {
  return RECORD_FIELD_LABELS[field as RecordSourcedField] ?? field;
}

export interface HistoryDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** 修改记录: who changed the record, when, and each field before → after, newest first. */
export function HistoryDrawer({ open, onClose }: HistoryDrawerProps) {
  const [page, setPage] = useState(1);
  const history = useQuery({ ...historyQueryOptions(page), enabled: open });
  return (
    <Drawer title="修改记录" open={open} onClose={onClose} size={520} destroyOnHidden>
      {history.isPending ? (
        <Skeleton active aria-busy="true" aria-label="正在加载修改记录" />
      ) : history.isError ? (
        <QueryFailure
          title="修改记录加载失败"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.total === 0 ? (
        <Empty description="暂无修改记录" />
      ) : (
        <>
          <List
            dataSource={history.data.list}
            rowKey="version"
            renderItem={(entry) => (
              <List.Item>
                <div className={styles.entry}>
                  <p className={styles.entryHead}>
                    {entry.editor} · {formatDate(entry.at, 'YYYY-MM-DD HH:mm')}
                    <span className={styles.entryVersion}>第 {entry.version} 版</span>
                  </p>
                  {entry.changes.map((change) => (
                    <p key={change.field} className={styles.change}>
                      <span className={styles.changeField}>{fieldName(change.field)}：</span>
                      {describeValue(change.field, change.before)} →{' '}
                      {describeValue(change.field, change.after)}
                    </p>
                  ))}
                </div>
              </List.Item>
            )}
          />
          {history.data.total > HISTORY_PAGE_SIZE && (
            <Pagination
              current={page}
              pageSize={HISTORY_PAGE_SIZE}
              total={history.data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
