import { ACCOUNT_STATE_LABELS } from '@qyfw/portal-sdk/calls/people-admin';
import type { AccountState } from '@qyfw/portal-sdk/calls/people-admin';
import { StatusTag } from '@qyfw/ui';

/** 正常 / 已停用 as a tag: a disabled account stands out in a list. */
export function AccountStateTag({ state }: { readonly state: AccountState }) {
  return (
    <StatusTag tone={state === 'active' ? 'green' : 'red'}>{ACCOUNT_STATE_LABELS[state]}</StatusTag>
  );
}
