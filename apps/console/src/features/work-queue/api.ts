// The work queue's query (admin_work_queue), keyed by tab and page.
import { admin_work_queue } from '@qyfw/portal-sdk/calls/work-queue-admin';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type QueueTab = 'todo' | 'done' | 'all';
export const QUEUE_PAGE_SIZE = 20;

export const workQueueQuery = (client: PortalClient, tab: QueueTab, page: number) =>
  queryOptions({
    queryKey: ['console', 'admin_work_queue', tab, page],
    queryFn: () =>
      client.call(admin_work_queue, { tab, page, pageSize: QUEUE_PAGE_SIZE }, { quiet: true }),
    placeholderData: keepPreviousData,
  });
