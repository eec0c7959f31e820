// SDK-shaped answers of the home page's calls, for the fake API server. Typed with the SDK's
// data types, so a contract change breaks the fixtures at compile time.
import type {
  AppealStatistics,
  ArticleItem,
  Expert,
  ExpertCategory,
  HomeData,
  PolicyGroup,
  ServiceItem,
  ServiceSystemItem,
  Talent,
  TypeOption,
} from '@qyfw/portal-sdk/schemas';
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FakeAnswer } from './fake-api-server';

export const HOME_PATHS = {
  index: calls.index.path,
  pcconfig: calls.pcconfig.path,
  policyNew: calls.get_policynew.path,
  information: calls.get_information.path,
  bulletins: calls.bulletin_list.path,
  services: calls.service_manage.path,
  serviceTypes: calls.service_type_list.path,
  serviceSystem: calls.fwystem.path,
  expertCategories: calls.expert_manage_first.path,
  experts: calls.expert_manage_list.path,
  talents: calls.talent_manage_list.path,
  appealStatistics: calls.appeal_statistics.path,
} as const;

/** `{ code: 200, data }`, as every ordinary call answers. */
export function ok(data: unknown, delayMs?: number): FakeAnswer {
  return { status: 200, body: { code: 200, msg: '成功', data }, ...(delayMs ? { delayMs } : {}) };
}

export function paged<T>(list: T[], pageSize = 10) {
  return { list, total: list.length, page: 1, pageSize };
}

export const serverError: FakeAnswer = { status: 500, body: { code: 500, msg: '服务器内部错误' } };

/** 2026-03-08 10:00 in Shanghai. */
const MARCH_8 = Date.UTC(2026, 2, 8, 2) / 1000;

export const homeData: HomeData = {
  enterprise_num: 500,
  // The server adds the site config's yrzqys_count (120 in the site-config fixture).
  enterprise_total: 620,
  yhenterprise_num: 330,
  expert_manage_num: 80,
  talent_manage_num: 64,
  policy_count: 1000,
  service_count: 60,
  problem_count: 300,
  trends: [
    {
      id: 55,
      title: '高新技术企业认定政策宣讲会在萧山区成功举办',
      image: '/api/static/generated/cover-1.svg',
      createtime: MARCH_8,
    },
    {
      id: 29,
      title: '“亲清在线”平台累计兑付惠企资金突破4亿元',
      image: '/api/static/generated/cover-2.svg',
      createtime: MARCH_8 - 86_400,
    },
  ],
  knowledge: Array.from({ length: 8 }, (_, index) => ({
    id: index + 1,
    title: `政策知识第${index + 1}篇`,
  })),
};

export function policyGroup(
  id: number,
  level: PolicyGroup['level'],
  companies: number,
): PolicyGroup {
  return {
    id,
    createtime: MARCH_8,
    entry_name: `扶持名单${id}`,
    level,
    list: Array.from({ length: companies }, (_, index) => ({
      id: id * 100 + index,
      enterprise_name: `示例企业${id}-${index + 1}`,
      topic_name: '高新技术企业认定奖励',
      level,
      unit: '杭州市科学技术局',
      total_money: index === 0 ? 12.5 : 3,
    })),
  };
}

export function articles(prefix: string, count = 10): ArticleItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `${prefix}${index + 1}`,
    source: '企业服务中心',
    // A day apart, newest first, from 2026-01-01 (Asia/Shanghai midnight).
    createtime: 1_767_196_800 - index * 86_400,
    // Announcements name the policy and call they announce (none here); information items
    // do not, and their schema drops the two.
    policy_id: null,
    call_id: null,
  }));
}

export const serviceTypes: TypeOption[] = [
  { id: 1, name: '知识产权' },
  { id: 2, name: '财税服务' },
];

export function serviceItems(prefix: string, count = 10): ServiceItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    image: `/api/static/generated/service-${index + 1}.svg`,
    policy_name: `${prefix}${index + 1}`,
  }));
}

export function serviceSystemItems(count: number): ServiceSystemItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `服务机构${index + 1}`,
    image: `/api/static/generated/logo-${index + 1}.svg`,
    url: `https://org${index + 1}.example.gov.cn/`,
  }));
}

export const expertCategories: ExpertCategory[] = [
  { institutions_name: '知识产权专家' },
  { institutions_name: '科技创新专家' },
  { institutions_name: '财税金融专家' },
];

export function expertsOf(category: string): Expert[] {
  return Array.from({ length: 4 }, (_, index) => ({
    id: index + 1,
    name: `${category.slice(0, 2)}专家${index + 1}`,
    case: '专利布局、商标保护',
  }));
}

export const talents: Talent[] = [
  {
    id: 1,
    name: '钱瑞霖',
    gender: 1,
    birth: '1990-05-01',
    education: '本科',
    post: '销售经理',
    desirearea: '杭州市',
    image: '/t/1.svg',
  },
  {
    id: 2,
    name: '汪国琴',
    gender: 2,
    birth: '1993-11-20',
    education: '大专',
    post: '市场专员',
    desirearea: '宁波市',
    image: '/t/2.svg',
  },
  {
    id: 3,
    name: '康国华',
    gender: 0,
    birth: '1971',
    education: '硕士',
    post: '算法工程师',
    desirearea: '杭州市',
    image: '/t/3.svg',
  },
];

export const appealStatistics: AppealStatistics = {
  total: 300,
  pending: 11,
  processing: 20,
  done: 269,
  rate: 0.8967,
};
