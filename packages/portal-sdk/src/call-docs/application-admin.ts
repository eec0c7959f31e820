// What each operator call over applications and 免申即享 cases is for, with an example body
// (see call-docs.ts).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type ApplicationAdminCallName = keyof (typeof callDomains)['application-admin'];

export const applicationAdminCallDocs: {
  readonly [Name in ApplicationAdminCallName]: CallDoc;
} = {
  admin_application_list: {
    description:
      '平台运营的申报列表，分页，最近更新的在前：可按状态、申报通知筛选，按企业名称或申报编号搜索。仅限平台运营：其他用户答 403。',
    exampleBody: { page: 1, pageSize: 20, state: 'submitted', call_id: 1, keyword: '示范' },
  },
  admin_application_detail: {
    description:
      '平台运营查看一条申报：企业、表单、材料文件、进度时间线与运营当前可做的操作。仅限平台运营。',
    exampleBody: { id: 1 },
  },
  admin_application_transition: {
    description:
      '平台运营推进一条申报：受理（accept）、不予受理（reject，须填原因）、要求补正（request_correction，须填原因并一次列出全部补正项，项须为该通知的字段或材料）、开始审核（start_review）、拟支持并公示（propose，须填金额且不超过通知的最高额度）、未通过（fail，须填原因）、拨付（pay）、确认到账（confirm_receipt）。流程表不允许的操作答 400，`version` 过期答 409；企业全体成员收到消息；操作记入审计。仅限平台运营。',
    exampleBody: {
      id: 1,
      version: 2,
      event: 'request_correction',
      reason: '材料不全',
      items: [{ kind: 'material', key: 'audit_report', note: '请上传加盖公章的审计报告' }],
    },
  },
  admin_exempt_case_list: {
    description:
      '平台运营的免申即享事项列表，分页：可按状态、申报通知筛选，按企业名称或统一社会信用代码搜索；每条含企业的异议说明与运营当前可做的操作。仅限平台运营。',
    exampleBody: { page: 1, pageSize: 20, state: 'disputed' },
  },
  admin_exempt_case_detail: {
    description:
      '平台运营查看一项免申即享：企业、申报通知、比对所用的数据快照（逐项条件、取值、来源与日期）、企业的异议或放弃说明、收款账户（账号仅显示后四位）、处理记录（谁、何时、为何）与运营当前可做的操作。仅限平台运营。',
    exampleBody: { id: 1 },
  },
  admin_exempt_case_transition: {
    description:
      '平台运营推进一项免申即享：推送告知（notify）、异议复核后重新告知（renotify，须填复核意见）或结束（close，须填复核意见）、公示（publicize）、拨付（pay）、确认到账（confirm_receipt）；公示或拨付时可调整金额。`version` 过期答 409；企业全体成员收到消息；操作记入审计。仅限平台运营。',
    exampleBody: {
      id: 1,
      version: 3,
      event: 'renotify',
      reason: '已按 2025 年度数据重新核对，仍符合条件',
    },
  },
  admin_exempt_case_bulk_transition: {
    description:
      '平台运营批量推进免申即享：推送告知（notify）、公示（publicize）、拨付（pay）或确认到账（confirm_receipt），每项带读取时的 `version`，一次最多 100 项；可附一条说明记入每项的处理记录。逐项办理（各自的事务、审计与企业消息），答复每项的成败与原因（版本过期、当前状态不允许等），一项失败不影响其他项。须填复核意见的操作（重新告知、复核不符合）不能批量办理。仅限平台运营。',
    exampleBody: {
      event: 'pay',
      items: [
        { id: 1, version: 3 },
        { id: 2, version: 3 },
      ],
      reason: '2026年第一批拨付',
    },
  },
  admin_award_list_publish: {
    description:
      '平台运营为一份申报通知发布获扶持企业公示名单：名单收入该通知下处于拟支持公示或已拨付状态的申报与免申即享（企业与金额），级别取自所属政策；首页“最新政策”与企业的已获政策随之可见。仅限平台运营。',
    exampleBody: { call_id: 1, entry_name: '2026年度杭州市研发投入补助拟支持名单' },
  },
};
