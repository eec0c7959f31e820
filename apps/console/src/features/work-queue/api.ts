// The work queue's queries: the queue (admin_work_queue) by tab and page, and who may receive an
// item of a kind (admin_work_queue_colleagues). Keyed by the SDK's call prefix, so a call that
// changes the queue (转办) names admin_work_queue in `invalidates` and every page refetches.
import {
  admin_work_queue,
  admin_work_queue_colleagues,
} from '@qyfw/portal-sdk/calls/work-queue-admin';
import type { WorkQueueKind } from '@qyfw/portal-sdk/calls/work-queue-admin';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { callQueryKey, callQueryKeyPrefix } from '@qyfw/portal-sdk/queries';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type QueueTab = 'todo' | 'done' | 'all';
export const QUEUE_PAGE_SIZE = 20;

export const workQueueQuery = (client: PortalClient, tab: QueueTab, page: number) =>
  queryOptions({
    queryKey: [...callQueryKeyPrefix(admin_work_queue), { tab, page }] as const,
    queryFn: () =>
      client.call(admin_work_queue, { tab, page, pageSize: QUEUE_PAGE_SIZE }, { quiet: true }),
    placeholderData: keepPreviousData,
  });

export const colleaguesQuery = (client: PortalClient, kind: WorkQueueKind) =>
  queryOptions({
    queryKey: callQueryKey(admin_work_queue_colleagues, { kind }),
    queryFn: () => client.call(admin_work_queue_colleagues, { kind }, { quiet: true }),
  });
