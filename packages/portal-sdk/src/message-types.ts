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

/**
 * A copy channel's switch for a kind the member never set (no saved preference): SMS copies of
 * ordinary notices are off until the member turns them on (an SMS costs the platform and reaches
 * a phone at any hour, so no one else's action may start sending them); email copies are on.
 * ALWAYS_COPIED_TYPES ignore this: both channels always go.
 */
export const COPY_DEFAULTS = { sms: false, email: true } as const;

/**
 * At most this many messages of one kind per member and Beijing day get their own SMS / email
 * copy; the rest of that day's messages of the kind are told in one digest copy the next morning
 * (from DIGEST_HOUR, only those still unread). The in-app messages are all kept.
 */
export const COPIES_PER_TYPE_PER_DAY = 5;

/** Account security notices must get through, but a loop of them must not flood a phone either. */
export const SECURITY_COPIES_PER_DAY = 10;

/** Beijing hour from which the previous days' digest copies are sent (no SMS at night). */
export const DIGEST_HOUR = 8;

/** How many messages of `type` a member gets their own copies of per Beijing day. */
export function copiesPerDay(type: MessageType): number {
  return copiesAlwaysSent(type) ? SECURITY_COPIES_PER_DAY : COPIES_PER_TYPE_PER_DAY;
}
