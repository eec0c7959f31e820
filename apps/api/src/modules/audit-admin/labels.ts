// What the audit log's keys are called in Chinese: actions (enterprise_auth.approve → 通过企业认证),
// record types, the roles actors acted in, and the fields of each record. The flows' own tables
// name their events, states and relations; the rest is listed here. An unknown key shows as itself.
import { AUDIT_ENTITY_LABELS } from '@qyfw/portal-sdk/calls/audit-admin';
import {
  BULLETIN_TYPE_LABELS,
  CONTENT_KIND_LABELS,
  INFORMATION_TYPE_LABELS,
} from '@qyfw/portal-sdk/calls/content-admin';
import { ACCOUNT_STATE_LABELS, UNIT_KIND_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import { DELIVERY_MODE_LABELS, KNOWLEDGE_KIND_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import { ADMIN_VALIDITY_LABELS, PUBLISH_STATE_LABELS } from '@qyfw/portal-sdk/schemas';
import { RECORD_FIELD_LABELS } from '@qyfw/portal-sdk/schemas';
import { POLICY_LEVEL_OPTIONS, ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import { FLOWS, SYSTEM_ACTOR, SYSTEM_ACTOR_LABEL } from '@qyfw/portal-sdk/flows';
import type { AnyFlow } from '@qyfw/portal-sdk/flows';

type Labels = Readonly<Record<string, string>>;

const flowOf = (entityType: string): AnyFlow | undefined =>
  Object.hasOwn(FLOWS, entityType) ? (FLOWS as Record<string, AnyFlow>)[entityType] : undefined;

/** 新建园区动态, 发布公告, 下线政策资讯 …: each kind of content-admin's article, each thing done to it. */
function contentActions(): Labels {
  const verbs = {
    create: '新建',
    update: '修改',
    publish: '发布',
    withdraw: '下线',
    delete: '删除',
  };
  const labels: Record<string, string> = {};
  for (const [kind, name] of Object.entries(CONTENT_KIND_LABELS)) {
    for (const [what, verb] of Object.entries(verbs)) labels[`${kind}.${what}`] = `${verb}${name}`;
  }
  return labels;
}

/** Actions a flow's event label alone would say too little of (撤回申请 of what?). */
const NAMED_ACTIONS: Labels = {
  'enterprise_auth.approve': '通过企业认证',
  'enterprise_auth.return': '退回企业认证',
  'enterprise_auth.withdraw': '撤回企业认证申请',
  'enterprise_auth.resubmit': '重新提交企业认证',
  'enterprise_auth.resubmit_to_enterprise': '重新提交企业认证（加入已认证企业）',
  'enterprise_record.save': '修改企业档案',
  'policy.create': '新建政策文件',
  'policy.update': '修改政策文件',
  'policy.publish': '发布政策文件',
  'policy.validity': '变更政策有效性',
  'policy_call.create': '新建申报通知',
  'policy_call.update': '修改申报通知',
  'policy_call.publish': '发布申报通知',
  'policy_call.exempt_batch': '免申即享比对并推送',
  'policy_award_group.publish': '发布获扶持名单',
  'policy_award_group.import': '导入获扶持名单',
  'policy_award_group.delete': '删除获扶持名单',
  'work_calendar.save': '保存工作日历',
  // 内容发布: <kind>.<what> of content-admin, and the site settings.
  ...contentActions(),
  'site_config.save': '修改站点设置',
  // 转办 of a work-queue item (its record is the item: an authentication, application or case).
  'work_queue.transfer': '转办',
  // 人员与角色: whose account it was is in the action (停用会员, 停用工作人员).
  'member.disable': '停用会员',
  'member.enable': '启用会员',
  'staff.disable': '停用工作人员',
  'staff.enable': '启用工作人员',
  'staff.create': '新建工作人员',
  'staff.role': '变更角色',
  'staff.totp_reset': '重置二次验证',
  'unit.create': '新建承办单位',
  'unit.rename': '修改承办单位名称',
};

/** Every action the log can name, with its label: the named ones, then each flow event's. */
export const ACTION_LABELS: Labels = (() => {
  const labels: Record<string, string> = {};
  for (const flow of Object.values(FLOWS) as AnyFlow[]) {
    for (const [event, label] of Object.entries(flow.events)) {
      labels[`${flow.entity}.${event}`] = `${flow.label}：${label}`;
    }
  }
  return { ...labels, ...NAMED_ACTIONS };
})();

export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action]! : action;
}

export function entityLabel(entityType: string): string {
  return Object.hasOwn(AUDIT_ENTITY_LABELS, entityType)
    ? AUDIT_ENTITY_LABELS[entityType as keyof typeof AUDIT_ENTITY_LABELS]
    : entityType;
}

/** 平台运营, 企业已认证成员 (a flow relation), 系统; the stored word when none knows it. */
export function roleLabel(role: string, entityType: string): string {
  if (Object.hasOwn(ROLE_LABELS, role)) return ROLE_LABELS[role as keyof typeof ROLE_LABELS];
  if (role === SYSTEM_ACTOR) return SYSTEM_ACTOR_LABEL;
  const relations = flowOf(entityType)?.relations ?? {};
  return Object.hasOwn(relations, role) ? relations[role]! : role;
}

/** Keys the audit keeps for the database's sake, not the reader's: never shown as a change. */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'searchVector',
  'filterTokens',
  'nextDeadline',
]);

