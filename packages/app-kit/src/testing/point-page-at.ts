interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/** The SDK calls the page's own origin: pointing the page at the test server reaches it. */
export function pointPageAt(origin: string, path = '/pc/index'): void {
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}${path}`);
}
