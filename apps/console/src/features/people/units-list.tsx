// 人员与角色 › 承办单位: the units handlers belong to, by name, with their kind and how many
// handlers each has; 新建承办单位 and 修改名称 (names are unique).
import { bodyFromSearch, DataList } from '@qyfw/app-kit/data-list';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import type { UnitItem } from '@qyfw/portal-sdk/calls/people-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { formatDate } from '@qyfw/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { ListFilters } from './list-filters';
import type { UnitsSearch } from './search';
import { UnitDialog } from './unit-dialog';
import type { UnitDialogProps } from './unit-dialog';

const PAGE_SIZE = 20;

export interface UnitsListProps {
  readonly search: UnitsSearch;
  readonly onSearchChange: (next: UnitsSearch) => void;
}

export function UnitsList({ search, onSearchChange }: UnitsListProps) {
  const { client } = useAppKit();
  const [editing, setEditing] = useState<UnitDialogProps['unit']>();
  const query = useQuery({
    ...callQueryOptions(
      client,
      peopleAdminCalls.admin_unit_list,
      bodyFromSearch(search, PAGE_SIZE),
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="units-title">
      <Space align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={1} id="units-title">
          承办单位
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建承办单位
        </Button>
      </Space>
      <DataList<UnitItem, 'rename'>
        label="承办单位"
        query={query}
        rowKey={(row) => row.id}
        page={search.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => onSearchChange({ ...search, page })}
        filters={
          <ListFilters keywordLabel="单位名称" search={search} onSearchChange={onSearchChange} />
        }
        rowActions={{
          of: () => ['rename'],
          labels: { rename: '修改名称' },
          rowName: (row) => row.name,
          onAction: (row) => setEditing(row),
        }}
        view={{
          columns: [
            { title: '单位名称', key: 'name', render: (_, row) => row.name },
            { title: '类型', key: 'kind', width: 120, render: (_, row) => row.kind_label },
            {
              title: '办理人员',
              key: 'handlers',
              width: 100,
              render: (_, row) => (
                <Link
                  to="/people/staff"
                  search={{ page: 1, unit_id: row.id }}
                  aria-label={`${row.name}的办理人员：${row.handler_count} 人`}
                >
                  {row.handler_count} 人
                </Link>
              ),
            },
            {
              title: '创建时间',
              key: 'created',
              width: 130,
              render: (_, row) => formatDate(row.created_at),
            },
          ],
        }}
        emptyText="没有符合条件的承办单位"
      />
      <UnitDialog unit={editing} onClose={() => setEditing(undefined)} />
    </section>
  );
}
