// /publishing/policies/:id and /publishing/policies/new: the document read by its id
// (admin_policy_list's id filter) with loading, not-found and 重试, then the editor.
import { QueryBlock } from '@qyfw/app-kit/query-block';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { PolicyEditor } from './policy-editor';

export function EditPolicyPage({ id }: { readonly id: number }) {
  const { client } = useAppKit();
  const query = useQuery(
    callQueryOptions(client, policyAdminCalls.admin_policy_list, { id, page: 1, pageSize: 1 }),
  );
  return (
    <QueryBlock
      query={query}
      label="政策文件"
      isEmpty={(data) => data.list.length === 0}
      emptyText="政策文件不存在或已删除"
      skeletonRows={8}
    >
      {(data) => <PolicyEditor key={data.list[0]!.id} record={data.list[0]!} />}
    </QueryBlock>
  );
}
