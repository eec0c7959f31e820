// Whether the login dialog is open. Any part of the page may ask for it (a guard, the header,
// the /login route, a 401), so it is a tiny store rather than state inside one component.
import { useSyncExternalStore } from 'react';

let open = false;
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

export function openLoginDialog(): void {
  set(true);
}

export function closeLoginDialog(): void {
  set(false);
}

export function isLoginDialogOpen(): boolean {
  return open;
}

export function useLoginDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, isLoginDialogOpen, isLoginDialogOpen);
}
