// What a queue's row link says: 查看并处理 while the operator has an event to make on the row (its
// flow says so), 查看 once the row has reached a state where only the member, or no one, acts
// (已撤回, 已到账, 不予受理 …) — a link promising work that is not there sends people in for nothing.
import { eventsFor, type AnyFlow } from '@qyfw/portal-sdk/flows';

export function reviewVerb(flow: AnyFlow, state: string): '查看并处理' | '查看' {
  return eventsFor(flow, state, 'operator').length > 0 ? '查看并处理' : '查看';
}
