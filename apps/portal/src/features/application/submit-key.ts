// An idempotent submit (design §6): the key is made once per attempt and kept across retries of
// that attempt, so a submit whose answer was lost (a timeout, a closed laptop) and is sent again
// finds the application the first one made instead of submitting twice. A new attempt (after a
// 补正 request, say) gets a new key.
import { useCallback, useRef } from 'react';

/** A random key; the browser's UUID when there is one (every browser the portal supports has it). */
export function newSubmitKey(): string {
  return crypto.randomUUID();
}

export interface SubmitKey {
  /** The key of the current attempt, made on first use. */
  readonly current: () => string;
  /** The attempt ended (the server answered it): the next submit is a new attempt. */
  readonly settle: () => void;
}

export function useSubmitKey(): SubmitKey {
  const key = useRef<string | undefined>(undefined);
  const current = useCallback(() => (key.current ??= newSubmitKey()), []);
  const settle = useCallback(() => {
    key.current = undefined;
  }, []);
  return { current, settle };
}
