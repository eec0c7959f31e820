// Valid answers of the calls, shared by schema and client tests.
export const siteConfig = {
  yrzqys_count: 120,
  lbt: '/uploads/banner1.jpg,/uploads/banner2.jpg',
  fwrx: '400-800-8888',
  gsdz: '浙江省杭州市西湖区文三路 100 号',
  swhz: 'bd@example.com',
  phone: '0571-88886666',
  kfimage: '/uploads/kf.png',
  bah: '浙ICP备12345678号',
  bqxx: '© 2026 企业服务平台',
};

export const userInfo = {
  id: 7,
  user_id: 7,
  nickname: '示范企业',
  username: 'demo_enterprise',
  email: 'demo@example.com',
  mobile: '13800000001',
  avatar_id: null,
  notice_time: null,
  qyedit: { status: 2, enterprise_id: 3 },
  qiyeauthentication: { enterprise_id: 3 },
  enterprise: {
    name: '杭州云栖智造科技有限公司',
    credit_code: '91330106MA2H3Q8X5K',
    auth_state: 'approved',
  },
  roles: ['member'],
};

export const session = { ...userInfo, token: 'tok_abc123' };

export const homeData = {
  enterprise_num: 1000,
  // enterprise_num + the site config's yrzqys_count, added by the server.
  enterprise_total: 1120,
  yhenterprise_num: 300,
  expert_manage_num: 50,
  talent_manage_num: 80,
  policy_count: 600,
  service_count: 40,
  problem_count: 25,
  trends: [
    { id: 1, title: '省级专精特新企业名单公布', image: '/uploads/t1.jpg', createtime: 1767225600 },
  ],
  knowledge: [{ id: 1, title: '高新技术企业认定要点' }],
};

export const policyGroups = [
  {
    id: 1,
    createtime: 1767225600,
    entry_name: '2026 年省级研发费用补助',
    level: 19,
    list: [
      {
        id: 11,
        enterprise_name: '杭州示范科技有限公司',
        topic_name: '研发补助',
        level: 19,
        unit: '省科技厅',
        total_money: 12.5,
      },
    ],
  },
];

export const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

/** An information article as information_detail answers it. */
export const articleDetail = {
  id: 12,
  title: '杭州市出台数字化改造新政，最高支持300万元',
  source: '杭州日报',
  createtime: 1_767_225_600,
  content: '<p>近日，杭州市出台数字化改造新政。</p>',
  deadline: null,
};
