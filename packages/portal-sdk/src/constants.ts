// Business constants and limits of the spec (contract §9), plus the fixed lists of contract §2 and §4 that the
// portal and the API both need. Plain values only: this entry pulls in no library.
// Only what the contract between the API and its callers fixes belongs here: codes, states, page
// sizes and limits the server enforces, timings the server is sized for. How a page looks or
// moves (animation times, table heights, strip speed, toast duration) lives in the app that
// shows it, so changing it never needs an SDK release.

/** Every request gives up after 50 s (contract §7, §9). */
export const REQUEST_TIMEOUT_MS = 50_000;
/**
 * The token cookie lives 0.25 day (6 h). Contract: it is the server's session lifetime, so a
 * cookie never outlives the session it names.
 */
export const TOKEN_COOKIE_EXPIRES_DAYS = 0.25;
/**
 * The login dialog polls the QR scan status every second (contract §4). Contract: the server's checkStatus
 * rate limits (per sign and per address) are sized for one poll a second per open dialog.
 */
export const QR_POLL_INTERVAL_MS = 1000;
/**
 * The send-code button counts down from 59 (contract §4). Contract: the server refuses a new code for the
 * same target within 60 s, so the button comes back only when a send can succeed.
 */
export const SMS_COUNTDOWN_SECONDS = 59;
/** The PC site is served under /pc/ (history routing, contract §2); the API serves the portal there. */
export const PUBLIC_PATH = '/pc/';

/**
 * Page sizes of the home page's lists (contract §9); contract: the list calls default to them when a body
 * leaves pageSize out. Only the first 6 knowledge items are shown.
 */
export const HOME_PAGE_SIZES = {
  knowledge: 6,
  bulletins: 10,
  services: 10,
  experts: 4,
  talents: 4,
  serviceSystem: 999,
} as const;

/** Page bounds the list calls accept: 1..100 per page, 999 for the service-system strip. */
export const MAX_PAGE_SIZE = 100;
export const MAX_SERVICE_SYSTEM_PAGE_SIZE = 999;

/** Policy levels as the calls send them (contract §7, §9). */
export const POLICY_LEVELS = { national: 18, province: 19, city: 20, district: 21 } as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[keyof typeof POLICY_LEVELS];
/** `bulletin_list` uses −1 for "every level". */
export const ALL_LEVELS = -1;

/** The home page's policy tabs, in order (contract §4). */
export const POLICY_LEVEL_OPTIONS = [
  { level: POLICY_LEVELS.national, label: '国家级' },
  { level: POLICY_LEVELS.province, label: '省级' },
  { level: POLICY_LEVELS.city, label: '市级' },
  { level: POLICY_LEVELS.district, label: '区县级' },
] as const;

/**
 * The announcement tabs of 政策资讯 (contract §4, §7) and the call each lists: 正在申报 is the information
 * list of every type (get_information, type −1); 正在公示 and 其它资讯 are announcements
 * (bulletin_list, type 1 and type 5).
 */
export const BULLETIN_TABS = [
  { key: 'declaring', label: '正在申报', call: 'get_information', type: -1 },
  { key: 'publicizing', label: '正在公示', call: 'bulletin_list', type: 1 },
  { key: 'other', label: '其它资讯', call: 'bulletin_list', type: 5 },
] as const;

/** Search type of the supply-and-demand tab (contract §9). */
export const SEARCH_TYPES = { supply: 1, demand: 2 } as const;
export type SearchType = (typeof SEARCH_TYPES)[keyof typeof SEARCH_TYPES];

/** The top search's tabs and where each goes with `?keyword=` (contract §2). Login is required. */
export const SEARCH_TABS = [
  { key: 'enterprise', label: '企业', route: '/enterpriseLibrary' },
  { key: 'policy', label: '政策', route: '/policyData' },
  { key: 'expert', label: '专家', route: '/expertList' },
  { key: 'service', label: '服务', route: '/serviceList' },
  {
    key: 'market',
    label: '供需',
    route: '/productList',
    routesBySearchType: {
      [SEARCH_TYPES.supply]: '/productList',
      [SEARCH_TYPES.demand]: '/demandList',
    },
  },
] as const;

/** What a header tab needs before it opens (contract §2, §6). */
export type TabRequirement = 'none' | 'login' | 'enterprise';

/** The header tabs in order (contract §2). */
export const HEADER_TABS = [
  { label: '首页', route: '/index', requires: 'none' },
  { label: '政策库', route: '/policyData', requires: 'none' },
  { label: '政策匹配', route: '/match', requires: 'enterprise' },
  { label: '知识产权', route: '/equity', requires: 'none' },
  { label: '惠企服务', route: '/serve', requires: 'none' },
  { label: '专家库', route: '/expert', requires: 'none' },
  { label: '人才库', route: '/person', requires: 'none' },
  { label: '融资服务', route: '/finance', requires: 'none' },
  { label: '企业诉求', route: '/enterprise', requires: 'none' },
  { label: '供需市场', route: '/gongxu', requires: 'none' },
  { label: '个人中心', route: '/basics', requires: 'login' },
] as const satisfies readonly { label: string; route: string; requires: TabRequirement }[];

