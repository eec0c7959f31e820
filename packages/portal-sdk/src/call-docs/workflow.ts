// What each call of the `workflow` domain is for, with an example body (spread into callDocs,
// call-docs.ts: the OpenAPI document and the README's call table read it).
import type { CallDoc } from '../call-docs.js';
import type { callDomains } from '../calls/index.js';

export const workflowCallDocs: {
  readonly [Name in keyof (typeof callDomains)['workflow']]: CallDoc;
} = {
  workflow_events: {
    description:
      '平台运营查看一条业务记录（如一次扫码登录）的当前状态、版本号与全部状态变更：谁（角色或关系、用户 id）在何时把它从哪个状态变到哪个状态、原因。状态与事件的中文名见 SDK 的流程表（@qyfw/portal-sdk/flows）。仅限平台运营：其他用户答 403。',
    exampleBody: { entity_type: 'qr_login_sign', entity_id: 1 },
  },
};
