import { AssetLoadError } from '@qyfw/portal-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry, installAssetLoadRecovery } from './asset-load-recovery';

const uninstalls: (() => void)[] = [];

/**
 * A window of the test's own for the preload events: the root route installs the recovery on the
 * real window when it is imported, and the suite shares one window across files (isolate: false),
 * so events dispatched there would meet that listener too.
 */
let target: Window;
beforeEach(() => {
  target = Object.assign(new EventTarget(), { document }) as unknown as Window;
});

afterEach(() => {
  for (const uninstall of uninstalls.splice(0)) uninstall();
  for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.remove();
});

function install() {
  const report = vi.fn<(error: AssetLoadError) => void>();
  uninstalls.push(installAssetLoadRecovery(target, report));
  return report;
}

/** What Vite's preload helper dispatches when a chunk's asset fails. */
function preloadFailure(message: string): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload: new Error(message) });
  target.dispatchEvent(event);
  return event;
}

describe('installAssetLoadRecovery (contract §8)', () => {
  it('reports a failed stylesheet with its kind and address and requests it once more', () => {
    const report = install();
    const address = 'http://127.0.0.1/pc/assets/login-dialog-abc.css';
    const event = preloadFailure(`Unable to preload CSS for ${address}`);

    expect(report).toHaveBeenCalledTimes(1);
    const error = report.mock.calls[0]![0];
    expect(error).toBeInstanceOf(AssetLoadError);
    expect(error.assetKind).toBe('stylesheet');
    expect(error.url).toBe(address);
    // The page goes on (no error thrown at the user) while the stylesheet is fetched again.
    expect(event.defaultPrevented).toBe(true);
    expect(document.head.querySelector(`link[rel="stylesheet"][href="${address}"]`)).not.toBeNull();
  });

  it('retries an address only once', () => {
    const report = install();
    const address = 'http://127.0.0.1/pc/assets/x.css';
    preloadFailure(`Unable to preload CSS for ${address}`);
    const second = preloadFailure(`Unable to preload CSS for ${address}`);
    expect(report).toHaveBeenCalledTimes(2);
    expect(second.defaultPrevented).toBe(false);
    expect(document.head.querySelectorAll(`link[href="${address}"]`)).toHaveLength(1);
  });

  it('reports a failed script and leaves its retry to the importer', () => {
    const report = install();
    const address = 'http://127.0.0.1/pc/assets/register-abc.js';
    const event = preloadFailure(`Failed to fetch dynamically imported module: ${address}`);
    expect(report.mock.calls[0]![0]).toMatchObject({ assetKind: 'script', url: address });
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('importWithRetry', () => {
  it('passes a successful import through without a report', async () => {
    const report = vi.fn();
    await expect(importWithRetry(() => Promise.resolve({ value: 1 }), report)).resolves.toEqual({
      value: 1,
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('reports the failed chunk and fetches it once more under a fresh address', async () => {
    const report = vi.fn<(error: AssetLoadError) => void>();
    // Ends in a line comment: Node 22+ keeps a data: URL's query in the module text (the fetch
    // spec's data: URL processor; Node 20 dropped it), so `?retry=1` must land in the comment.
    const address = 'data:text/javascript,export%20const%20value%20=%2042;//';
    const module = await importWithRetry<{ value: number }>(
      () =>
        Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`)),
      report,
    ).catch((error: unknown) => error);
    expect(report.mock.calls[0]![0]).toMatchObject({ assetKind: 'script', url: address });
    // The data: address with the retry query is still the same module text.
    expect(module).toMatchObject({ value: 42 });
  });

  it('gives up after the second failure', async () => {
    const report = vi.fn();
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:9/pc/assets/gone.js',
    );
    await expect(importWithRetry(() => Promise.reject(failure), report)).rejects.toBeTruthy();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failure that is not about fetching a chunk', async () => {
    const report = vi.fn();
    const bug = new ReferenceError('x is not defined');
    await expect(importWithRetry(() => Promise.reject(bug), report)).rejects.toBe(bug);
    expect(report).not.toHaveBeenCalled();
  });
});
