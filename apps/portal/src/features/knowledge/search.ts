// The URL search params of /knowledgeList and /knowledgeDetail, derived from the calls' own
// body schemas (a field means the same in the address as on the wire). A hand-edited value that
// does not parse is dropped instead of failing the page.
import * as libraryCalls from '@qyfw/portal-sdk/calls/policy-library';
import { z } from 'zod';

const listBody = libraryCalls.knowledge_list.body.shape;

/** /knowledgeList?keyword=&kind=&page= — no kind: every kind (全部). */
export const knowledgeListSearchSchema = z.object({
  keyword: listBody.keyword.catch(undefined),
  kind: listBody.kind.catch(undefined),
  page: listBody.page.catch(1),
});
export type KnowledgeListSearch = z.output<typeof knowledgeListSearchSchema>;

/** /knowledgeDetail?id= — a missing or malformed id is kept as undefined: the page is a 404. */
export const knowledgeDetailSearchSchema = z.object({
  id: libraryCalls.knowledge_detail.body.shape.id.optional().catch(undefined),
});
