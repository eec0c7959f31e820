// The portal's route map: every address of the spec's route list (contract §2, under the base path /pc/)
// that is built, listed once, grouped by header tab, each pointing at a file named for what it is.
// The router plugin (vite.config.ts) generates routeTree.gen.ts from this list; the build writes
// routes.json from that tree, so an address missing here answers HTTP 404 and shows the 404 page.
//
// Adding a screen: one line here, in its tab's group and under the layout for its purpose, plus
// its `*.route.tsx` file (which declares its staticData: tab, title, plain). Addresses of contract §2 that
// are not built yet are not listed: routing/spec-paths.ts knows them, so links to them type-check.
//
// Layouts by purpose (files under routes/layouts/), each a pathless route:
// - home:    the home page; plain (no antd) for its size budget.
// - library: the public browsing pages (policies, services, experts, the footer's pages).
// - account: register, password reset, the phone's QR confirmation — for visitors.
// - member:  what needs a logged-in member; its one beforeLoad guard refuses visitors (请先登录)
//            and, for pages that say so, members without an enterprise (请到个人中心补全企业信息).
import { index, layout, rootRoute, route } from '@tanstack/virtual-file-routes';

export const routeMap = rootRoute('root.route.tsx', [
  // The root address has no page: it redirects to /index (contract §2).
  index('root-redirect.route.tsx'),

  // 首页
  layout('home', 'layouts/home.layout.tsx', [route('/index', 'home/home.route.tsx')]),

  layout('library', 'layouts/library.layout.tsx', [
    // 首页's 最新动态 更多 and one news article
    route('/dynamicList', 'news/news-list.route.tsx'),
    route('/trendsDetail', 'news/news-detail.route.tsx'),
    // 政策库
    // 政策库: search and filters, one document with its calls, the calls with a deadline calendar
    route('/policyData', 'policy/policy-library.route.tsx'),
    route('/policyDetailData', 'policy/policy-detail-data.route.tsx'),
    route('/policyListData', 'policy/policy-list-data.route.tsx'),
    // 政策知识: interpretations and Q&A, each linked to the policies it explains
    route('/knowledgeList', 'policy/knowledge-list.route.tsx'),
    route('/knowledgeDetail', 'policy/knowledge-detail.route.tsx'),
    // 政策资讯: the announcement tabs behind the home page's 更多, and one article
    route('/policyList', 'policy/announcement-list.route.tsx'),
    route('/policyDetail', 'policy/announcement-detail.route.tsx'),
    // 页脚: 隐私政策, 用户协议, 公司简介
    route('/ysMent', 'site/agreement.route.tsx'),
  ]),

  // 账号 (header: 登录, 注册; login dialog: 忘记密码; the phone's scan page)
  // /login has no page: it opens the login dialog over the home page.
  route('/login', 'account/login.route.tsx'),
  layout('account', 'layouts/account.layout.tsx', [
    route('/register', 'account/register.route.tsx'),
    route('/forgetPassWord', 'account/forget-password.route.tsx'),
    route('/m/scan', 'account/scan-confirm.route.tsx'),
  ]),

  // 个人中心 (login required) and what a member completes after logging in
  layout('member', 'layouts/member.layout.tsx', [
    route('/bindInfo', 'account/bind-info.route.tsx'),
    // 政策匹配 and 申报 (issue 14): need an enterprise too (their staticData say so).
    route('/match', 'policy/match.route.tsx'),
    route('/apply', 'policy/apply.route.tsx'),
    // 个人中心: the member's card and menu around each screen (routes under routes/center/).
    layout('center', 'layouts/center.layout.tsx', [
      route('/personalcenter', 'center/personal-center.route.tsx'),
      // 账号: 基本信息 and changing the phone, the email and the WeChat binding.
      route('/basics', 'center/basics.route.tsx'),
      route('/phone', 'center/phone.route.tsx'),
      route('/email', 'center/email.route.tsx'),
      route('/wechat', 'center/wechat.route.tsx'),
      // Beyond the spec (issue 13): 消息中心 and the deadline inbox with its calendar feed.
      route('/messages', 'center/messages.route.tsx'),
      route('/deadlines', 'center/deadlines.route.tsx'),
      route('/information', 'center/information.route.tsx'),
      route('/identity', 'center/identity.route.tsx'),
      // 政策 (issue 14): 已获政策, 申报中, 申报记录.
      route('/yinformation', 'center/yinformation.route.tsx'),
      route('/sbNow', 'center/sb-now.route.tsx'),
      route('/annual', 'center/annual.route.tsx'),
    ]),
  ]),
]);
