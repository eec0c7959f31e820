// Whether the page on screen is the 404 page. The header reads it so that no tab is marked on a
// page that does not exist: its address may still sit in a tab's hand-kept section list (a route
// that is not built yet), and marking that tab would tell the visitor they reached it.
import { useLayoutEffect, useSyncExternalStore } from 'react';

let shown = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => shown > 0;

/** True while a 404 page is mounted. */
export function useNotFoundShown(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Called by the 404 page. A layout effect, so the header drops its mark before the browser
 * paints: no frame shows a tab marked over "页面不存在".
 */
export function useMarkNotFound(): void {
  useLayoutEffect(() => {
    shown += 1;
    emit();
    return () => {
      shown -= 1;
      emit();
    };
  }, []);
}
