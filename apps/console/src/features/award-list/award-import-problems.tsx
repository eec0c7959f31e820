// A refused import's wrong rows: the server's reason, then each problem as a row of a table —
// 行号 as Excel shows it, the column, what is wrong — and 下载错误报告 (the same rows in an .xlsx
// with 错误原因, to fix them in). Everything shown is text from the server, never markup.
import type { AwardImportRefusal } from '@qyfw/portal-sdk/calls/award-list-admin';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';

export interface AwardImportProblemsProps {
  readonly message: string;
  readonly refusal: AwardImportRefusal;
  /** Fetches the error report of the same file; throws the server's reason. */
  readonly onDownloadReport: () => Promise<void>;
}

export function AwardImportProblems({
  message,
  refusal,
  onDownloadReport,
}: AwardImportProblemsProps) {
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const cut = refusal.problem_count > refusal.problems.length;

  async function download() {
    setDownloading(true);
    setFailure(undefined);
    try {
      await onDownloadReport();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '下载失败，请稍后重试');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby="award-import-problems-title">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="error" showIcon role="alert" title={message} />
        <Space align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={2} id="award-import-problems-title" style={{ margin: 0 }}>
            错误列表
          </Typography.Title>
          <Button onClick={() => void download()} loading={downloading}>
            下载错误报告
          </Button>
        </Space>
        <Typography.Text type="secondary">
          共读取 {refusal.rows} 行，其中 {refusal.bad_rows} 行有误（{refusal.problem_count} 处）
          {cut ? `；下表列出前 ${refusal.problems.length} 处，完整列表请下载错误报告` : ''}
        </Typography.Text>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
        <Table
          aria-label="错误列表"
          size="small"
          rowKey={(problem) => `${problem.row}:${problem.column ?? ''}:${problem.message}`}
          dataSource={refusal.problems}
          pagination={
            refusal.problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false
          }
          columns={[
            {
              title: '行号',
              key: 'row',
              width: 80,
              render: (_, problem) => `第 ${problem.row} 行`,
            },
            {
              title: '列',
              key: 'column',
              width: 180,
              render: (_, problem) => problem.column ?? '整行',
            },
            { title: '问题', key: 'message', render: (_, problem) => problem.message },
          ]}
        />
      </Space>
    </section>
  );
}
