// The kinds of message in 消息中心 (design §6 "messages"; ours). Every state change of a member's
// records and every reminder is one of these; the member filters by kind and may turn off the SMS
// and email copies per kind (the in-app message always stays). Later areas send their own kinds.

export const MESSAGE_TYPES = {
  auth: '企业认证',
  enterprise: '企业信息',
  security: '账号安全',
  policy: '政策申报',
  ip: '知识产权',
  appeal: '企业诉求',
  market: '供需市场',
  system: '系统通知',
} as const;

export type MessageType = keyof typeof MESSAGE_TYPES;

/** Every kind, in the order the filter and the preferences list them. */
export const MESSAGE_TYPE_NAMES = Object.keys(MESSAGE_TYPES) as [MessageType, ...MessageType[]];

/**
 * Kinds whose SMS and email copies cannot be turned off: account security notices (password
 * changed, contact changed, WeChat bound) must reach the member even when someone else has taken
 * over the account and changed its settings.
 */
export const ALWAYS_COPIED_TYPES: readonly MessageType[] = ['security'];

export function copiesAlwaysSent(type: MessageType): boolean {
  return ALWAYS_COPIED_TYPES.includes(type);
}
