// The gate that keeps uncached public searches on PGlite from holding the thread: one at a time,
// a rest as long as each took before the next, other work served in between, and 503 past the
// queue's bound. Real timers: the searches take a few milliseconds each.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MAX_WAITING, REST_CAP_MS, SEARCH_BUSY, SearchGate } from './search-gate.js';

interface Span {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * A search that takes `ms`. `arriving` runs as it ends, like the requests that arrived while a
 * PGlite query held the thread: they are read only once it lets go.
 */
const searchTaking =
  (ms: number, spans: Span[], name: string, arriving?: () => void) => async () => {
    const start = performance.now();
    await sleep(ms);
    arriving?.();
    spans.push({ name, start, end: performance.now() });
    return name;
  };

describe('SearchGate', () => {
  it('runs searches one at a time, each after a rest as long as the last took', async () => {
    const gate = new SearchGate();
    const spans: Span[] = [];
    const answers = await Promise.all([
      gate.run(searchTaking(20, spans, 'a')),
      gate.run(searchTaking(30, spans, 'b')),
      gate.run(searchTaking(10, spans, 'c')),
    ]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(spans.map((span) => span.name)).toEqual(['a', 'b', 'c']);
    for (let n = 1; n < spans.length; n += 1) {
      const before = spans[n - 1]!;
      // Timers fire a little late, never early (1 ms of rounding allowed).
      expect(spans[n]!.start - before.end).toBeGreaterThanOrEqual(before.end - before.start - 1);
    }
  });

  it('rests at most REST_CAP_MS, and a request that arrived meanwhile is served first', async () => {
    const gate = new SearchGate();
    const spans: Span[] = [];
    const order: string[] = [];
    const other = () => setImmediate(() => order.push('other request'));
    const slow = gate.run(searchTaking(2 * REST_CAP_MS + 50, spans, 'slow', other));
    const next = gate.run(async () => {
      order.push('next search');
      return performance.now();
    });
    await slow;
    const nextStart = await next;
    expect(order).toEqual(['other request', 'next search']);
    const rest = nextStart - spans[0]!.end;
    expect(rest).toBeGreaterThanOrEqual(REST_CAP_MS - 1);
    expect(rest).toBeLessThan(2 * REST_CAP_MS + 50);
  });

  it('answers 503 (检索繁忙) past MAX_WAITING queued searches, and serves the queue', async () => {
    const gate = new SearchGate();
    const spans: Span[] = [];
    const running = gate.run(searchTaking(20, spans, 'running'));
    // Its turn comes after one turn of the event loop; then it runs and no longer waits.
    await sleep(1);
    const queued = Array.from({ length: MAX_WAITING }, (_, n) =>
      gate.run(async () => `queued ${n}`),
    );
    await expect(gate.run(async () => 'refused')).rejects.toMatchObject({
      status: 503,
      code: 503,
      msg: SEARCH_BUSY,
    });
    expect(await running).toBe('running');
    expect(await Promise.all(queued)).toHaveLength(MAX_WAITING);
    // The queue has drained: searches are taken again.
    expect(await gate.run(async () => 'later')).toBe('later');
  });

  it('passes a failed search on and still lets the next one run', async () => {
    const gate = new SearchGate();
    const failing = gate.run(() => Promise.reject(new Error('database down')));
    const next = gate.run(async () => 'next');
    await expect(failing).rejects.toThrow('database down');
    expect(await next).toBe('next');
  });
});
