// What each call of 获扶持名单 (award lists) is for, with an example body (see call-docs.ts). The
// import, its template and its error report are file routes (AWARD_LIST_IMPORT and the others in
// calls/award-list-admin.ts), described there.
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

type AwardListAdminCallName = keyof (typeof callDomains)['award-list-admin'];

export const awardListAdminCallDocs: { readonly [Name in AwardListAdminCallName]: CallDoc } = {
  admin_award_list_list: {
    description:
      '获扶持名单列表，最新发布在前：每份含名单名称、级别、关联的政策与申报通知、企业数（其中未匹配企业库的家数）与扶持金额合计（万元）、发布时间。可按名单名称关键词与级别筛选。首页“最新政策”按级别展示最新的名单。仅限平台运营。',
    exampleBody: { page: 1, pageSize: 20, keyword: '研发', level: 20 },
  },
  admin_award_list_detail: {
    description:
      '一份获扶持名单及其企业，企业按扶持金额从高到低分页：企业名称、统一社会信用代码（匹配到企业库时为企业库中的）、项目名称、主管单位、金额（万元）；`enterprise_id` 为 null 的企业未匹配企业库（显示为“未匹配”，不计入任何企业的已获政策）。不存在的编号答 404。仅限平台运营。',
    exampleBody: { id: 1, page: 1, pageSize: 50 },
  },
  admin_award_list_delete: {
    description:
      '删除一份误发布的获扶持名单及其全部企业（名单不保存状态，删除即从首页、政策详情与企业的已获政策中消失），须填写原因；审计日志记下名单名称、级别、企业数、金额合计与原因。不存在的编号答 404。仅限平台运营。',
    exampleBody: { id: 1, reason: '名单金额有误，重新导入' },
  },
};
