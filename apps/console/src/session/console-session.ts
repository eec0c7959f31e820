// The console's session: the token admin_sign_in answered, in sessionStorage — a console session
// lasts at most 8 h and ends with idleness on the server, so it has no business outliving the tab
// (the portal's member token lives in a cookie for its own reasons). Kept apart from the portal's
// token: signing in here never signs a member in there, or the other way round.
const KEY = 'qyfw-console-token';

let memory: string | null = null;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

// The module's memory stands in only where the tab has no sessionStorage (blocked by a policy):
// where it has one, that alone decides, so clearing it signs the tab out.
export function readToken(): string | null {
  const store = storage();
  return store ? store.getItem(KEY) : memory;
}

export function saveToken(token: string): void {
  memory = token;
  storage()?.setItem(KEY, token);
}

export function clearToken(): void {
  memory = null;
  storage()?.removeItem(KEY);
}
