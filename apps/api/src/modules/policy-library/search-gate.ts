// Uncached public searches on the embedded database take turns with everything else. PGlite runs
// each query inside the API's own thread: while one runs (a 32-字 keyword that finds nothing costs
// 10–40 ms with its suggestions) no other request is even read, so a few searches back to back
// hold every caller — issue 23 measured the cached home call at a median of 571 ms under one
// script's searches. The gate runs one such search at a time and, after each, leaves the thread to
// the other requests for as long as the search took (capped at REST_CAP_MS): at most half of the
// thread goes to public searches whoever sends them, and any other request waits at most one
// search. Searches beyond MAX_WAITING queued answer 503 at once rather than wait without end.
// On PostgreSQL the queries run in the server's processes, the thread only awaits them, and the
// gate is not used.
import { ApiError } from '../../plugins/api-error.js';

/** Searches waiting their turn at most; past it the search answers 503 (searching is busy). */
export const MAX_WAITING = 32;
/** The rest after a search is as long as the search took, but never longer than this. */
export const REST_CAP_MS = 50;
export const SEARCH_BUSY = '检索繁忙，请稍后再试';

export class SearchGate {
  /** Settles when the search before is done (a chain: each search waits for the one before). */
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;
  /** performance.now() before which the next search does not start (the rest after the last). */
  private readyAt = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Runs `search` in its turn; 503 when too many are waiting. */
  async run<T>(search: () => Promise<T>): Promise<T> {
    if (this.waiting >= MAX_WAITING) throw ApiError.unavailable(SEARCH_BUSY);
    this.waiting += 1;
    const before = this.tail;
    let done: () => void = () => undefined;
    this.tail = new Promise<void>((resolve) => (done = resolve));
    try {
      await before;
      const rest = this.readyAt - this.now();
      // Even without a rest, one turn of the event loop: requests that arrived meanwhile are read.
      await new Promise<void>((resolve) =>
        rest > 0 ? setTimeout(resolve, rest) : setImmediate(resolve),
      );
    } finally {
      this.waiting -= 1;
    }
    const started = this.now();
    try {
      return await search();
    } finally {
      const took = this.now() - started;
      this.readyAt = this.now() + Math.min(took, REST_CAP_MS);
      done();
    }
  }
}