/** The side menu's quick jumps: section and the scroll position it goes to (contract §2, §9). */
export const QUICK_JUMP = [
  { key: 'news', label: '最新动态', top: 700 },
  { key: 'policyNews', label: '政策资讯', top: 1600 },
  { key: 'policyResources', label: '政策资源', top: 1150 },
  { key: 'services', label: '惠企服务', top: 2100 },
  { key: 'appeals', label: '企业诉求', top: 2400 },
  { key: 'expertsTalents', label: '专家人才', top: 2700 },
  { key: 'serviceSystem', label: '服务体系', top: 2700 },
] as const;

/** The data screen (contract §2), opened in a new tab. */
export const DATA_SCREEN = { route: '/dataPage/page1', title: '数据大屏' } as const;

/** `/ysMent?status=` pages (contract §2). */
export const AGREEMENT_PAGES = {
  privacy: { status: 1, label: '隐私政策' },
  userAgreement: { status: 2, label: '用户协议' },
  companyProfile: { status: 3, label: '公司简介' },
} as const;

/** Local storage keys, spelled as the spec does (contract §3). */
export const STORAGE_KEYS = {
  userId: 'userId',
  userinfo: 'userinfo',
  qyId: 'qyId',
  isNotice: 'isNotice',
  config: 'config',
} as const;

/** `login` body types (contract §7). */
export const LOGIN_TYPES = { account: 1, sms: 2 } as const;
/** `dx_send` type for a login code (contract §7). */
export const SMS_TYPE_LOGIN = 2;
/** `checkStatus` answer (design §2): waiting, confirmed, expired. */
export const QR_STATUS = { waiting: 0, confirmed: 1, expired: 2 } as const;
/** `qyedit.status` value that makes the edited enterprise count (contract §6). */
export const QYEDIT_APPROVED_STATUS = 2;

/** Talent gender codes (contract §3); anything else is unknown. */
export const GENDER_LABELS: Readonly<Record<number, string>> = { 1: '男', 2: '女' };
export const GENDER_UNKNOWN_LABEL = '未知';

/** Success codes: ordinary calls answer 200 (0 accepted); the login family answers 1 (contract §8). */
export const SUCCESS_CODES = [200, 0] as const;
export const LOGIN_SUCCESS_CODE = 1;
export const LOGIN_FAILURE_CODE = 0;
/** Body codes the client reacts to whatever the HTTP status (design §2). */
export const UNAUTHORIZED_CODE = 401;
export const SESSION_EXPIRED_CODE = 402;

/** The client app's default Basic credentials (design §2). */
export const DEFAULT_CLIENT_ID = 'portal-web';
export const DEFAULT_CLIENT_SECRET = 'portal-web';

/** User-facing messages of the catalogue (contract §5, §8), in one place. */
export const MESSAGES = {
  network: '后端接口连接异常',
  timeout: '后端接口请求超时',
  unknown: '后端接口未知异常',
  httpStatus: (status: number) => `后端接口${status}异常`,
  loginRequired: '请先登录',
  enterpriseRequired: '请到个人中心补全企业信息',
  /**
   * The server's one refusal (403) of an `auth: 'enterprise'` call made by a member with no
   * authenticated enterprise: the wording the enterprise record and application calls used.
   */
  enterpriseScopeMissing: '您尚未完成企业认证，请先到“企业认证”提交认证',
  /** The server's refusal (403) of a unit-scoped call made by a handler placed in no unit yet. */
  unitScopeMissing: '您尚未分配承办单位，请联系平台运营',
  /**
   * A disabled account (停用 by a system administrator): every sign-in refuses it and its sessions
   * answer this (402) — portal and console alike.
   */
  accountDisabled: '该账号已停用，如有疑问请联系平台客服',
  contactRequired: '请先绑定手机号或邮箱',
  loginSuccess: '登录成功',
  bookmarkFallback: '您的浏览器不支持自动收藏，请按 Ctrl+D（Windows）或 Cmd+D（Mac）收藏本页',
  agreementNotice: '登录即表示已阅读并同意《用户协议》和《隐私政策》',
  smsResend: (seconds: number) => `${seconds}s后重新获取`,
  smsSend: '发送验证码',
  renewalWarningTitle: '续费预警',
} as const;

// Roles are contract constants: the server stores and checks them.
export * from './roles.js';
// Message kinds of 消息中心: the server stores them and checks the preferences against them.
export * from './message-types.js';
