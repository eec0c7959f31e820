// The words and colours of a document's and a call's states on the publishing screens (the SDK's
// labels; the colours are the console's).
import { ADMIN_VALIDITY_LABELS, PUBLISH_STATE_LABELS } from '@qyfw/portal-sdk/calls/policy-admin';

export type PublishState = keyof typeof PUBLISH_STATE_LABELS;
export type AdminValidity = keyof typeof ADMIN_VALIDITY_LABELS;

export const PUBLISH_STATE_COLORS: Record<PublishState, string> = {
  draft: 'default',
  published: 'green',
};

export const VALIDITY_COLORS: Record<AdminValidity, string> = {
  current: 'blue',
  revised: 'orange',
  repealed: 'red',
};

export const publishStateLabel = (state: PublishState) => PUBLISH_STATE_LABELS[state];
export const validityLabel = (validity: AdminValidity) => ADMIN_VALIDITY_LABELS[validity];
