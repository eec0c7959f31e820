// What each call of the `enterprise` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const enterpriseCallDocs: {
  readonly [Name in keyof (typeof callDomains)['enterprise']]: CallDoc;
} = {
  list_count: {
    description: '当前用户所在企业即将到期需续费的资质、专利、作品、软著与商标数量。需要登录。',
    exampleBody: { enterprise_id: 1 },
  },
  enterprise_record: {
    description:
      '当前用户所在企业的企业信息：各字段的值及其来源（企业填报 / 公开数据 / 平台核验）与日期、研发费用占比、资质（来自资质管理）、知识产权数量（来自知识产权记录）与版本号。需要登录且已完成企业认证；企业只能是本人所在企业。',
    exampleBody: {},
  },
  enterprise_record_save: {
    description:
      '修改本企业的企业信息：只传改动的字段与读取时的 `version`；版本已变时答 409「数据已被他人修改」。企业名称与统一社会信用代码来自企业认证，不能在此修改；研发费用占比自动计算。`credit_clean`（近三年无严重失信记录）由企业声明：true 是、false 否、null 未声明；政策匹配据此判断信用条件（来源：企业填报，附声明日期）。成功后写入修改记录、审计日志，并通知本企业的其他成员。',
    exampleBody: { version: 3, fields: { revenue: 12800.5, average_staff: 268 } },
  },
  enterprise_record_history: {
    description: '本企业信息的修改记录，新的在前：修改人（已脱敏）、时间、各字段修改前后的值。',
    exampleBody: { page: 1, pageSize: 10 },
  },
};
