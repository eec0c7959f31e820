// The documentation of 政策匹配 and of the operators' policy authoring (policy-admin), spread into
// callDocs (call-docs.ts), which the OpenAPI document and the README use.
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type PolicyMatchCallName =
  keyof (typeof callDomains)['policy-match'] | keyof (typeof callDomains)['policy-admin'];

const page = { page: 1, pageSize: 20 };

const conditions = {
  all: [
    {
      id: 'c1',
      label: '注册地在西湖区',
      clause: '第二条第（一）项',
      field: 'district',
      op: 'eq',
      value: '西湖区',
    },
    {
      id: 'c2',
      label: '研发费用占营业收入比例不低于 3%',
      clause: '第二条第（三）项',
      field: 'rd_share',
      op: 'gte',
      value: 3,
    },
    {
      any: [
        {
          id: 'c3',
          label: '拥有有效发明专利 1 件以上',
          clause: '第二条第（四）项',
          field: 'invention_patents',
          op: 'gte',
          value: 1,
        },
        {
          id: 'c4',
          label: '具有高新技术企业资质',
          clause: '第二条第（四）项',
          field: 'qualifications',
          op: 'contains_any',
          value: ['高新技术企业'],
        },
      ],
    },
  ],
};

export const policyMatchCallDocs: { readonly [Name in PolicyMatchCallName]: CallDoc } = {
  policy_match: {
    description:
      '政策匹配：用本企业的企业信息（每项附来源与日期；资质与知识产权数量取自其记录）逐条比对现行有效政策下已发布、申报中、即将截止、常年受理或未开始的申报通知；区县政策只比对注册在该区的企业。每条通知给出结果（可申报 / 可能符合 / 暂不符合）、“6 项可核验条件符合 5 项，1 项待确认”式的小结、每个条件的条款、门槛、企业的值与来源、结果（符合 / 不符合 / 待确认；缺少数据为待确认并指出到哪里补全），需人工判断的条件为自查清单；只差一两个数值条件的标为“差一点”并给出差距。`overrides` 为假设值（what-if）：按字段类型校验，以“假设值”为来源重新比对，不保存任何数据。需登录且已认证企业。',
    exampleBody: { overrides: { invention_patents: 3 }, only: 'all' },
  },
  admin_policy_save: {
    description:
      '运营：新建（不带 `id`，为草稿）或编辑（带 `id` 与读取时的 `version`，过期答 409）一份政策文件：标题、发文字号、发文机关、级别、适用地区（区县级政策须为杭州市的区）、行业、主题、日期、正文与解读（HTML，保存前清洗）、咨询电话、最后核验日期。保存时重算检索向量，写审计记录。',
    exampleBody: {
      title: '西湖区关于促进数字经济高质量发展的若干政策',
      document_number: '西政〔2026〕8号',
      issuing_unit: '西湖区人民政府',
      level: 21,
      region: '西湖区',
      themes: ['科技创新'],
      published_on: '2026-03-01',
      body: '<p>为加快数字经济发展……</p>',
    },
  },
  admin_policy_publish: {
    description: '运营：发布一份草稿政策文件（带 `version`；已发布的答 400）。写审计记录。',
    exampleBody: { id: 1, version: 0 },
  },
  admin_policy_set_validity: {
    description:
      '运营：把政策标为已修订（须指明已发布的新政策 `successor_id`）、已废止或现行有效，可设有效期至；须说明原因。通知订阅该政策的用户，写审计记录。',
    exampleBody: {
      id: 1,
      version: 1,
      validity: 'revised',
      successor_id: 2,
      reason: '已由 2026 年新版办法替代',
    },
  },
  admin_policy_list: {
    description: '运营：政策文件列表（含草稿），可按标题关键词、发布状态筛选，新更新的在前，分页。',
    exampleBody: { ...page, state: 'draft' },
  },
  admin_call_save: {
    description:
      '运营：新建或编辑（带 `version`）一条申报通知：所属政策、标题、申报时间（都不填为常年受理）、兑现方式、支持方式与上限（万元）、免申即享的兑现规则（`amount_rule`：定额 `{ kind: "fixed", amount }` 或按比例 `{ kind: "share", field, percent }`，均不超过上限；可为 null）、条件（JSON：all / any / not 组合，叶子条件只能用已知字段与相应运算符，最多 4 层、30 项、编号不重复；错误信息指出是哪一项）、自查清单、表单字段、材料清单、受理部门。政策的支持上限随已发布通知更新。写审计记录。',
    exampleBody: {
      policy_id: 1,
      title: '2026 年度数字经济企业研发补助申报',
      start_on: '2026-11-01',
      end_on: '2026-12-15',
      mode: 'review',
      support_type: '无偿资助',
      support_ceiling: 200,
      support_text: '按研发投入的 10% 给予补助，最高 200 万元',
      amount_rule: null,
      conditions,
      checklist: ['项目具有示范带动作用'],
      materials: [{ key: 'licence', name: '营业执照', required: true, library_kind: 'licence' }],
    },
  },
  admin_call_publish: {
    description:
      '运营：发布一条申报通知（所属政策须已发布），通知订阅该政策的用户；免申即享的通知同时比对其适用地区的全部企业：只依据公开数据、平台核验与知识产权记录的数据（企业自行填报的数据不作依据），为据此可申报且尚无事项的企业开立免申即享事项（保存比对所用数据，金额按通知的兑现规则 `amount_rule` 计算、不超过支持上限；未设规则的由运营在公示时确定）并推送给企业成员，答复中附比对结果。写审计记录。',
    exampleBody: { id: 1, version: 0 },
  },
  admin_exempt_batch: {
    description:
      '运营：对一条已发布的免申即享通知重新比对企业（例如企业数据更新后）。已有事项的企业不会重复开立或推送；同时运行两次也只开立一次。写审计记录。',
    exampleBody: { call_id: 1 },
  },
  admin_call_list: {
    description:
      '运营：申报通知列表（含草稿），可按所属政策、发布状态、兑现方式筛选，新更新的在前，分页。',
    exampleBody: { ...page, mode: 'exempt' },
  },
  admin_call_preview: {
    description:
      '运营：发布前预览一份申报条件（可为尚未保存的草稿，`conditions` 与 `admin_call_save` 的相同）：用与 /match 相同的匹配逻辑比对平台全部企业（区级政策只比对该区企业），答复可申报、可能符合、暂不符合各多少家，每类最多举 5 家为例，附不符合或待确认的条件说明。只读，不写任何数据。',
    exampleBody: { conditions, policy_id: 1 },
  },
};
