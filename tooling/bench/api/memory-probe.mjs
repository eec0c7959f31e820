// Preloaded into the server by `pnpm bench:load` only (node --import): answers the benchmark's
// 'memory' message over the IPC channel with process.memoryUsage(), so it can report the heap next
// to RSS. The product never loads it and serves no such endpoint.
process.on('message', (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
});
// The channel must not keep the server alive after SIGTERM: it stops as it does in production.
process.channel?.unref();
