// What the page says about a request: its state's label and the events' and actors' words (the flow
// table's), and what happens next while it waits.
import { actorLabel, FLOWS } from '@qyfw/portal-sdk/flows';
import type { EnterpriseAuthState } from '@qyfw/portal-sdk/flows';

export const AUTH_FLOW = FLOWS.enterprise_auth;

export function stateLabel(state: EnterpriseAuthState): string {
  return AUTH_FLOW.states[state];
}

/** What the member waits for, shown on the status card of an open request. */
export const NEXT_STEP: Partial<Record<EnterpriseAuthState, string>> = {
  pending: '平台将核对营业执照与授权书，审核结果会通过消息中心通知您。',
  awaiting_enterprise:
    '该企业已有成员完成认证，需由企业的已认证成员确认您的加入申请（平台运营也可处理），结果会通过消息中心通知您。',
};

/** The event's label, e.g. 通过认证; an event the table no longer knows shows as recorded. */
export function eventLabel(event: string): string {
  return Object.hasOwn(AUTH_FLOW.events, event)
    ? AUTH_FLOW.events[event as keyof typeof AUTH_FLOW.events]
    : event;
}

/** 平台运营, 申请人, 企业已认证成员. */
export function actorText(actor: string): string {
  return actorLabel(AUTH_FLOW, actor);
}
