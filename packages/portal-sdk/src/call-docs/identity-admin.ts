// What each operator call over enterprise authentication requests is for, with an example body
// (see call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type IdentityAdminCallName = keyof (typeof callDomains)['identity-admin'];

const page = { page: 1, pageSize: 10 };

export const identityAdminCallDocs: { readonly [Name in IdentityAdminCallName]: CallDoc } = {
  admin_auth_request_list: {
    description:
      '平台运营的企业认证审核列表，分页，按提交时间先后：可按状态筛选，按企业名称或统一社会信用代码搜索。仅限平台运营：其他用户答 403。',
    exampleBody: { ...page, state: 'pending', keyword: '示例' },
  },
  admin_auth_request_detail: {
    description:
      '平台运营查看一条企业认证申请：申请人、营业执照与授权书（文件经 GET /api/upload/:id 读取）、状态变更历史与审计记录。仅限平台运营。',
    exampleBody: { id: 1 },
  },
  admin_auth_request_approve: {
    description:
      '平台运营通过企业认证申请：企业库没有该信用代码的企业时新建，申请人成为该企业的认证成员（user_detail 的 qyedit.status 为 2）。`version` 须为最新，否则答 409；已处理的申请答其当前状态。仅限平台运营。',
    exampleBody: { id: 1, version: 0 },
  },
  admin_auth_request_return: {
    description:
      '平台运营退回企业认证申请，须填写原因（不超过500字）；申请人可在30天内修改后重新提交。`version` 须为最新，否则答 409。仅限平台运营。',
    exampleBody: { id: 1, version: 0, reason: '营业执照照片不清晰，请重新上传' },
  },
};
