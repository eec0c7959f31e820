// The call registry: every call of the spec, by name, grouped by domain. The server imports it
// whole and registers a route for each call. An app imports only the domains it uses, from
// their subpaths (`@qyfw/portal-sdk/calls/policy` …): a bundle that takes `calls` from here
// carries every call, the data screen's and the console's included.
import * as account from './account.js';
import * as appeal from './appeal.js';
import * as application from './application.js';
import * as applicationAdmin from './application-admin.js';
import * as auditAdmin from './audit-admin.js';
import * as awardListAdmin from './award-list-admin.js';
import * as auth from './auth.js';
import * as calendarAdmin from './calendar-admin.js';
import * as consoleAuth from './console-auth.js';
import * as contentAdmin from './content-admin.js';
import * as daping from './daping.js';
import * as enterprise from './enterprise.js';
import * as expert from './expert.js';
import * as home from './home.js';
import * as identity from './identity.js';
import * as identityAdmin from './identity-admin.js';
import * as message from './message.js';
import * as news from './news.js';
import * as peopleAdmin from './people-admin.js';
import * as person from './person.js';
import * as policy from './policy.js';
import * as policyAdmin from './policy-admin.js';
import * as policyLibrary from './policy-library.js';
import * as policyMatch from './policy-match.js';
import * as service from './service.js';
import * as site from './site.js';
import * as talent from './talent.js';
import * as workflow from './workflow.js';
import * as workQueueAdmin from './work-queue-admin.js';

/**
 * The calls of each domain; each key is also the name of the domain's subpath export
 * (`@qyfw/portal-sdk/calls/<domain>`), which the README's call table shows per call.
 */
