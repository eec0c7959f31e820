// The words and colours of a document's validity on the publishing screens (the SDK's labels; the
// colours are the console's). 草稿 / 已发布 are every publishing screen's: components/publish-state.
import { ADMIN_VALIDITY_LABELS } from '@qyfw/portal-sdk/calls/policy-admin';
import type { StatusTone } from '@qyfw/ui';

export type AdminValidity = keyof typeof ADMIN_VALIDITY_LABELS;

// Tones from @qyfw/ui's StatusTag: antd's light preset tags fall under 4.5:1 at tag size.
export const VALIDITY_TONES: Record<AdminValidity, StatusTone> = {
  current: 'blue',
  revised: 'orange',
  repealed: 'red',
};

export const validityLabel = (validity: AdminValidity) => ADMIN_VALIDITY_LABELS[validity];