/** A flow step's keys (transitionStep's before and after). */
const STEP_FIELDS: Labels = {
  state: '状态',
  amount: '金额（万元）',
  items: '补正项',
  enterprise_id: '企业编号',
};

/** A 转办's keys, on whichever record was handed over. */
const TRANSFER_FIELDS: Labels = {
  assignee: '接收人',
  transfer_reason: '转办原因',
};

const POLICY_FIELDS: Labels = {
  state: '发布状态',
  title: '政策名称',
  level: '级别',
  documentNumber: '发文字号',
  issuingUnit: '发文机关',
  industry: '适用行业',
  industryCodes: '行业代码',
  region: '适用地区',
  publishedOn: '发布日期',
  writtenOn: '成文日期',
  summary: '摘要',
  themes: '主题',
  validity: '有效性',
  successorId: '替代文件编号',
  validUntil: '有效期至',
  consultPhone: '咨询电话',
  verifiedOn: '核验日期',
  supportCeiling: '最高支持（万元）',
  reason: '变更说明',
};

const CALL_FIELDS: Labels = {
  state: '发布状态',
  title: '通知名称',
  policyId: '所属政策编号',
  applyStartOn: '申报开始日期',
  applyEndOn: '申报截止日期',
  deliveryMode: '兑现方式',
  supportType: '支持方式',
  supportCeiling: '最高支持（万元）',
  supportText: '支持内容',
  amountRule: '金额计算规则',
  conditions: '申报条件',
  checklist: '自查清单',
  formFields: '申报表字段',
  materials: '申报材料',
  handlingUnit: '受理部门',
  consultPhone: '咨询电话',
  publishedAt: '发布时间',
  // The 免申即享 batch's result.
  callId: '申报通知编号',
  evaluated: '比对企业数',
  eligible: '符合条件企业数',
  created: '新建案件数',
  notified: '发送通知数',
  durationMs: '耗时（毫秒）',
};

const AWARD_GROUP_FIELDS: Labels = {
  call_id: '申报通知编号',
  entry_name: '名单名称',
  companies: '企业数',
  total_money: '支持总额（万元）',
  level: '级别',
  policy_id: '政策编号',
  unmatched: '未匹配企业数',
  file_name: '导入文件',
  reason: '删除原因',
};

const CALENDAR_FIELDS: Labels = {
  source: '数据来源',
  entered_at: '录入时间',
  rest_days: '放假天数',
  make_up_days: '调休上班天数',
  days: '节假日安排',
};

/** An account (人员与角色): its state, role and unit, a new account's facts, its second factor. */
const USER_FIELDS: Labels = {
  account_state: '账号状态',
  disabled_reason: '停用原因',
  role: '角色',
  unit: '承办单位',
  username: '用户名',
  name: '姓名',
  mobile: '手机号',
  initial_password: '初始密码',
  totp: '二次验证',
};

const UNIT_FIELDS: Labels = { name: '单位名称', kind: '单位类型' };