export const callDomains = {
  home: { index: home.index },
  policy: { get_policynew: policy.get_policynew },
  // 政策库: search, documents, calls for applications, subscriptions, 政策知识
  'policy-library': {
    policy_search: policyLibrary.policy_search,
    policy_facets: policyLibrary.policy_facets,
    policy_detail: policyLibrary.policy_detail,
    policy_subscribe: policyLibrary.policy_subscribe,
    policy_unsubscribe: policyLibrary.policy_unsubscribe,
    policy_call_list: policyLibrary.policy_call_list,
    knowledge_list: policyLibrary.knowledge_list,
    knowledge_detail: policyLibrary.knowledge_detail,
  },
  // 政策匹配: the explainable match of the member's enterprise against the open calls
  'policy-match': { policy_match: policyMatch.policy_match },
  news: {
    get_information: news.get_information,
    bulletin_list: news.bulletin_list,
    information_detail: news.information_detail,
    bulletin_detail: news.bulletin_detail,
    trends_list: news.trends_list,
    trends_detail: news.trends_detail,
  },
  service: {
    service_manage: service.service_manage,
    service_type_list: service.service_type_list,
    fwystem: service.fwystem,
  },
  expert: {
    expert_manage_first: expert.expert_manage_first,
    expert_manage_list: expert.expert_manage_list,
  },
  talent: {
    talent_manage_list: talent.talent_manage_list,
    talent_type_list: talent.talent_type_list,
  },
  appeal: { appeal_statistics: appeal.appeal_statistics },
  site: { pcconfig: site.pcconfig, agreement: site.agreement },
  auth: {
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
  },
  person: {
    user_detail: person.user_detail,
    edit_notice_time: person.edit_notice_time,
    bind_info: person.bind_info,
  },
  // 账号与安全: the member's profile, password, login history, contacts and WeChat
  account: {
    profile_update: account.profile_update,
    security_overview: account.security_overview,
    password_change: account.password_change,
    login_history: account.login_history,
    session_end: account.session_end,
    reauth_send: account.reauth_send,
    reauth: account.reauth,
    contact_send_code: account.contact_send_code,
    contact_change: account.contact_change,
    wechat_status: account.wechat_status,
    wechat_bind_start: account.wechat_bind_start,
    wechat_unbind: account.wechat_unbind,
  },
  enterprise: {
    list_count: enterprise.list_count,
    enterprise_record: enterprise.enterprise_record,
    enterprise_record_save: enterprise.enterprise_record_save,
    enterprise_record_history: enterprise.enterprise_record_history,
  },
  // 消息中心 and the deadline inbox with its calendar feed
  message: {
    message_list: message.message_list,
    message_unread_count: message.message_unread_count,
    message_read: message.message_read,
    message_read_all: message.message_read_all,
    message_preferences: message.message_preferences,
    message_preferences_save: message.message_preferences_save,
    deadline_list: message.deadline_list,
    calendar_feed: message.calendar_feed,
    calendar_feed_create: message.calendar_feed_create,
    calendar_feed_revoke: message.calendar_feed_revoke,
  },
  // 企业认证: the member's request and joins to their enterprise
  identity: {
    auth_request_mine: identity.auth_request_mine,
    auth_request_submit: identity.auth_request_submit,
    auth_request_withdraw: identity.auth_request_withdraw,
    auth_join_list: identity.auth_join_list,
    auth_join_decide: identity.auth_join_decide,
  },
  // 政策申报, 免申即享 answers, the material library
  application: {
    application_form: application.application_form,
    application_save: application.application_save,
    application_submit: application.application_submit,
    application_withdraw: application.application_withdraw,
    application_confirm_receipt: application.application_confirm_receipt,
    application_detail: application.application_detail,
    application_list: application.application_list,
    policy_obtained: application.policy_obtained,
    material_library_list: application.material_library_list,
    material_library_add: application.material_library_add,
    material_library_remove: application.material_library_remove,
    exempt_case_list: application.exempt_case_list,
    exempt_case_detail: application.exempt_case_detail,
    exempt_case_confirm: application.exempt_case_confirm,
    exempt_case_decline: application.exempt_case_decline,
    exempt_case_dispute: application.exempt_case_dispute,
    exempt_case_confirm_receipt: application.exempt_case_confirm_receipt,
  },
  // data screen (数据大屏)
  daping: {
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
  },
  // operator console (平台运营): never in the portal's or the data screen's bundles
  // 政策与申报通知的编写、发布、有效性与免申即享比对
  'policy-admin': {
    admin_policy_save: policyAdmin.admin_policy_save,
    admin_policy_publish: policyAdmin.admin_policy_publish,
    admin_policy_set_validity: policyAdmin.admin_policy_set_validity,
    admin_policy_list: policyAdmin.admin_policy_list,
    admin_call_save: policyAdmin.admin_call_save,
    admin_call_publish: policyAdmin.admin_call_publish,
    admin_exempt_batch: policyAdmin.admin_exempt_batch,
    admin_call_list: policyAdmin.admin_call_list,
    admin_call_preview: policyAdmin.admin_call_preview,
  },
  // 申报与免申即享的审核、获扶持名单发布
  'application-admin': {
    admin_application_list: applicationAdmin.admin_application_list,
    admin_application_detail: applicationAdmin.admin_application_detail,
    admin_application_transition: applicationAdmin.admin_application_transition,
    admin_exempt_case_list: applicationAdmin.admin_exempt_case_list,
    admin_exempt_case_detail: applicationAdmin.admin_exempt_case_detail,
    admin_exempt_case_transition: applicationAdmin.admin_exempt_case_transition,
    admin_exempt_case_bulk_transition: applicationAdmin.admin_exempt_case_bulk_transition,
    admin_award_list_publish: applicationAdmin.admin_award_list_publish,
  },
  // 获扶持名单：列表、详情、删除（Excel 导入、模板与错误报告为文件路由 AWARD_LIST_IMPORT 等）
  'award-list-admin': {
    admin_award_list_list: awardListAdmin.admin_award_list_list,
    admin_award_list_detail: awardListAdmin.admin_award_list_detail,
    admin_award_list_delete: awardListAdmin.admin_award_list_delete,
  },
  // 企业认证申请的审核
  'identity-admin': {
    admin_auth_request_list: identityAdmin.admin_auth_request_list,
    admin_auth_request_detail: identityAdmin.admin_auth_request_detail,
    admin_auth_request_approve: identityAdmin.admin_auth_request_approve,
    admin_auth_request_return: identityAdmin.admin_auth_request_return,
  },
  workflow: { workflow_events: workflow.workflow_events },
  // 管理后台登录（动态验证码）与当前工作人员
  'console-auth': {
    admin_sign_in: consoleAuth.admin_sign_in,
    admin_totp_enrol: consoleAuth.admin_totp_enrol,
    admin_me: consoleAuth.admin_me,
    admin_sign_out: consoleAuth.admin_sign_out,
  },
  // 管理后台工作台：待办、已办、全部；转办
  'work-queue-admin': {
    admin_work_queue: workQueueAdmin.admin_work_queue,
    admin_work_queue_colleagues: workQueueAdmin.admin_work_queue_colleagues,
    admin_work_queue_transfer: workQueueAdmin.admin_work_queue_transfer,
  },
  // 审计日志：检索（导出为文件路由 AUDIT_EXPORT）
  'audit-admin': { admin_audit_list: auditAdmin.admin_audit_list },
  // 内容发布：园区动态、政策知识、政策资讯、公告；站点设置（轮播图、页脚）
  'content-admin': {
    admin_content_list: contentAdmin.admin_content_list,
    admin_content_detail: contentAdmin.admin_content_detail,
    admin_content_save: contentAdmin.admin_content_save,
    admin_content_publish: contentAdmin.admin_content_publish,
    admin_content_withdraw: contentAdmin.admin_content_withdraw,
    admin_content_delete: contentAdmin.admin_content_delete,
    admin_site_config: contentAdmin.admin_site_config,
    admin_site_config_save: contentAdmin.admin_site_config_save,
  },
  // 工作日历：节假日与调休上班日（办理时限按工作日计算）
  'calendar-admin': {
    admin_calendar_year: calendarAdmin.admin_calendar_year,
    admin_calendar_year_save: calendarAdmin.admin_calendar_year_save,
    admin_calendar_status: calendarAdmin.admin_calendar_status,
  },
  // 人员与角色：会员、企业、工作人员与承办单位（系统管理员）
  'people-admin': {
    admin_member_list: peopleAdmin.admin_member_list,
    admin_member_detail: peopleAdmin.admin_member_detail,
    admin_account_disable: peopleAdmin.admin_account_disable,
    admin_account_enable: peopleAdmin.admin_account_enable,
    admin_enterprise_list: peopleAdmin.admin_enterprise_list,
    admin_enterprise_detail: peopleAdmin.admin_enterprise_detail,
    admin_staff_list: peopleAdmin.admin_staff_list,
    admin_staff_create: peopleAdmin.admin_staff_create,
    admin_staff_role: peopleAdmin.admin_staff_role,
    admin_staff_totp_reset: peopleAdmin.admin_staff_totp_reset,
    admin_unit_list: peopleAdmin.admin_unit_list,
    admin_unit_create: peopleAdmin.admin_unit_create,
    admin_unit_rename: peopleAdmin.admin_unit_rename,
  },
} as const;

