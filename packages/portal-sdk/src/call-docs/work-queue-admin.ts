// What the console's work queue call is for, with an example body (see call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type WorkQueueAdminCallName = keyof (typeof callDomains)['work-queue-admin'];

export const workQueueAdminCallDocs: { readonly [Name in WorkQueueAdminCallName]: CallDoc } = {
  admin_work_queue: {
    description:
      '管理后台工作台：tab=todo 为等待平台运营处理的企业认证申请、政策申报和免申即享案件，done 为本人处理过的，all 为两者；按进入当前状态的时间从久到近，附已等待的时长和每类待办数。办理人员只看本单位的记录。仅限管理后台会话。',
    exampleBody: { tab: 'todo', page: 1, pageSize: 20 },
  },
};
