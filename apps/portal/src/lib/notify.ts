import { importWithRetry } from './asset-load-recovery';
import type * as ToastRenderer from './toast-renderer';
import type { ToastLevel } from './toast-renderer';

// antd's message (with its theme provider, ≈ 10 kB gzip) loads with the first toast, not with
// the home page: most visits never show one.
let renderer: Promise<typeof ToastRenderer> | undefined;

function loadRenderer() {
  renderer ??= importWithRetry(() => import('./toast-renderer')).catch((error: unknown) => {
    // Offline or a broken deploy: the failure is already reported; the next toast tries again.
    renderer = undefined;
    throw error;
  });
  return renderer;
}

/**
 * The portal's toasts. Each returns a promise that settles when the toast closes (or at once
 * when it cannot be shown), for the few flows that act only after the user has had time to
 * read it (402 → reload).
 */
export const notify = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  error: (text: string) => show('error', text),
};

async function show(type: ToastLevel, text: string): Promise<void> {
  try {
    const { showToast } = await loadRenderer();
    await showToast(type, text);
  } catch {
    // Nothing to show it with; callers waiting on the toast (402 → reload) carry on.
  }
}
