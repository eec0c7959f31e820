// What the member's screens say about applications and 免申即享 cases: the flow tables' labels
// (states, events, who acted) and, for each state, what is expected of the member now.
import { actorLabel, exemptCaseFlow, policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type { ExemptCaseState, PolicyApplicationState } from '@qyfw/portal-sdk/flows';
import type { StatusTone } from '@qyfw/ui';

export const APPLICATION_FLOW = policyApplicationFlow;
export const EXEMPT_FLOW = exemptCaseFlow;

export function applicationStateLabel(state: PolicyApplicationState): string {
  return policyApplicationFlow.states[state];
}

/**
 * The colour of an application's state tag, the same on 申报中 and 申报记录: orange where the
 * member must act (补正), green for money on its way or arrived, red for a refusal, grey for what
 * never went in or was taken back, blue while the office works on it.
 */
export const APPLICATION_STATE_TONES: Readonly<Record<PolicyApplicationState, StatusTone>> = {
  draft: 'grey',
  submitted: 'blue',
  accepted: 'blue',
  rejected: 'red',
  correction: 'orange',
  reviewing: 'blue',
  publicized: 'cyan',
  paid: 'green',
  received: 'green',
  failed: 'red',
  withdrawn: 'grey',
};

export function exemptStateLabel(state: ExemptCaseState): string {
  return exemptCaseFlow.states[state];
}

/** An event's label from its flow; an event the table no longer knows shows as recorded. */
export function eventText(flow: 'application' | 'exempt', event: string): string {
  const events: Readonly<Record<string, string>> =
    flow === 'application' ? policyApplicationFlow.events : exemptCaseFlow.events;
  return Object.hasOwn(events, event) ? events[event]! : event;
}

/** 平台运营, 系统, 申报企业成员 … */
export function actorText(flow: 'application' | 'exempt', actor: string): string {
  return actorLabel(flow === 'application' ? policyApplicationFlow : exemptCaseFlow, actor);
}

/** What the member is expected to do (or wait for) in each state of an application. */
export const APPLICATION_NEXT_STEP: Readonly<Record<PolicyApplicationState, string>> = {
  draft: '草稿尚未提交，请补全申报表与材料后提交。',
  submitted: '已提交，等待主管部门受理。',
  accepted: '已受理，等待主管部门审核。',
  rejected: '主管部门不予受理，请查看原因。',
  correction: '主管部门要求补正，请按清单修改后重新提交。',
  reviewing: '正在审核，结果将通过消息中心通知您。',
  publicized: '拟支持名单公示中，公示期满后拨付资金。',
  paid: '资金已拨付，收到款项后请确认到账。',
  received: '已确认到账，申报办结。',
  failed: '审核未通过，请查看原因。',
  withdrawn: '申报已撤回。',
};

/** The same for a 免申即享 case. */
export const EXEMPT_NEXT_STEP: Readonly<Record<ExemptCaseState, string>> = {
  matched: '系统比对符合，即将推送告知。',
  notified: '请核对比对所用数据，确认享受并填写收款账户，或放弃、提出数据异议。',
  confirmed: '已确认享受，等待公示。',
  disputed: '数据异议已提交，等待主管部门复核。',
  declined: '已放弃享受。',
  publicized: '公示中，公示期满后拨付资金。',
  paid: '资金已拨付，收到款项后请确认到账。',
  received: '已确认到账，办结。',
  closed: '经复核不符合享受条件。',
};

/** The application states the member still has something to do or wait for (申报中). */
export const LIVE_APPLICATION_STATES: readonly PolicyApplicationState[] = [
  'draft',
  'submitted',
  'accepted',
  'correction',
  'reviewing',
  'publicized',
  'paid',
];
