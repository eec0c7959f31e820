// Whether the login dialog is open, and where the visitor was going when it opened. Any part of
// the page may ask for it (a guard, the header, the /login route, a 401), so it is a tiny store
// rather than state inside one component.
import { useSyncExternalStore } from 'react';

let open = false;
/** The public address (base path included) to continue to after logging in; none: the default. */
let destination: string | undefined;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface OpenLoginDialogOptions {
  /**
   * Where the visitor was going (a guarded tab, a search, the member page they opened): the
   * login continues there instead of to the home page.
   */
  continueTo?: string;
}

export function openLoginDialog(options: OpenLoginDialogOptions = {}): void {
  destination = options.continueTo;
  set(true);
}

/** Closing without logging in drops the destination: a later login is the visitor's own. */
export function closeLoginDialog(): void {
  destination = undefined;
  set(false);
}

/** Where the login that just succeeded continues to, once (read before the dialog closes). */
export function takeLoginDestination(): string | undefined {
  const next = destination;
  destination = undefined;
  return next;
}

export function isLoginDialogOpen(): boolean {
  return open;
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, isLoginDialogOpen, isLoginDialogOpen);
}
