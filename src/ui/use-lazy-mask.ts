import { useEffect, useRef } from 'react';
import type { InputMask } from 'imask';
import type { MaskOptions } from '../format/masks';

/**
 * useMask's behaviour (src/forms/use-mask.ts) with imask fetched when the field is first focused: a
 * page that shows the field but may never use it (the cart's CEP) does not pay imask's 17 kB up front.
 * Until then the input shows `value` as given (already formatted by the caller) and reports what is
 * typed; once imask is here, it takes the text over (formatting what was typed meanwhile).
 */
export function useLazyMask(
  load: () => Promise<MaskOptions>,
  value: string,
  onAccept: (masked: string) => void,
  onComplete?: (masked: string) => void,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<MaskOptions> | null>(null);
  const latest = useRef({ load, value, onAccept, onComplete });
  latest.current = { load, value, onAccept, onComplete };

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    let alive = true;
    input.value = latest.current.value ?? '';
    const typed = () => latest.current.onAccept(input.value);
    const bind = () => {
      input.removeEventListener('focus', bind);
      void Promise.all([import('imask'), latest.current.load()]).then(([{ default: IMask }, options]) => {
        if (!alive) return;
        input.removeEventListener('input', typed);
        const mask = IMask(input, options as never) as unknown as InputMask<MaskOptions>;
        mask.value = input.value;
        mask.on('accept', () => latest.current.onAccept(mask.value));
        mask.on('complete', () => latest.current.onComplete?.(mask.value));
        maskRef.current = mask;
        latest.current.onAccept(mask.value);
        if (mask.masked.isComplete && document.activeElement === input) latest.current.onComplete?.(mask.value);
      });
    };
    input.addEventListener('input', typed);
    input.addEventListener('focus', bind);
    return () => {
      alive = false;
      input.removeEventListener('input', typed);
      input.removeEventListener('focus', bind);
      maskRef.current?.destroy();
      maskRef.current = null;
    };
  }, []);

  useEffect(() => {
    const next = value ?? '';
    const mask = maskRef.current;
    if (mask) {
      if (mask.value !== next) mask.value = next;
    } else if (inputRef.current && inputRef.current.value !== next) {
      inputRef.current.value = next;
    }
  }, [value]);

  return inputRef;
}
