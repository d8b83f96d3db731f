import { useEffect } from 'react';

/** Calls `onClose` after `timeout` ms (0 or less: never); restarts when `key` changes. */
export function useAutoClose(onClose: () => void, timeout: number, key: unknown): void {
  useEffect(() => {
    if (timeout <= 0) return undefined;
    const timer = setTimeout(onClose, timeout);
    return () => clearTimeout(timer);
    // onClose is usually a new function each render; the timer follows the alert, not it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeout, key]);
}
