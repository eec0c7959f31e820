// contract §8: a script or stylesheet chunk that fails to load is reported with its kind and address and
// tried once more; the user sees no message.
//
// Who retries what: a stylesheet is re-requested here (the page goes on without it meanwhile);
// a route's script chunk is retried by the router, which reloads the page once when a route
// module cannot be fetched; the shell's own lazy pieces (login dialog, renewal warning) load
// through importWithRetry below.
import { AssetLoadError, type AssetKind } from '@qyfw/portal-sdk';

/** Vite's preload helper dispatches this when a chunk's script or stylesheet fails. */
interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

type Report = (error: AssetLoadError) => void;

/**
 * The address in the browser's or Vite's message: "Unable to preload CSS for <url>",
 * "Failed to fetch dynamically imported module: <url>".
 */
export function failedAssetAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(?:for|module:)\s+(\S+)/.exec(message)?.[1];
}

export function assetKindOf(address: string): AssetKind {
  return /\.css(?:$|[?#])/.test(address) ? 'stylesheet' : 'script';
}

const defaultReport: Report = (error) => {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
};

function reloadStylesheet(address: string, doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = address;
    link.onload = () => resolve();
    link.onerror = () => reject(new AssetLoadError('stylesheet', address));
    doc.head.appendChild(link);
  });
}

/** Listens for Vite's preload failures for the life of the page; returns the remover. */
export function installAssetLoadRecovery(
  target: Window = window,
  report: Report = defaultReport,
): () => void {
  const retried = new Set<string>();
  const onPreloadError = (event: Event) => {
    const cause = (event as PreloadErrorEvent).payload;
    const address = failedAssetAddress(cause) ?? String(cause);
    const kind = assetKindOf(address);
    report(new AssetLoadError(kind, address, { cause }));
    // A failed script leaves the import without a module: let it fail to its retrier.
    if (kind !== 'stylesheet' || retried.has(address)) return;
    retried.add(address);
    event.preventDefault();
    reloadStylesheet(address, target.document).catch(report);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/**
 * A dynamic import tried twice. The browser remembers a failed module address, so the second
 * attempt asks for the same file under a one-off query; its own imports keep their addresses,
 * so shared modules are not loaded twice.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  report: Report = defaultReport,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const address = failedAssetAddress(error);
    if (!address) throw error;
    report(new AssetLoadError('script', address, { cause: error }));
    const retryAddress = `${address}${address.includes('?') ? '&' : '?'}retry=1`;
    return (await import(/* @vite-ignore */ retryAddress)) as T;
  }
}
