// Tells "the database cannot be reached" apart from every other failure, so the caller gets a
// quick 503 (try again later) instead of a 500 (our bug).

/** Node socket errors seen when PostgreSQL is down, unreachable or restarting. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs for the same: class 08 (connection exception), 57P01–57P03 (shutting
 * down, crashed, starting up) and 53300 (too many connections).
 */
const SQLSTATE_PATTERN = /^(08...|57P0[1-3]|53300)$/;

/** Errors with no code: pg's pool after end() or a connect timeout, PGlite after close(). */
const MESSAGE_PATTERN =
  /Cannot use a pool after calling end|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i;

/**
 * Whether `error` means the client went away mid-request, not that something of ours failed.
 * Node reports a client that hung up while sending its body as `Error('aborted')` with code
 * ECONNRESET (no syscall, unlike a socket's `read ECONNRESET` from a lost database connection),
 * and a stream that ended early as ERR_STREAM_PREMATURE_CLOSE.
 */
export function isClientAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return code === 'ECONNRESET' && syscall === undefined && error.message === 'aborted';
}

/** Drizzle wraps driver errors (DrizzleQueryError.cause), so the whole cause chain is checked. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Node's client-abort error shares ECONNRESET with a database connection reset.
  if (isClientAbort(error)) return false;
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE_PATTERN.test(code)))
      return true;
    if (MESSAGE_PATTERN.test(current.message)) return true;
    // node-postgres reports a refused connection to a host with several addresses this way.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
  }
  return false;
}
