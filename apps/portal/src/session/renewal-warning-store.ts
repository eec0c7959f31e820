// The renewal counts to warn about, or null when no warning shows. Set by checkRenewal, read by
// the lazily loaded dialog (its Modal stays out of the first page load).
import type { RenewalCounts } from '@qyfw/portal-sdk/schemas';
import { useSyncExternalStore } from 'react';

let counts: RenewalCounts | null = null;
const listeners = new Set<() => void>();

export function setRenewalWarning(next: RenewalCounts | null): void {
  counts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => counts;

export function useRenewalWarning(): RenewalCounts | null {
  return useSyncExternalStore(subscribe, read, read);
}
