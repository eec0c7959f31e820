// /content/articles/:kind/:id: the article read by admin_content_detail, with loading, not-found and 重试,
// then its editor.
import { QueryBlock } from '@qyfw/app-kit/query-block';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as contentAdminCalls from '@qyfw/portal-sdk/calls/content-admin';
import type { ContentKind } from '@qyfw/portal-sdk/calls/content-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { ContentEditor } from './content-editor';
import { kindLabel } from './labels';

export function ContentEditorPage({
  kind,
  id,
}: {
  readonly kind: ContentKind;
  readonly id: number;
}) {
  const { client } = useAppKit();
  const query = useQuery(
    callQueryOptions(client, contentAdminCalls.admin_content_detail, { kind, id }),
  );
  return (
    <QueryBlock query={query} label={kindLabel(kind)} skeletonRows={10}>
      {(record) => (
        <ContentEditor key={`${record.kind}:${record.id}`} kind={kind} record={record} />
      )}
    </QueryBlock>
  );
}