export type CallDomain = keyof typeof callDomains;

export const calls = {
  ...callDomains.home,
  ...callDomains.policy,
  ...callDomains['policy-library'],
  ...callDomains['policy-match'],
  ...callDomains.news,
  ...callDomains.service,
  ...callDomains.expert,
  ...callDomains.talent,
  ...callDomains.appeal,
  ...callDomains.site,
  ...callDomains.auth,
  ...callDomains.person,
  ...callDomains.account,
  ...callDomains.enterprise,
  ...callDomains.message,
  ...callDomains.identity,
  ...callDomains.application,
  ...callDomains.daping,
  ...callDomains.workflow,
  ...callDomains['policy-admin'],
  ...callDomains['application-admin'],
  ...callDomains['award-list-admin'],
  ...callDomains['identity-admin'],
  ...callDomains['console-auth'],
  ...callDomains['work-queue-admin'],
  ...callDomains['audit-admin'],
  ...callDomains['calendar-admin'],
  ...callDomains['people-admin'],
  ...callDomains['content-admin'],
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

export * from './account.js';
export * from './appeal.js';
export * from './application.js';
export * from './application-admin.js';
export * from './audit-admin.js';
export * from './award-list-admin.js';
export * from './auth.js';
export * from './calendar-admin.js';
export * from './common.js';
export * from './console-auth.js';
export * from './content-admin.js';
export * from './daping.js';
export * from './enterprise.js';
export * from './expert.js';
export * from './home.js';
export * from './identity.js';
export * from './identity-admin.js';
export * from './message.js';
export * from './news.js';
export * from './people-admin.js';
export * from './person.js';
export * from './policy.js';
export * from './policy-admin.js';
export * from './policy-library.js';
export * from './policy-match.js';
export * from './service.js';
export * from './site.js';
export * from './talent.js';
export * from './workflow.js';
export * from './work-queue-admin.js';
