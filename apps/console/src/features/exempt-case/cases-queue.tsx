// 运营后台 › 免申即享办理: every case the batches opened, filtered by 状态, 政策/通知 and a keyword
// (enterprise name or credit code), all in the address; each row opens its review, and the cases a
// step may move in bulk can be ticked for 批量公示 / 批量拨付.
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import type { AdminExemptCaseItem } from '@qyfw/portal-sdk/calls/application-admin';
import { exemptCaseFlow } from '@qyfw/portal-sdk/flows';
import { Link } from '@tanstack/react-router';
import { Checkbox } from 'antd';
import { useState } from 'react';
import { ConsoleList } from '../../components/console-list';
import { StateKeywordFilters } from '../../components/state-keyword-filters';
import { CallFilter } from './call-filter';
import { caseColumns } from './case-columns';
import { bulkEventsOf, CasesBulk } from './cases-bulk';
import type { CasesSearch } from './cases-search';

export interface CasesQueueProps {
  readonly search: CasesSearch;
  readonly onSearchChange: (next: CasesSearch) => void;
}

export function CasesQueue({ search, onSearchChange }: CasesQueueProps) {
  // The ticks belong to the page shown: another filter or page starts with none.
  const [ticked, setTicked] = useState<ReadonlyMap<number, AdminExemptCaseItem>>(new Map());
  const change = (next: CasesSearch) => {
    setTicked(new Map());
    onSearchChange(next);
  };
  const tick = (row: AdminExemptCaseItem, on: boolean) =>
    setTicked((before) => {
      const after = new Map(before);
      if (on) after.set(row.id, row);
      else after.delete(row.id);
      return after;
    });

  return (
    <ConsoleList
      title="免申即享办理"
      titleExtra={
        <Link to="/exempt-case/batch" search={search.call_id ? { call_id: search.call_id } : {}}>
          运行比对批次
        </Link>
      }
      label="免申即享事项"
      call={applicationAdminCalls.admin_exempt_case_list}
      search={search}
      onSearchChange={change}
      filters={
        <>
          <StateKeywordFilters
            states={exemptCaseFlow.states}
            stateLabel="状态"
            keywordLabel="企业名称或统一社会信用代码"
            search={search}
            onSearchChange={change}
          />
          <CallFilter
            value={search.call_id}
            onChange={(callId) => change({ ...search, call_id: callId, page: 1 })}
          />
        </>
      }
      columns={[
        {
          title: '选择',
          key: 'tick',
          width: 64,
          render: (_, row) =>
            bulkEventsOf(row).length === 0 ? null : (
              <Checkbox
                aria-label={`选择 ${row.enterprise.name}`}
                checked={ticked.has(row.id)}
                onChange={(event) => tick(row, event.target.checked)}
              />
            ),
        },
        ...caseColumns(),
      ]}
      emptyText="没有符合条件的免申即享事项"
    >
      <CasesBulk selected={[...ticked.values()]} onDone={() => setTicked(new Map())} />
    </ConsoleList>
  );
}
