// 预览匹配's answer for the call editor's test and the panel's story: 200 enterprises of 西湖区,
// an example of 可申报 and of 可能符合 (with why), none of 暂不符合.
import type { CallPreview } from '@qyfw/portal-sdk/calls/policy-admin';

export const previewAnswer: CallPreview = {
  counts: { eligible: 12, possible: 30, ineligible: 158, total: 200 },
  examples: {
    eligible: [
      {
        enterprise_id: 1,
        name: '杭州云栖智造科技有限公司',
        summary: '2 项可核验条件符合 2 项',
        reasons: [],
      },
    ],
    possible: [
      {
        enterprise_id: 5,
        name: '杭州星河软件有限公司',
        summary: '2 项可核验条件符合 1 项，1 项待确认',
        reasons: ['上年度营业收入 ≥ 2000 万元：待确认（企业信息缺少上年度营业收入）'],
      },
    ],
    ineligible: [],
  },
  region: '西湖区',
  evaluated_on: '2026-03-02',
  duration_ms: 38,
};
