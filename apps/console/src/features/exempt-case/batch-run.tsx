// 运营后台 › 免申即享办理 › 运行比对批次: pick a published 免申即享 call, run the batch for it
// (admin_exempt_batch: every enterprise its document reaches is compared on trusted data; those
// newly found get a case and are told at once), see what it did, and the cases the call has.
import { bodyFromSearch, DataList } from '@qyfw/app-kit/data-list';
import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as applicationAdminCalls from '@qyfw/portal-sdk/calls/application-admin';
import type { AdminExemptCaseItem } from '@qyfw/portal-sdk/calls/application-admin';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { ExemptBatch } from '@qyfw/portal-sdk/calls/policy-admin';
import { callQueryOptions, useCallMutation } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { BatchResult } from './batch-result';
import type { BatchSearch } from './batch-search';
import { CallFilter } from './call-filter';
import { caseColumns } from './case-columns';
import { exemptCallsQuery } from './exempt-calls';

const PAGE_SIZE = 20;

export interface BatchRunProps {
  readonly search: BatchSearch;
  readonly onSearchChange: (next: BatchSearch) => void;
}

export function BatchRun({ search, onSearchChange }: BatchRunProps) {
  const { client } = useAppKit();
  const [confirming, setConfirming] = useState(false);
  // The result of the run made on this page, for the call it was made for.
  const [result, setResult] = useState<ExemptBatch>();
  const callId = search.call_id;
  const calls = useQuery(exemptCallsQuery(client));
  const callTitle = calls.data?.list.find((call) => call.id === callId)?.title;
  const batch = useCallMutation(policyAdminCalls.admin_exempt_batch, {
    client,
    invalidates: [applicationAdminCalls.admin_exempt_case_list],
  });
  const cases = useQuery({
    ...callQueryOptions(
      client,
      applicationAdminCalls.admin_exempt_case_list,
      bodyFromSearch({ call_id: callId, page: search.page }, PAGE_SIZE),
    ),
    enabled: callId !== undefined,
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="batch-title">
      <Typography.Title level={1} id="batch-title">
        运行比对批次
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        按通知的条件比对其适用地区的全部企业，只采用公开数据、平台核验与知识产权记录（企业自行填报的数据不开事项）。新符合的企业立即开出事项并收到告知；此前已有事项的企业不重复推送。
      </Typography.Paragraph>
      <Form layout="inline" onFinish={() => setConfirming(true)}>
        <Form.Item label="免申即享通知" htmlFor="batch-call" required>
          <CallFilter
            id="batch-call"
            label="免申即享通知"
            placeholder="请选择已发布的免申即享通知"
            allowClear={false}
            width={420}
            value={callId}
            onChange={(next) => {
              setResult(undefined);
              onSearchChange({ call_id: next, page: 1 });
            }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" disabled={callId === undefined}>
            运行比对
          </Button>
        </Form.Item>
      </Form>
      {confirming && callId !== undefined ? (
        <ModalForm
          open
          title="运行比对"
          okText="运行比对"
          description={`将对“${callTitle ?? '所选通知'}”比对企业，新符合的企业会立即收到告知消息。`}
          onSubmit={async () => setResult(await batch.mutateAsync({ call_id: callId }))}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {callId === undefined ? (
        <Typography.Paragraph>请选择一条已发布的免申即享通知。</Typography.Paragraph>
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%', marginTop: 24 }}>
          {/* A live region present before the answer, so a screen reader reads the answer out. */}
          <div role="status" aria-label="本次比对结果">
            {result && result.call_id === callId ? (
              <BatchResult result={result} title="本次比对结果" />
            ) : null}
          </div>
          <section aria-labelledby="batch-cases-title">
            <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
              <Typography.Title level={2} id="batch-cases-title">
                该通知的事项
              </Typography.Title>
              <Link to="/exempt-case/cases" search={{ call_id: callId, page: 1 }}>
                在免申即享办理中查看
              </Link>
            </Space>
            <DataList<AdminExemptCaseItem>
              label="该通知的事项"
              query={cases}
              rowKey={(row) => row.id}
              page={search.page}
              pageSize={PAGE_SIZE}
              onPageChange={(page) => onSearchChange({ ...search, page })}
              view={{ columns: caseColumns({ withCall: false }) }}
              emptyText="该通知还没有事项：运行比对后，符合条件的企业会列在这里"
            />
          </section>
        </Space>
      )}
    </section>
  );
}
