/**
 * happy-dom 21 shares one Node stream between a Response and its clone, so cancelling the
 * clone (ky does, after its afterResponse hooks) empties the original's body. Buffering the
 * body into a fresh Response keeps happy-dom's real HTTP (origin, cookies, headers) and gives
 * ky a body it can clone. Browsers do not need this.
 */
export function installBufferedFetch(): void {
  const happyDomFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await happyDomFetch(input, init);
    const body = await response.arrayBuffer();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
