import { ENTERPRISE_STATUS_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import type { EnterpriseStatus } from '@qyfw/portal-sdk/calls/people-admin';
import { StatusTag } from '@qyfw/ui';
import type { StatusTone } from '@qyfw/ui';

const TONES: Readonly<Record<EnterpriseStatus, StatusTone>> = {
  authenticated: 'green',
  pending: 'orange',
  none: 'grey',
};

/** 已认证 / 认证审核中 / 未认证 as a tag. */
export function EnterpriseStatusTag({ status }: { readonly status: EnterpriseStatus }) {
  return <StatusTag tone={TONES[status]}>{ENTERPRISE_STATUS_LABELS[status]}</StatusTag>;
}
