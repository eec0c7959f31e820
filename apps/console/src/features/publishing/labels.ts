// The words and colours of a document's and a call's states on the publishing screens (the SDK's
// labels; the colours are the console's).
import { ADMIN_VALIDITY_LABELS, PUBLISH_STATE_LABELS } from '@qyfw/portal-sdk/calls/policy-admin';
import type { StatusTone } from '@qyfw/ui';

export type PublishState = keyof typeof PUBLISH_STATE_LABELS;
export type AdminValidity = keyof typeof ADMIN_VALIDITY_LABELS;

// Tones from @qyfw/ui's StatusTag: antd's light preset tags fall under 4.5:1 at tag size.
export const PUBLISH_STATE_TONES: Record<PublishState, StatusTone> = {
  draft: 'grey',
  published: 'green',
};

export const VALIDITY_TONES: Record<AdminValidity, StatusTone> = {
  current: 'blue',
  revised: 'orange',
  repealed: 'red',
};

export const publishStateLabel = (state: PublishState) => PUBLISH_STATE_LABELS[state];
export const validityLabel = (validity: AdminValidity) => ADMIN_VALIDITY_LABELS[validity];
