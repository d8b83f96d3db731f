import { useEffect, useRef } from 'react';

/**
 * How an open disclosure menu closes besides its button (moved out of the view): Escape closes it and
 * gives focus back to the button, a click outside the root closes it. Listens only while open.
 */
export function useMenuDismiss(open: boolean, close: () => void) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close]);

  return { rootRef, buttonRef };
}
