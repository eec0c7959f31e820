// A whole list inside a 人员与角色 detail page (an enterprise's members, a member's sign-ins): a
// section named by its h2, over a table with no pager — the detail call answers every row.
import { Table, Typography, type TableColumnsType } from 'antd';
import { useId, type ReactNode } from 'react';

export interface DetailTableProps<T extends { readonly id: number }> {
  /** The section's heading (h2), which also names it. */
  readonly title: ReactNode;
  readonly rows: readonly T[];
  readonly emptyText: string;
  readonly columns: TableColumnsType<T>;
}

export function DetailTable<T extends { readonly id: number }>({
  title,
  rows,
  emptyText,
  columns,
}: DetailTableProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {title}
      </Typography.Title>
      <Table<T>
        rowKey="id"
        pagination={false}
        dataSource={rows as T[]}
        locale={{ emptyText }}
        columns={columns}
      />
    </section>
  );
}
