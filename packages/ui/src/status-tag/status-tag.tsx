import { Tag } from 'antd';
import type { ReactNode } from 'react';

// A state or outcome as a tag (已拨付, 已发布, 不符合 …) in the portal and the console alike.

/**
 * Tones of a state or outcome label. antd's preset colours (light background, mid-tone text) fall
 * under WCAG's 4.5:1 at tag size; these dark fills with white text pass it (axe, no serious finding).
 */
export const STATUS_TONES = {
  green: '#237804',
  orange: '#ad4e00',
  red: '#a8071a',
  blue: '#1d4ed8',
  cyan: '#006d75',
  grey: '#595959',
} as const;
export type StatusTone = keyof typeof STATUS_TONES;

export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <Tag color={STATUS_TONES[tone]}>{children}</Tag>;
}
