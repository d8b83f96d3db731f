import { useEffect, useRef } from 'react';
import IMask from 'imask';
import type { InputMask } from 'imask';
import type { MaskOptions } from '../format/masks';

/**
 * Binds an imask mask to an input. The input stays uncontrolled (imask owns its text); `value` is
 * pushed into the mask when it changes from outside (reset, CEP lookup ...), and every accepted
 * keystroke reports the masked text through `onAccept`; a filled mask also calls `onComplete`.
 */
export function useMask(
  options: MaskOptions,
  value: string,
  onAccept: (masked: string) => void,
  onComplete?: (masked: string) => void,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<MaskOptions> | null>(null);
  const callbacks = useRef({ onAccept, onComplete });
  callbacks.current = { onAccept, onComplete };
  const latestValue = useRef(value);
  latestValue.current = value;

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const mask = IMask(input, options as never) as unknown as InputMask<MaskOptions>;
    mask.value = latestValue.current ?? '';
    mask.on('accept', () => callbacks.current.onAccept(mask.value));
    mask.on('complete', () => callbacks.current.onComplete?.(mask.value));
    maskRef.current = mask;
    return () => {
      mask.destroy();
      maskRef.current = null;
    };
  }, [options]);

  useEffect(() => {
    const mask = maskRef.current;
    const next = value ?? '';
    if (mask && mask.value !== next) mask.value = next;
  }, [value]);

  return inputRef;
}
