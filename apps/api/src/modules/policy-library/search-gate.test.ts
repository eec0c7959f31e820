// The gate that keeps uncached public searches on PGlite from holding the thread: one at a time,
// a rest as long as each took before the next, other work served in between, and 503 past the
// queue's bound. Timers and the clock are faked, so every rest is exact (with real timers a rest
// measured with performance.now() came out 0.3 ms short on a busy CI machine: Node starts a
// timer from the loop's cached time).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAITING, REST_CAP_MS, SEARCH_BUSY, SearchGate } from './search-gate.js';

interface Span {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A search that takes `ms`. `arriving` runs as it ends, like the requests that arrived while a
 * PGlite query held the thread: they are read only once it lets go.
 */
const searchTaking =
  (ms: number, spans: Span[], name: string, arriving?: () => void) => async () => {
    const start = Date.now();
    await wait(ms);
    arriving?.();
    spans.push({ name, start, end: Date.now() });
    return name;
  };

describe('SearchGate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs searches one at a time, each after a rest as long as the last took', async () => {
    const gate = new SearchGate(() => Date.now());
    const spans: Span[] = [];
    const all = Promise.all([
      gate.run(searchTaking(20, spans, 'a')),
      gate.run(searchTaking(30, spans, 'b')),
      gate.run(searchTaking(10, spans, 'c')),
    ]);
    await vi.runAllTimersAsync();
    expect(await all).toEqual(['a', 'b', 'c']);
    const t0 = spans[0]!.start;
    // a 0–20, a rest of 20, b 40–70, a rest of 30, c 100–110.
    expect(spans.map((span) => [span.name, span.start - t0, span.end - t0])).toEqual([
      ['a', 0, 20],
      ['b', 40, 70],
      ['c', 100, 110],
    ]);
  });

  it('rests at most REST_CAP_MS, and a request that arrived meanwhile is served first', async () => {
    const gate = new SearchGate(() => Date.now());
    const spans: Span[] = [];
    const order: string[] = [];
    const other = () => setImmediate(() => order.push('other request'));
    const slow = gate.run(searchTaking(2 * REST_CAP_MS + 50, spans, 'slow', other));
    const next = gate.run(async () => {
      order.push('next search');
      return Date.now();
    });
    await vi.runAllTimersAsync();
    await slow;
    const nextStart = await next;
    expect(order).toEqual(['other request', 'next search']);
    expect(nextStart - spans[0]!.end).toBe(REST_CAP_MS);
  });

  it('answers 503 (检索繁忙) past MAX_WAITING queued searches, and serves the queue', async () => {
    const gate = new SearchGate(() => Date.now());
    const spans: Span[] = [];
    const running = gate.run(searchTaking(20, spans, 'running'));
    // Its turn comes after one turn of the event loop; then it runs and no longer waits.
    await vi.advanceTimersByTimeAsync(1);
    const queued = Array.from({ length: MAX_WAITING }, (_, n) =>
      gate.run(async () => `queued ${n}`),
    );
    await expect(gate.run(async () => 'refused')).rejects.toMatchObject({
      status: 503,
      code: 503,
      msg: SEARCH_BUSY,
    });
    await vi.runAllTimersAsync();
    expect(await running).toBe('running');
    expect(await Promise.all(queued)).toHaveLength(MAX_WAITING);
    // The queue has drained: searches are taken again.
    const later = gate.run(async () => 'later');
    await vi.runAllTimersAsync();
    expect(await later).toBe('later');
  });

  it('passes a failed search on and still lets the next one run', async () => {
    const gate = new SearchGate(() => Date.now());
    const failing = gate.run(() => Promise.reject(new Error('database down')));
    const next = gate.run(async () => 'next');
    const failed = expect(failing).rejects.toThrow('database down');
    await vi.runAllTimersAsync();
    await failed;
    expect(await next).toBe('next');
  });
});
