import { useEffect, useState } from 'react';

/** The first cooldown of a code just e-mailed (the server's ACCESS_CODE_COOLDOWN_S). */
export const RESEND_COOLDOWN_S = 60;

/** Seconds of a code answer's retryAfter; a missing or odd value is the 60 s default. */
export function cooldownOf(answer: unknown): number {
  const value = (answer as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.ceil(value), 3600) : RESEND_COOLDOWN_S;
}

/** Seconds left before a code may be sent again, counting down once a second while above 0. */
export function useCountdown(initial = 0): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initial);
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return [left, setLeft];
}
