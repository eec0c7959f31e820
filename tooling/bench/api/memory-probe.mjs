// Preloaded into the server by `pnpm bench:load` only (node --import): answers the benchmark's
// 'memory' message over the IPC channel with process.memoryUsage(), so it can report the heap next
// to RSS. The product never loads it and serves no such endpoint. The bench starts the server with
// --expose-gc: a full collection first makes heapUsed what the server keeps (live objects), not
// the garbage a collection that is due would free — the difference between a leak and a lag.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
// The channel must not keep the server alive after SIGTERM: it stops as it does in production.
process.channel?.unref();
