// A draft saved as the member types (issue 14 "draft saved as you go"): each change restarts a
// short timer; when it fires, the latest values are saved with the version the last save answered
// (a save from another tab makes the server refuse a stale one). One save runs at a time; changes
// made meanwhile are saved next, so nothing typed is lost and saves never overtake each other.
import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveStatus =
  | { readonly phase: 'idle' }
  | { readonly phase: 'dirty' }
  | { readonly phase: 'saving' }
  | { readonly phase: 'saved'; readonly at: Date }
  | { readonly phase: 'failed'; readonly message: string };

export interface DraftAutosaveOptions<Values> {
  /** Saves `values` over `version`; answers the new version. */
  readonly save: (values: Values, version: number) => Promise<number>;
  /** The version of the draft as loaded. */
  readonly version: number;
  /** How long typing must pause before a save, ms. */
  readonly delay?: number;
  /** What a failed save says (the server's reason, or a general one). */
  readonly describeFailure: (error: unknown) => string;
  /** The clock (tests). */
  readonly now?: () => Date;
}

export interface DraftAutosave<Values> {
  readonly status: AutosaveStatus;
  /** A change: saved after the pause. */
  readonly schedule: (values: Values) => void;
  /** Saves what is waiting now (before submit); resolves to the version to submit with. */
  readonly flush: () => Promise<number>;
  /** Whether something typed is not saved yet (the leave guard asks this). */
  readonly hasUnsaved: () => boolean;
  /** The version the last save answered. */
  readonly version: () => number;
}

export function useDraftAutosave<Values>({
  save,
  version: loadedVersion,
  delay = 1200,
  describeFailure,
  now = () => new Date(),
}: DraftAutosaveOptions<Values>): DraftAutosave<Values> {
  const [status, setStatus] = useState<AutosaveStatus>({ phase: 'idle' });
  const version = useRef(loadedVersion);
  const waiting = useRef<{ values: Values } | undefined>(undefined);
  const running = useRef<Promise<void> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, without restarting the timer when a parent re-renders.
  const saveRef = useRef(save);
  const describeRef = useRef(describeFailure);
  const nowRef = useRef(now);
  useEffect(() => {
    saveRef.current = save;
    describeRef.current = describeFailure;
    nowRef.current = now;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const runOnce = useCallback(async () => {
    const next = waiting.current;
    if (!next) return;
    waiting.current = undefined;
    setStatus({ phase: 'saving' });
    try {
      version.current = await saveRef.current(next.values, version.current);
      setStatus(waiting.current ? { phase: 'dirty' } : { phase: 'saved', at: nowRef.current() });
    } catch (error) {
      // Kept for the next try, unless something newer is already waiting.
      waiting.current ??= next;
      setStatus({ phase: 'failed', message: describeRef.current(error) });
      throw error;
    }
  }, []);

  const flush = useCallback(async (): Promise<number> => {
    clearTimeout(timer.current);
    // Wait for the save in flight (its failure is already on screen), then save what is left.
    while (running.current) await running.current.catch(() => undefined);
    if (waiting.current) {
      const run = runOnce();
      running.current = run;
      try {
        await run;
      } finally {
        running.current = undefined;
      }
    }
    return version.current;
  }, [runOnce]);

  const schedule = useCallback(
    (values: Values) => {
      waiting.current = { values };
      setStatus({ phase: 'dirty' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush().catch(() => undefined), delay);
    },
    [delay, flush],
  );

  const hasUnsaved = useCallback(() => waiting.current !== undefined || !!running.current, []);
  const currentVersion = useCallback(() => version.current, []);

  return { status, schedule, flush, hasUnsaved, version: currentVersion };
}
