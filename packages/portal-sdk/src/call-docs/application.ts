// The documentation of the application domain's calls (政策申报, 免申即享, 材料库),
// spread into callDocs (call-docs.ts), which the OpenAPI document and the README use.
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type ApplicationCallName = keyof (typeof callDomains)['application'];

const page = { page: 1, pageSize: 10 };
const bank = {
  bank: '中国工商银行杭州西湖支行',
  accountName: '杭州示范科技有限公司',
  accountNumber: '1202020209000012345',
};

export const applicationCallDocs: { readonly [Name in ApplicationCallName]: CallDoc } = {
  application_form: {
    description:
      '打开一份申报通知的申报表：通知（标题、政策、申报时间与状态、兑现方式、表单字段、材料清单、自查清单）、本企业对该通知正在进行的申报（任一成员所建，没有为 null）、由企业信息预填的值（每项注明来源与日期）、以及材料库中可直接选用且未过期的材料。需登录且已认证企业；免申即享的通知无需申报（答 400 说明），未开始、已截止或未发布的通知答 400 或 404。',
    exampleBody: { call_id: 1 },
  },
  application_save: {
    description:
      '保存申报草稿：本企业对该通知还没有进行中的申报时新建（不带 `version`），否则带上最新 `version` 修改（过期答 409）。材料为文件编号，须是本人以 material 用途上传的文件或本企业材料库中的文件。补正中只能修改要求补正的项，改了其它项答 400 并列出这些项。已提交、审核中等状态不能修改。',
    exampleBody: {
      call_id: 1,
      form: { project_name: '智能传感器研发', rd_spending: 320.5 },
      materials: { licence: [12], audit_report: [13] },
    },
  },
  application_submit: {
    description:
      '提交申报：草稿首次提交时生成申报编号（如 SB2026-000123），补正中的申报重新提交。先检查全部必填字段与材料，缺少时答 400 并一次列出所有缺项。`submit_key` 由客户端每次提交生成一次、重试时不变：同一 key 再次提交答同一结果且不再改动；已提交后换 key 再提交答 409“已提交”。`save_to_library` 列出的材料同时存入本企业材料库。',
    exampleBody: {
      id: 1,
      version: 3,
      submit_key: 'c0ffee12-submit',
      save_to_library: ['audit_report'],
    },
  },
  application_withdraw: {
    description:
      '撤回申报（草稿、已提交、补正中或已受理时），可填写原因；撤回后可对同一通知重新申报。`version` 须为最新，否则答 409。',
    exampleBody: { id: 1, version: 4, reason: '项目计划调整，下一批次再申报' },
  },
  application_confirm_receipt: {
    description: '已拨付的申报由企业成员确认资金已到账。`version` 须为最新，否则答 409。',
    exampleBody: { id: 1, version: 9 },
  },
  application_detail: {
    description:
      '本企业一条申报的全部内容：申报通知、表单与材料文件、进度时间线（谁、何时、为何）、未完成的补正项与说明、当前需要企业做什么（一句话）与期限、企业可做的操作。其他企业的申报答 404。',
    exampleBody: { id: 1 },
  },
  application_list: {
    description:
      '本企业的申报，分页，最近更新的在前：可按状态（多选；申报中页用进行中的状态）、年度（创建年份）与关键词（通知或政策标题、申报编号）筛选。同样的筛选 POST 到 /api/application/export 得到 xlsx 文件。',
    exampleBody: { ...page, state: ['submitted', 'correction'], year: 2026, keyword: '研发' },
  },
  policy_obtained: {
    description:
      '本企业已获得的政策扶持：获扶持公示名单中本企业的记录，以及已拨付、已到账的申报与免申即享，每条含来源、政策、通知、金额（万元）、日期与状态；并按年度合计。',
    exampleBody: {},
  },
  material_library_list: {
    description:
      '本企业材料库中的材料（营业执照、审计报告等），可按类型筛选；已过期的标注 expired。',
    exampleBody: { kind: 'audit_report' },
  },
  material_library_add: {
    description:
      '把本人以 material 用途上传的文件存入本企业材料库，注明类型、名称与有效期（可选）；之后申报时可直接选用，本企业成员均可查看。',
    exampleBody: {
      kind: 'audit_report',
      name: '2025年度审计报告',
      upload_id: 13,
      valid_until: '2026-12-31',
    },
  },
  material_library_remove: {
    description:
      '从本企业材料库移除一份材料；已经用于申报的文件仍随申报保留。其他企业的材料答 404。',
    exampleBody: { id: 1 },
  },
  exempt_case_list: {
    description:
      '本企业的免申即享事项：系统按数据比对符合后推送告知，企业确认（填写收款账户）、放弃或提出数据异议；待企业确认的在前。',
    exampleBody: { state: ['notified'] },
  },
  exempt_case_detail: {
    description:
      '一项免申即享的详情：比对所用的数据快照（逐项条件、企业的值、来源与日期）、金额、进度时间线、当前需要企业做什么与期限。其他企业的事项答 404。',
    exampleBody: { id: 1 },
  },
  exempt_case_confirm: {
    description:
      '待企业确认的免申即享事项：确认享受并填写收款账户（开户银行、账户名称、8至30位数字的账号）。`version` 须为最新，否则答 409。',
    exampleBody: { id: 1, version: 1, bank_account: bank },
  },
  exempt_case_decline: {
    description: '放弃享受一项待确认的免申即享政策，须说明原因。`version` 须为最新，否则答 409。',
    exampleBody: { id: 1, version: 1, reason: '本年度已享受同类补贴' },
  },
  exempt_case_dispute: {
    description:
      '认为比对所用的数据有误时提出异议，说明哪项数据有误；事项转平台复核，复核后重新告知或结束。`version` 须为最新，否则答 409。',
    exampleBody: { id: 1, version: 1, note: '研发费用应为 520 万元，系统取了 2024 年的数据' },
  },
  exempt_case_confirm_receipt: {
    description:
      '已拨付的免申即享事项由企业成员确认资金已到账（平台运营也可代为确认）。`version` 须为最新，否则答 409。',
    exampleBody: { id: 1, version: 4 },
  },
};
