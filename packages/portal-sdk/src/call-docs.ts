// What each call is for, in more words than its `summary`, with an example body: the API's
// OpenAPI document (apps/api plugins/openapi.ts) and the README's call table are generated from
// this, so the documentation cannot drift from the SDK. Kept apart from the call definitions so
// documenting a call never touches its schema. test/call-docs.test.ts checks every call has an
// entry and every example body passes the call's own schema.
import { applicationCallDocs } from './application-docs.js';
import type { CallName } from './calls/index.js';
import { policyMatchCallDocs } from './policy-match-docs.js';

export interface CallDoc {
  /** What the call answers and when to use it (Chinese, like the product). */
  readonly description: string;
  /** A body the call accepts (without `user_id`, which the client adds). */
  readonly exampleBody: Readonly<Record<string, unknown>>;
}

const page = { page: 1, pageSize: 10 };

export const callDocs: { readonly [Name in CallName]: CallDoc } = {
  ...applicationCallDocs,
  ...policyMatchCallDocs,
  index: {
    description: '首页一次取齐的数据：平台统计数字、最新动态与政策知识。无需登录。',
    exampleBody: {},
  },
  get_policynew: {
    description:
      '某一级别（国家、省、市、区县）最新发布的政策，每条附获扶持企业与金额，供首页政策表格使用。',
    exampleBody: { level: 18 },
  },
  policy_search: {
    description:
      '政策库检索：关键词（标题、发文字号、发文机关、正文；多个词须同时出现，单字按前缀）与级别、发文机关、地区、行业、主题、有效性、申报状态、兑现方式、发布日期筛选；按相关度、最新发布、截止日期或支持额度排序，分页（每页至多 50 条）。每条附匹配处的摘要与高亮词。只列已发布的政策。',
    exampleBody: { ...page, keyword: '高新技术', level: [20], sort: 'relevance' },
  },
  policy_facets: {
    description: '政策库筛选栏的选项：发文机关、地区与主题，各附已发布政策的数量。',
    exampleBody: {},
  },
  policy_detail: {
    description:
      '一份政策文件：元数据、有效性（已修订时附新文件）、全文与解读（已清洗的 HTML）、附件、最后核验日期、各申报通知（申报状态、剩余天数、兑现方式、材料、条件）、相关政策、公示名单与政策知识。登录后还带本企业的申报进度与是否已订阅。草稿或不存在时答 404。',
    exampleBody: { id: 1 },
  },
  policy_subscribe: {
    description: '订阅一份政策的变更（修订、废止、新的申报通知）。重复订阅不报错。需登录。',
    exampleBody: { policy_id: 1 },
  },
  policy_unsubscribe: {
    description: '取消订阅一份政策的变更。未订阅时不报错。需登录。',
    exampleBody: { policy_id: 1 },
  },
  policy_call_list: {
    description:
      '申报通知列表：按申报状态、兑现方式、级别、关键词与月份（申报期与该月有交集，供日历视图）筛选，按截止日期排序（常年受理在后），分页。',
    exampleBody: { ...page, window: 'open', month: '2026-11' },
  },
  knowledge_list: {
    description: '政策知识（政策解读与问答）列表：关键词、类型、所解读的政策筛选，新的在前，分页。',
    exampleBody: { ...page, keyword: '研发费用' },
  },
  knowledge_detail: {
    description:
      '一篇政策知识：正文（已清洗的 HTML）、所解读的政策及其有效性、上一篇与下一篇。不存在时答 404。',
    exampleBody: { id: 1 },
  },
  get_information: {
    description: '资讯列表，分页；`type` 选择资讯类别。',
    exampleBody: { ...page, type: 1 },
  },
  bulletin_list: {
    description: '政策公告列表，分页：正在申报、正在公示与其它资讯，可按级别筛选。',
    exampleBody: { ...page, type: 1 },
  },
  information_detail: {
    description:
      '一条资讯的详情：标题、来源、发布时间与正文（已清洗的 HTML，显示前请再次清洗）。`id` 取自 `get_information` 的列表；不存在时答 404。',
    exampleBody: { id: 1 },
  },
  bulletin_detail: {
    description:
      '一条政策公告的详情：标题、发布单位、发布时间、正文（已清洗的 HTML）与申报通知的截止日期。`id` 取自 `bulletin_list` 的列表；不存在时答 404。',
    exampleBody: { id: 1 },
  },
  service_manage: {
    description: '惠企服务列表，分页；带 `service_type_id` 时只列该类型的服务。',
    exampleBody: { ...page },
  },
  service_type_list: {
    description: '惠企服务的全部类型，供服务列表的筛选标签使用。',
    exampleBody: {},
  },
  fwystem: {
    description: '服务体系（服务机构）列表，分页，用于首页横向滚动条。',
    exampleBody: { ...page },
  },
  expert_manage_first: {
    description: '专家的一级分类，供专家列表的分类标签使用。',
    exampleBody: {},
  },
  expert_manage_list: {
    description: '专家列表，分页；可按所属机构、标签与地区筛选。',
    exampleBody: { ...page },
  },
  talent_manage_list: {
    description: '人才列表，分页；带 `talent_type_id` 时只列该类型的人才。',
    exampleBody: { ...page },
  },
  talent_type_list: {
    description: '人才的全部类型，供人才列表的筛选标签使用。',
    exampleBody: {},
  },
  appeal_statistics: {
    description: '企业诉求的统计：总数、待处理、处理中、已办结与办结率。',
    exampleBody: {},
  },
  pcconfig: {
    description:
      '站点配置：页脚的联系电话、地址、备案号、客服二维码与首页轮播图。每个页面都会用到，可缓存。',
    exampleBody: {},
  },
  agreement: {
    description: '协议与简介的正文（HTML）：`status` 为 1 隐私政策、2 用户协议、3 公司简介。',
    exampleBody: { status: 2 },
  },
  web_login: {
    description:
      '开始扫码登录：返回二维码图片（data: URL）、`sign` 与只交给本浏览器的 `poll_key`。之后每秒用 checkStatus 查询状态；二维码 120 秒后过期。登录类接口：成功 code 1，失败 code 0。',
    exampleBody: {},
  },
  checkStatus: {
    description:
      '查询扫码登录的状态：0 等待扫码、1 已确认（同时返回 user_id 与 token）、2 已过期或不存在。须带 web_login 给出的 `poll_key`，否则与未知的 sign 一样答 2。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl', poll_key: 'cG9sbC1rZXktZXhhbXBsZQ' },
  },
  login: {
    description:
      '登录：`type` 1 用账号（用户名、手机号或邮箱）和密码，2 用手机号（放在 `account`）和短信验证码。成功 code 1 并返回用户信息与 token；失败 code 0，msg 说明原因（账号或密码错误；同一地址多次输错后需等待若干分钟）。',
    exampleBody: { type: 1, account: 'demo_enterprise', password: 'Demo@2026' },
  },
  dx_send: {
    description:
      '向手机号发送短信验证码（登录或注册用），同一号码 60 秒内只能发送一次（页面倒数 59 秒）。成功 code 1，失败 code 0。',
    exampleBody: { type: 2, phone: '13800000001' },
  },
  logout: {
    description: '退出登录：当前 token 立即失效。需要登录。',
    exampleBody: {},
  },
  qr_confirm: {
    description:
      '手机端（已登录）确认电脑端的扫码登录请求；电脑端随后在 checkStatus 中得到 token。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl' },
  },
  qr_cancel: {
    description: '电脑端作废自己申请的二维码（关闭登录框时），须带 web_login 给出的 `poll_key`。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl', poll_key: 'cG9sbC1rZXktZXhhbXBsZQ' },
  },
  qr_refuse: {
    description: '手机端（已登录）拒绝电脑端的扫码登录请求，二维码随即作废。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl' },
  },
  qr_info: {
    description: '手机端（已登录）在确认前查看是哪台电脑在请求登录：浏览器、大致位置与请求时间。',
    exampleBody: { sign: 'c2lnbi1leGFtcGxl' },
  },
  register: {
    description: '用手机号和短信验证码注册账号，成功后直接登录（返回用户信息与 token）。',
    exampleBody: {
      username: 'new_member',
      password: 'Passw0rd2026',
      phone: '13800000009',
      code: '123456',
    },
  },
  forget_send: {
    description: '找回密码第一步：向账号绑定的手机号或邮箱发送验证码。',
    exampleBody: { account: 'demo_enterprise', channel: 'mobile' },
  },
  forget_reset: {
    description:
      '找回密码第二步：校验验证码并设置新密码；成功后该账号的全部会话失效，日历订阅地址随即停用。',
    exampleBody: {
      account: 'demo_enterprise',
      channel: 'mobile',
      code: '123456',
      password: 'Passw0rd2026',
    },
  },
  user_detail: {
    description: '当前登录用户的信息：昵称、联系方式与企业认证情况。需要登录；未登录答 401。',
    exampleBody: {},
  },
  edit_notice_time: {
    description: '续费预警“今日不再提醒”：把提醒时间设为今天结束。需要登录。',
    exampleBody: {},
  },
  bind_info: {
    description:
      '补全账号信息（短信登录新建的账号）：用户名、企业名称与统一社会信用代码。需要登录。',
    exampleBody: {
      username: 'new_member',
      enterprise_name: '示例科技有限公司',
      credit_code: '91330100MA27XL0E4N',
    },
  },
  profile_update: {
    description:
      '修改本人基本信息：昵称（不超过20个字符，空串清除）、头像（本人上传的头像文件 id，null 移除），用户名仅在尚未设置时可设置一次（规则同 `bind_info`）。只改所带的字段。需要登录。',
    exampleBody: { nickname: '小王', avatar_upload_id: 1 },
  },
  security_overview: {
    description:
      '账号安全概况：是否已设置登录密码（短信注册的账号没有密码，用手机验证码设置）、上次修改密码的时间、是否已绑定微信、日历订阅地址的生成时间（无则为 null；修改或找回密码后随即停用）。需要登录。',
    exampleBody: {},
  },
  password_change: {
    description:
      '修改登录密码：须当前密码（连续输错将需等待）；从未设置密码的账号改用 `reauth_send`（purpose password）发到本人手机的验证码。新密码规则同注册。成功后本人的其它会话全部失效（当前会话保留），日历订阅地址随即停用，并通知绑定的手机与邮箱。需要登录。',
    exampleBody: { current_password: 'Demo@2026', password: 'Qyfw2026pass' },
  },
  login_history: {
    description:
      '本人的登录记录，最新在前，分页：时间、大致地点（由 IP 离线查得）、设备（浏览器与系统）、打码的 IP、登录方式，是否为当前会话、是否仍有效。需要登录。',
    exampleBody: { page: 1, pageSize: 10 },
  },
  session_end: {
    description:
      '结束本人的另一个会话（`login_history` 的 id），该设备随即需要重新登录。他人的会话答 404；当前会话请用 `logout`。需要登录。',
    exampleBody: { id: 1 },
  },
  reauth_send: {
    description:
      '修改联系方式第一步之一：向要更换的原邮箱（purpose email）或原手机（phone）发送身份验证码；purpose password 发到本人手机，供没有密码的账号设置密码。尚未绑定时答 400。频率限制同 `dx_send`（60 秒、每日、每 IP）。需要登录。',
    exampleBody: { purpose: 'phone' },
  },
  reauth: {
    description:
      '修改联系方式第一步：用当前密码或 `reauth_send` 的验证码证明身份，换取 10 分钟内有效、只能使用一次、只用于所选联系方式（email 或 phone）的凭证 `grant`。需要登录。',
    exampleBody: { purpose: 'phone', method: 'password', password: 'Demo@2026' },
  },
  contact_send_code: {
    description:
      '修改联系方式第二步：凭 `grant` 向新邮箱或新手机发送验证码。新联系方式已属于其他账号时答 400（不透露是谁）。需要登录。',
    exampleBody: { grant: 'grant-token', purpose: 'phone', phone: '13900000009' },
  },
  contact_change: {
    description:
      '修改联系方式第三步：凭 `grant` 与新联系方式收到的验证码完成更换；凭证随即作废，原联系方式收到通知，消息中心记一条账号安全消息。缺少任一步验证都不会更改。需要登录。',
    exampleBody: { grant: 'grant-token', purpose: 'phone', phone: '13900000009', code: '123456' },
  },
  wechat_status: {
    description:
      '微信绑定状态：平台是否已配置微信开放平台应用、本人是否已绑定、微信昵称与绑定时间。需要登录。',
    exampleBody: {},
  },
  wechat_bind_start: {
    description:
      '开始绑定微信：答微信开放平台网站应用的授权地址（state 10 分钟内有效、只能用一次）。授权后微信回到 `GET /api/oauth/wechat/callback`，绑定后转到 /pc/wechat?result=bound（失败为 result=error&reason=…）。平台未配置时答 400。需要登录。',
    exampleBody: {},
  },
  wechat_unbind: {
    description: '解除微信绑定；解除后须仍能用密码或手机验证码登录，否则答 400。需要登录。',
    exampleBody: {},
  },
  message_list: {
    description:
      '我的消息（消息中心），新的在前，分页；`type` 按消息类型筛选，`state` 按已读状态筛选（unread 未读、read 已读、all 全部）。只含本人的消息。需要登录。',
    exampleBody: { ...page, type: 'auth', state: 'unread' },
  },
  message_unread_count: {
    description:
      '本人的未读消息数：合计与每种类型（没有的为 0），供页头角标与筛选标签使用。需要登录。',
    exampleBody: {},
  },
  message_read: {
    description:
      '把所列消息标为已读，答实际标记的条数；已读的或他人的消息不计入、不改变。一次最多100条。需要登录。',
    exampleBody: { ids: [1, 2] },
  },
  message_read_all: {
    description:
      '把本人的未读消息全部标为已读（给出 `type` 时只标该类型），答标记的条数。需要登录。',
    exampleBody: { type: 'auth' },
  },
  message_preferences: {
    description:
      '每种消息类型是否同时发送短信、邮件副本（默认都发送；站内消息始终保留）。副本发往已绑定的手机、邮箱。需要登录。',
    exampleBody: {},
  },
  message_preferences_save: {
    description:
      '保存所列类型的短信、邮件副本开关（未列的类型不变），答保存后的全部偏好。需要登录。',
    exampleBody: { list: [{ type: 'policy', sms: false, email: true }] },
  },
  deadline_list: {
    description:
      '本人及所在企业的全部待办期限，按截止日期排序（已逾期的在前）：本期为被退回的企业认证申请的重新提交期限，后续加入申报、缴费、诉求与挂牌的期限。`days_left` 为距截止日（北京时间）的天数，负数表示已逾期。需要登录。',
    exampleBody: {},
  },
  calendar_feed: {
    description: '日历订阅地址的状态：是否已生成及生成时间。地址本身只在生成时显示一次。需要登录。',
    exampleBody: {},
  },
  calendar_feed_create: {
    description:
      '生成新的私密日历订阅地址（iCalendar，可在手机或电脑的日历应用中订阅），原有地址随即失效。地址只显示这一次，请妥善保管。需要登录。',
    exampleBody: {},
  },
  calendar_feed_revoke: {
    description: '停用日历订阅地址：之后用该地址订阅将答 404。没有地址时也答成功。需要登录。',
    exampleBody: {},
  },
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
      '修改本企业的企业信息：只传改动的字段与读取时的 `version`；版本已变时答 409「数据已被他人修改」。企业名称与统一社会信用代码来自企业认证，不能在此修改；研发费用占比自动计算。成功后写入修改记录、审计日志，并通知本企业的其他成员。',
    exampleBody: { version: 3, fields: { revenue: 12800.5, average_staff: 268 } },
  },
  enterprise_record_history: {
    description: '本企业信息的修改记录，新的在前：修改人（已脱敏）、时间、各字段修改前后的值。',
    exampleBody: { page: 1, pageSize: 10 },
  },
  daping_totals: {
    description: '数据大屏的总量卡片：企业、知识产权企业、专家、人才、政策、服务、诉求与扶持资金。',
    exampleBody: {},
  },
  daping_enterprise_distribution: {
    description: '数据大屏：企业按行业与按区县的分布。',
    exampleBody: {},
  },
  daping_policy_monthly: {
    description:
      '数据大屏：近 `months` 个月（默认 12）每月发布的政策数，按国家、省、市、区县级分列。',
    exampleBody: { months: 12 },
  },
  daping_subsidy_monthly: {
    description: '数据大屏：近 `months` 个月（默认 12）每月兑现的扶持资金（万元）与获扶持企业数。',
    exampleBody: { months: 12 },
  },
  daping_appeal_status: {
    description: '数据大屏：诉求按状态的数量、办结率与平均办理天数。',
    exampleBody: {},
  },
  daping_appeal_funnel: {
    description: '数据大屏：诉求办理漏斗，提交 → 受理 → 办理 → 办结 各阶段的数量。',
    exampleBody: {},
  },
  daping_appeal_monthly: {
    description: '数据大屏：近 `months` 个月（默认 12）每月提交与办结的诉求数。',
    exampleBody: { months: 12 },
  },
  daping_ip_holdings: {
    description: '数据大屏：有效的专利、商标、作品著作权、软件著作权与资质，按类别统计。',
    exampleBody: {},
  },
  daping_ip_renewals: {
    description:
      '数据大屏：未来 `months` 个月（默认 12，含本月）每月到期需续费的知识产权与资质数。',
    exampleBody: { months: 12 },
  },
  daping_renewal_calendar: {
    description: '数据大屏：续费到期日历，今天起 `days` 天内每天到期的知识产权与资质数。',
    exampleBody: { days: 30 },
  },
  daping_service_top: {
    description: '数据大屏：申请数最多的服务，默认前 10 个。',
    exampleBody: { limit: 10 },
  },
  daping_ticker: {
    description:
      '数据大屏的滚动播报：最新的获扶持企业与新增企业诉求，默认 20 条。诉求默认不公开，只报类别与状态，不含企业名称与诉求标题。',
    exampleBody: { limit: 20 },
  },
  auth_request_mine: {
    description:
      '当前会员最近一次企业认证申请：状态（待审核、待企业确认、已认证、已退回、已撤回）、版本号、退回原因与重新提交期限、营业执照与授权书的上传 id，以及全部状态变更。从未申请时答 null。需要登录。',
    exampleBody: {},
  },
  auth_request_submit: {
    description:
      '提交企业认证：企业名称、统一社会信用代码（校验位按 GB 32100-2015 核验）、法定代表人、营业执照与授权书（先经 POST /api/upload 上传，用途 licence 与 authorisation）。信用代码已有企业认证时进入“待企业确认”，由该企业成员（或平台运营）确认；否则“待审核”。带 `id` 与 `version` 时修改被退回的申请后重新提交；已有进行中的申请时不会重复创建。需要登录。',
    exampleBody: {
      enterprise_name: '示例科技有限公司',
      credit_code: '91330100MA27XL0E4N',
      legal_person: '张三',
      licence_upload_id: 1,
      authorisation_upload_id: 2,
    },
  },
  auth_request_withdraw: {
    description:
      '撤回自己待审核、待企业确认或已退回的企业认证申请；`version` 须为最新，否则答 409。需要登录。',
    exampleBody: { id: 1, version: 0 },
  },
  auth_join_list: {
    description:
      '申请加入当前会员所在企业、等待本企业成员确认的认证申请（申请人、提交的企业信息与材料）。未加入企业时答空列表。需要登录。',
    exampleBody: {},
  },
  auth_join_decide: {
    description:
      '企业成员同意（approve）或退回（return，须填写原因，不超过500字）他人加入本企业的申请；只能处理申请加入本企业的记录，`version` 须为最新，否则答 409。需要登录。',
    exampleBody: { id: 1, version: 0, decision: 'return', reason: '经核实，申请人不是本企业员工' },
  },
  auth_request_list: {
    description:
      '平台运营的企业认证审核列表，分页，按提交时间先后：可按状态筛选，按企业名称或统一社会信用代码搜索。仅限平台运营：其他用户答 403。',
    exampleBody: { ...page, state: 'pending', keyword: '示例' },
  },
  auth_request_detail: {
    description:
      '平台运营查看一条企业认证申请：申请人、营业执照与授权书（文件经 GET /api/upload/:id 读取）、状态变更历史与审计记录。仅限平台运营。',
    exampleBody: { id: 1 },
  },
  auth_request_approve: {
    description:
      '平台运营通过企业认证申请：企业库没有该信用代码的企业时新建，申请人成为该企业的认证成员（user_detail 的 qyedit.status 为 2）。`version` 须为最新，否则答 409；已处理的申请答其当前状态。仅限平台运营。',
    exampleBody: { id: 1, version: 0 },
  },
  auth_request_return: {
    description:
      '平台运营退回企业认证申请，须填写原因（不超过500字）；申请人可在30天内修改后重新提交。`version` 须为最新，否则答 409。仅限平台运营。',
    exampleBody: { id: 1, version: 0, reason: '营业执照照片不清晰，请重新上传' },
  },
  workflow_events: {
    description:
      '平台运营查看一条业务记录（如一次扫码登录）的当前状态、版本号与全部状态变更：谁（角色或关系、用户 id）在何时把它从哪个状态变到哪个状态、原因。状态与事件的中文名见 SDK 的流程表（@qyfw/portal-sdk/flows）。仅限平台运营：其他用户答 403。',
    exampleBody: { entity_type: 'qr_login_sign', entity_id: 1 },
  },
};
