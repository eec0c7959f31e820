// 人员与角色 › 承办单位: the units handlers belong to, by name, with their kind and how many
// handlers each has; 新建承办单位 and 修改名称 (names are unique).
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import { formatDate } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import { Button } from 'antd';
import { useState } from 'react';
import { ConsoleList } from '../../components/console-list';
import { ListFilters } from '../../components/list-filters';
import type { UnitsSearch } from './search';
import { UnitDialog } from './unit-dialog';
import type { UnitDialogProps } from './unit-dialog';

export interface UnitsListProps {
  readonly search: UnitsSearch;
  readonly onSearchChange: (next: UnitsSearch) => void;
}

export function UnitsList({ search, onSearchChange }: UnitsListProps) {
  const [editing, setEditing] = useState<UnitDialogProps['unit']>();
  return (
    <>
      <ConsoleList
        title="承办单位"
        titleExtra={
          <Button type="primary" onClick={() => setEditing('new')}>
            新建承办单位
          </Button>
        }
        label="承办单位"
        call={peopleAdminCalls.admin_unit_list}
        search={search}
        onSearchChange={onSearchChange}
        filters={
          <ListFilters keywordLabel="单位名称" search={search} onSearchChange={onSearchChange} />
        }
        rowActions={{
          of: () => ['rename'],
          labels: { rename: '修改名称' },
          rowName: (row) => row.name,
          onAction: (row) => setEditing(row),
        }}
        columns={[
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
        ]}
        emptyText="没有符合条件的承办单位"
      />
      <UnitDialog unit={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
