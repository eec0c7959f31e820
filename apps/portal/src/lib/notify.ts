// The portal's toasts, callable from anywhere (a guard, the SDK's error handler, a form). They
// are drawn by the shell's ToastHost inside the app's React tree (antd's useMessage), which loads
// antd's message the first time a toast is asked for: most visits never show one.
import { useSyncExternalStore } from 'react';

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

/** Shows one toast; settles when it closes. */
export type ToastOutlet = (type: ToastLevel, text: string) => PromiseLike<unknown>;

interface PendingToast {
  type: ToastLevel;
  text: string;
  settle: () => void;
}

let outlet: ToastOutlet | undefined;
let wanted = false;
let unavailable = false;
const pending: PendingToast[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(type: ToastLevel, text: string): Promise<void> {
  if (outlet) return settled(outlet(type, text));
  if (unavailable) return Promise.resolve();
  return new Promise<void>((settle) => {
    pending.push({ type, text, settle });
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
  });
}

function settled(closing: PromiseLike<unknown>): Promise<void> {
  return Promise.resolve(closing).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The toasts. Each returns a promise that settles when the toast closes (or at once when none can
 * be shown), for the few flows that act only after the user has had time to read it (402 → reload).
 */
export const notify = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  error: (text: string) => show('error', text),
};

/** Whether a toast has been asked for yet: the shell loads what draws them from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
}

/** The mounted toast drawer: shows what waited for it, then every toast; returns its removal. */
export function registerToastOutlet(next: ToastOutlet): () => void {
  outlet = next;
  unavailable = false;
  for (const toast of pending.splice(0))
    void settled(next(toast.type, toast.text)).then(toast.settle);
  return () => {
    if (outlet === next) outlet = undefined;
  };
}

/** What draws toasts could not be loaded (offline, a broken deploy): nobody waits on one. */
export function abandonToasts(): void {
  unavailable = true;
  for (const toast of pending.splice(0)) toast.settle();
}