/** The columns content-admin's articles share, then each kind's own. */
const ARTICLE_FIELDS: Labels = {
  state: '发布状态',
  title: '标题',
  content: '正文',
  publishedAt: '发布时间',
  summary: '摘要',
  source: '来源',
};

const NEWS_FIELDS: Labels = { ...ARTICLE_FIELDS, image: '封面' };
const KNOWLEDGE_FIELDS: Labels = { ...ARTICLE_FIELDS, kind: '类型', policyIds: '关联政策编号' };
const INFORMATION_FIELDS: Labels = {
  ...ARTICLE_FIELDS,
  type: '资讯类型',
  callId: '申报通知编号',
};
const BULLETIN_FIELDS: Labels = {
  ...ARTICLE_FIELDS,
  type: '公告类型',
  level: '级别',
  issuingUnit: '发布单位',
  deadline: '申报截止日期',
  policyId: '所属政策编号',
  callId: '申报通知编号',
};

const SITE_CONFIG_FIELDS: Labels = {
  carouselImages: '轮播图',
  serviceHotline: '服务热线',
  address: '地址',
  businessContact: '商务合作',
  phone: '联系电话',
  serviceQrImage: '客服二维码',
  icpRecord: '备案号',
  copyright: '版权信息',
  extraEnterpriseCount: '入驻企业补充数',
};

const FIELDS_BY_ENTITY: Readonly<Record<string, Labels>> = {
  news: NEWS_FIELDS,
  knowledge: KNOWLEDGE_FIELDS,
  information: INFORMATION_FIELDS,
  bulletin: BULLETIN_FIELDS,
  site_config: SITE_CONFIG_FIELDS,
  enterprise: RECORD_FIELD_LABELS,
  policy: POLICY_FIELDS,
  policy_call: CALL_FIELDS,
  policy_award_group: AWARD_GROUP_FIELDS,
  work_calendar_year: CALENDAR_FIELDS,
  user: USER_FIELDS,
  unit: UNIT_FIELDS,
};

/** 状态, 法定代表人, 发文字号 …; a flow's reason by the flow's word for it (原因, 复核意见). */
export function fieldLabel(entityType: string, field: string): string {
  const own = FIELDS_BY_ENTITY[entityType];
  if (own && Object.hasOwn(own, field)) return own[field]!;
  const flow = flowOf(entityType);
  if (flow && field === 'reason') return flow.reasonLabel;
  if (Object.hasOwn(STEP_FIELDS, field)) return STEP_FIELDS[field]!;
  if (Object.hasOwn(TRANSFER_FIELDS, field)) return TRANSFER_FIELDS[field]!;
  return field;
}

const LEVEL_LABELS: Labels = Object.fromEntries(
  POLICY_LEVEL_OPTIONS.map((option) => [String(option.level), option.label]),
);

/** Coded values of one record type's own fields (an account's role, a unit's kind). */
const CODES_BY_ENTITY: Readonly<Record<string, Readonly<Record<string, Labels>>>> = {
  user: { role: ROLE_LABELS, account_state: ACCOUNT_STATE_LABELS },
  unit: { kind: UNIT_KIND_LABELS },
  knowledge: { kind: KNOWLEDGE_KIND_LABELS },
  information: { type: INFORMATION_TYPE_LABELS },
  bulletin: { type: BULLETIN_TYPE_LABELS },
};

/** A coded value's label (a state, a validity, a level), or undefined to show it as it is. */
export function codeLabel(entityType: string, field: string, value: string): string | undefined {
  const own = CODES_BY_ENTITY[entityType]?.[field];
  if (own) return Object.hasOwn(own, value) ? own[value] : undefined;
  const labels: Labels | undefined =
    field === 'state'
      ? (flowOf(entityType)?.states ?? PUBLISH_STATE_LABELS)
      : field === 'validity'
        ? ADMIN_VALIDITY_LABELS
        : field === 'deliveryMode'
          ? DELIVERY_MODE_LABELS
          : field === 'level'
            ? LEVEL_LABELS
            : undefined;
  return labels && Object.hasOwn(labels, value) ? labels[value] : undefined;
}
