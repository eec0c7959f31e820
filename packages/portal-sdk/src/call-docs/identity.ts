// What each call of the `identity` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const identityCallDocs: {
  readonly [Name in keyof (typeof callDomains)['identity']]: CallDoc;
} = {
  auth_request_mine: {
    description:
      '当前会员最近一次企业认证申请：状态（待审核、待企业确认、已认证、已退回、已撤回）、版本号、退回原因与重新提交期限、营业执照与授权书的上传 id，以及全部状态变更。从未申请时答 null。需要登录。',
    exampleBody: {},
  },
  auth_request_submit: {
    description:
      '提交企业认证：企业名称、统一社会信用代码（校验位按 GB 32100-2015 核验）、法定代表人、营业执照与授权书（先经 POST /api/upload 上传，用途 licence 与 authorisation）。信用代码已有企业认证时进入“待企业确认”，由该企业成员（或平台运营）确认；否则“待审核”。带 `id` 与 `version` 时修改被退回的申请后重新提交；已有进行中的申请时不会重复创建。需要登录。',
    exampleBody: {
      enterprise_name: '示例科技有限公司',
      credit_code: '91330100MA27XL0E4N',
      legal_person: '张三',
      licence_upload_id: 1,
      authorisation_upload_id: 2,
    },
  },
  auth_request_withdraw: {
    description:
      '撤回自己待审核、待企业确认或已退回的企业认证申请；`version` 须为最新，否则答 409。需要登录。',
    exampleBody: { id: 1, version: 0 },
  },
  auth_join_list: {
    description:
      '申请加入当前会员所在企业、等待本企业成员确认的认证申请（申请人、提交的企业信息与材料）。未加入企业时答空列表。需要登录。',
    exampleBody: {},
  },
  auth_join_decide: {
    description:
      '企业成员同意（approve）或退回（return，须填写原因，不超过500字）他人加入本企业的申请；只能处理申请加入本企业的记录，`version` 须为最新，否则答 409。需要登录。',
    exampleBody: { id: 1, version: 0, decision: 'return', reason: '经核实，申请人不是本企业员工' },
  },
};
