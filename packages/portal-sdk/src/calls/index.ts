// The call registry: every call of the spec, by name. The server registers a route for each.
import * as auth from './auth.js';
import * as daping from './daping.js';
import * as enterprise from './enterprise.js';
import * as home from './home.js';
import * as person from './person.js';
import { agreement, pcconfig } from './site.js';

export const calls = {
  // home
  index: home.index,
  get_policynew: home.get_policynew,
  get_information: home.get_information,
  bulletin_list: home.bulletin_list,
  service_manage: home.service_manage,
  service_type_list: home.service_type_list,
  fwystem: home.fwystem,
  expert_manage_first: home.expert_manage_first,
  expert_manage_list: home.expert_manage_list,
  talent_manage_list: home.talent_manage_list,
  talent_type_list: home.talent_type_list,
  appeal_statistics: home.appeal_statistics,
  // site
  pcconfig,
  agreement,
  // auth
  web_login: auth.web_login,
  checkStatus: auth.checkStatus,
  login: auth.login,
  dx_send: auth.dx_send,
  logout: auth.logout,
  qr_confirm: auth.qr_confirm,
  qr_cancel: auth.qr_cancel,
  qr_refuse: auth.qr_refuse,
  qr_info: auth.qr_info,
  register: auth.register,
  forget_send: auth.forget_send,
  forget_reset: auth.forget_reset,
  // person
  user_detail: person.user_detail,
  edit_notice_time: person.edit_notice_time,
  bind_info: person.bind_info,
  // enterprise
  list_count: enterprise.list_count,
  // data screen (数据大屏)
  daping_totals: daping.daping_totals,
  daping_enterprise_distribution: daping.daping_enterprise_distribution,
  daping_policy_monthly: daping.daping_policy_monthly,
  daping_subsidy_monthly: daping.daping_subsidy_monthly,
  daping_appeal_status: daping.daping_appeal_status,
  daping_appeal_funnel: daping.daping_appeal_funnel,
  daping_appeal_monthly: daping.daping_appeal_monthly,
  daping_ip_holdings: daping.daping_ip_holdings,
  daping_ip_renewals: daping.daping_ip_renewals,
  daping_renewal_calendar: daping.daping_renewal_calendar,
  daping_service_top: daping.daping_service_top,
  daping_ticker: daping.daping_ticker,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

export * from './auth.js';
export * from './common.js';
export * from './daping.js';
export * from './enterprise.js';
export * from './home.js';
export * from './person.js';
export * from './site.js';
