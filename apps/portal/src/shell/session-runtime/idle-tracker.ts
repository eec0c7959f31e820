/**
 * How often the last mouse-down is checked (contract §4). The server's session lifetime decides when a
 * session ends; this only decides how soon the page notices.
 */
const IDLE_CHECK_INTERVAL_MS = 30_000;

export interface IdleTrackerOptions {
  /** Given the time of the last mouse-down (epoch ms), every check. */
  onCheck: (lastActiveAt: number) => void;
  target?: Window;
  intervalMs?: number;
}

/**
 * contract §4: remembers the last mouse-down and checks every 30 s. What a check does is the caller's
 * (the shell ends an expired session). Returns the stop function.
 */
export function startIdleTracker({
  onCheck,
  target = window,
  intervalMs = IDLE_CHECK_INTERVAL_MS,
}: IdleTrackerOptions): () => void {
  let lastActiveAt = Date.now();
  const onMouseDown = () => {
    lastActiveAt = Date.now();
  };
  target.addEventListener('mousedown', onMouseDown, { passive: true, capture: true });
  const timer = target.setInterval(() => onCheck(lastActiveAt), intervalMs);
  return () => {
    target.removeEventListener('mousedown', onMouseDown, { capture: true });
    target.clearInterval(timer);
  };
}
