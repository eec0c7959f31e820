// /messages?type=&state=&page= — the filter tab, the read state and the page, so a filtered
// list can be bookmarked and the back button returns to it. Values come from the SDK's own
// schemas; a hand-edited one that does not parse falls back to its default.
import * as messageCalls from '@qyfw/portal-sdk/calls/message';
import { z } from 'zod';

export const messageListSearchSchema = z.object({
  type: z
    .union([z.literal('all'), messageCalls.messageTypeSchema])
    .default('all')
    .catch('all'),
  state: z.enum(messageCalls.MESSAGE_READ_STATES).default('all').catch('all'),
  page: messageCalls.message_list.body.shape.page.catch(1),
});
export type MessageListSearch = z.output<typeof messageListSearchSchema>;
