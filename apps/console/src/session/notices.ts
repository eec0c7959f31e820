// Where a failed call that no screen shows itself is told (a network failure, a 409 on a stale
// save, a 5xx): the client is made before antd's App gives the console its message API, so the
// App hands its error toast in here once it is mounted.
type Show = (text: string) => void;

let show: Show | undefined;

/** Registers the toast; the returned function unregisters it (a remount replaces it). */
export function showNoticesWith(next: Show): () => void {
  show = next;
  return () => {
    if (show === next) show = undefined;
  };
}

export function notice(text: string): void {
  show?.(text);
}
