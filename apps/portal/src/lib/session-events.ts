// The SDK client lives here in lib, below the shell; what a 401 or 402 does to the session and
// the page belongs to the shell. The shell registers its reactions here at start-up, so lib
// never imports upward.

export interface SessionEventHandlers {
  /** A call answered 401: the token is gone; the shell ends the session and opens /login. */
  unauthorized(): void;
  /** A call answered 402: the shell ends the session (the page reloads afterwards). */
  sessionExpired(): void;
}

let handlers: SessionEventHandlers | undefined;

/** Registers the shell's reactions; returns the unregister function (for tests and HMR). */
export function setSessionEventHandlers(next: SessionEventHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = undefined;
  };
}

export function sessionEventHandlers(): SessionEventHandlers | undefined {
  return handlers;
}
