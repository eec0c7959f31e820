// /content: the kind (a tab), the state, the title keyword and the page in the address, derived
// from admin_content_list's own body: a value the call would refuse falls back to no filter (the
// kind to 园区动态).
import { listSearchSchema } from '@qyfw/app-kit/data-list';
import * as contentAdminCalls from '@qyfw/portal-sdk/calls/content-admin';
import type { z } from 'zod';

export const contentSearchSchema = listSearchSchema(contentAdminCalls.admin_content_list.body, [
  'keyword',
  'state',
]).extend({
  kind: contentAdminCalls.contentKindSchema.default('news').catch('news'),
});
export type ContentSearch = z.output<typeof contentSearchSchema>;
