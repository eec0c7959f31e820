// What the console's work queue calls are for, with an example body (see call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type WorkQueueAdminCallName = keyof (typeof callDomains)['work-queue-admin'];

export const workQueueAdminCallDocs: { readonly [Name in WorkQueueAdminCallName]: CallDoc } = {
  admin_work_queue: {
    description:
      '管理后台工作台：tab=todo 为等待平台运营处理的企业认证申请、政策申报和免申即享案件，done 为本人处理过的，all 为两者；按进入当前状态的时间从久到近，附已等待的时长和每类待办数。办理人员只看本单位的记录。仅限管理后台会话。',
    exampleBody: { tab: 'todo', page: 1, pageSize: 20 },
  },
  admin_work_queue_colleagues: {
    description:
      '转办时可选的接收人：可办理该类事项的角色（目前为平台运营）中未停用的工作人员，不含本人。仅限管理后台会话。',
    exampleBody: { kind: 'enterprise_auth' },
  },
  admin_work_queue_transfer: {
    description:
      '转办：把一项待办交给一位同事，须填写转办原因。此后该事项只在接收人的待办中（标明“转办给我”、转办人和原因），其他人的全部中显示“已转办给某某”；事项办理或离开待办状态时转办随之结束。不能转办给自己、已停用的账号、会员或不能办理该类事项的角色，也不能转办已不在待办中的事项。写入审计日志（接收人前后对比）。仅限管理后台会话。',
    exampleBody: {
      kind: 'enterprise_auth',
      id: 1,
      assignee_id: 7,
      reason: '该企业为本人对接企业的关联方，请回避',
    },
  },
};
