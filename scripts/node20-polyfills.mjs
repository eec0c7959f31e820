// tsdown 0.22 targets Node ≥ 22 and calls Promise.withResolvers; the machines run Node 20
// (TOOLCHAIN.md). Preloaded for the build only, never shipped.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
