import type { QUICK_JUMP } from '@qyfw/portal-sdk/constants';

export type QuickJumpKey = (typeof QUICK_JUMP)[number]['key'];

/** The element the side menu's quick jump scrolls to: `home-news`, `home-services`… */
export function sectionId(key: QuickJumpKey): string {
  return `home-${key}`;
}
