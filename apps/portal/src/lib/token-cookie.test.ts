// The session token cookie: Secure whenever the page is served over https, so the browser never
// sends the token over plain http (a downgraded or mixed request); http (a local demo) keeps
// working without it.
import { afterEach, describe, expect, it } from 'vitest';
import { removeToken, writeToken } from './token-cookie';

/** The raw strings the page writes to document.cookie. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie'))
    owner = Object.getPrototypeOf(owner) as object | null;
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return writes;
}

function serveFrom(url: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

afterEach(() => {
  // The recorder above is an own property of this document: the prototype's accessor returns.
  delete (document as unknown as Record<string, unknown>).cookie;
  serveFrom('http://localhost:3000/');
});

describe('token cookie', () => {
  it('is Secure on an https page, written and removed alike', () => {
    serveFrom('https://qyfw.example.cn/pc/index');
    const writes = recordCookieWrites();
    writeToken('abc');
    removeToken();
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(write.toLowerCase()).toMatch(/;\s*secure(;|$)/);
    expect(writes[0]).toMatch(/^token=abc;/);
  });

  it('is not Secure on an http page (a browser would drop it there)', () => {
    serveFrom('http://127.0.0.1:8080/pc/index');
    const writes = recordCookieWrites();
    writeToken('abc');
    expect(writes[0]).toMatch(/^token=abc;/);
    expect(writes[0]!.toLowerCase()).not.toMatch(/secure/);
    removeToken();
  });
});
