// /publishing/calls/:id and /publishing/calls/new: the call read by its id (admin_call_list's id
// filter) with loading, not-found and 重试, then the editor; a new call starts empty.
import { QueryBlock } from '@qyfw/app-kit/query-block';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { CallEditor } from './call-editor';

export function EditCallPage({ id }: { readonly id: number }) {
  const { client } = useAppKit();
  const query = useQuery(
    callQueryOptions(client, policyAdminCalls.admin_call_list, { id, page: 1, pageSize: 1 }),
  );
  return (
    <QueryBlock
      query={query}
      label="申报通知"
      isEmpty={(data) => data.list.length === 0}
      emptyText="申报通知不存在或已删除"
      skeletonRows={8}
    >
      {/* Keyed by the record: a refetch after 保存 does not reset what the operator is typing. */}
      {(data) => <CallEditor key={data.list[0]!.id} record={data.list[0]!} />}
    </QueryBlock>
  );
}

export function NewCallPage({ policyId }: { readonly policyId: number | undefined }) {
  return <CallEditor {...(policyId ? { policyId } : {})} />;
}
