import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Seconds until the action is allowed again; 0 when it is allowed now. */
  secondsLeft: number;
  /** Starts (or restarts) counting down from the given number of seconds. */
  start: () => void;
  /** Back to 0 at once (e.g. the send failed after all). */
  reset: () => void;
}

/** A once-a-second countdown from `seconds` to 0, for a send-code button (contract §4: 59 s). */
export function useCountdown(seconds: number): Countdown {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setSecondsLeft((left) => Math.max(0, left - 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  const reset = useCallback(() => setSecondsLeft(0), []);
  return { secondsLeft, start, reset };
}
