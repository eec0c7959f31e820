// 企业管理's records as the console's tests read them: the demo enterprise (named as in the seed),
// with its one member and the authentication request that approved it, as admin_enterprise_list
// lists it and admin_enterprise_detail answers it. The test files keep only their own cases.

/** The demo enterprise as a row of admin_enterprise_list. */
export const demoEnterprise = {
  id: 1,
  name: '杭州云栖智造科技有限公司',
  credit_code: '91330106MA2KXXXX1X',
  district: '西湖区',
  industry: '新一代信息技术',
  status: 'authenticated',
  status_label: '已认证',
  member_count: 1,
};

/** admin_enterprise_detail's answer for it: its profile, its member and its approved request. */
export const demoEnterpriseDetail = {
  ...demoEnterprise,
  legal_person: '陈静',
  scale: '小型',
  established_on: '2019-05-20',
  members: [
    {
      id: 1,
      name: '陈静',
      username: 'demo_enterprise',
      mobile: '138****0001',
      state: 'active',
      state_label: '正常',
    },
  ],
  requests: [
    {
      id: 3,
      applicant: { id: 1, name: '陈静' },
      state: 'approved',
      state_label: '已认证',
      // 2026-01-05 and 2026-01-06, 09:00 in Shanghai.
      submitted_at: Date.UTC(2026, 0, 5, 1) / 1000,
      reviewed_at: Date.UTC(2026, 0, 6, 1) / 1000,
      reason: null,
    },
  ],
};
