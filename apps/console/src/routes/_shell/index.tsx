import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WorkQueuePage } from '../../features/work-queue/work-queue-page';

export const Route = createFileRoute('/_shell/')({
  validateSearch: z.object({
    tab: z.enum(['todo', 'done', 'all']).catch('todo').default('todo'),
    page: z.number().int().positive().catch(1).default(1),
  }),
  head: () => ({ meta: [{ title: '工作台 - 企业服务门户管理后台' }] }),
  component: WorkQueuePage,
});
