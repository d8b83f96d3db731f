import { useEffect, useLayoutEffect, useRef } from 'react';
import type { InputMask } from 'imask';
import type { MaskOptions } from '../format/masks';

/** A mask of src/format/masks, or a function that imports one (the cart's CEP: `() => import(…)`). */
export type MaskSource = MaskOptions | (() => Promise<MaskOptions>);

// imask (~15 kB gzip) is fetched once, by the first masked field focused on the page; a failed fetch
// is asked again on the next focus
let imask: Promise<typeof import('imask')> | null = null;
const loadImask = () =>
  (imask ??= import('imask').catch((error: unknown) => {
    imask = null;
    throw error;
  }));

/**
 * Binds an imask mask to an input, fetching imask when the field is first focused: a page with a form
 * (or the cart's CEP) does not load imask before anyone uses a masked field.
 *
 * The input stays uncontrolled (give it `defaultValue={value}`). Until imask arrives it shows `value`
 * as given (the caller's text: formatted values show formatted) and reports what is typed through
 * `onAccept` as typed. Once imask is here it takes the text over: what was typed meanwhile is
 * formatted and reported (`onAccept` with the masked text), and a mask completed by it calls
 * `onComplete` if the field still has the focus. From then on, as with any imask field: `value`
 * changed from outside (a reset, a CEP lookup …) is pushed into the mask, every accepted change calls
 * `onAccept` with the masked text, a filled mask calls `onComplete`.
 *
 * `mask` is an options object of src/format/masks (keep it stable: a new one binds the mask again) or
 * a loader of one, called with imask on the first focus.
 */
export function useMask(
  mask: MaskSource,
  value: string,
  onAccept: (masked: string) => void,
  onComplete?: (masked: string) => void,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<MaskOptions> | null>(null);
  const latest = useRef({ value, onAccept, onComplete });
  latest.current = { value, onAccept, onComplete };

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    let alive = true;
    let typedMeanwhile = false;
    const shown = latest.current.value ?? '';
    if (input.value !== shown) input.value = shown;
    const typed = () => {
      typedMeanwhile = true;
      latest.current.onAccept(input.value);
    };
    const bind = () => {
      input.removeEventListener('focus', bind);
      const options = typeof mask === 'function' ? mask() : mask;
      Promise.all([loadImask(), options]).then(
        ([{ default: IMask }, loaded]) => {
          if (!alive) return;
          input.removeEventListener('input', typed);
          // imask reads the input's text (what was typed meanwhile) and writes it formatted
          const bound = IMask(input, loaded as never) as unknown as InputMask<MaskOptions>;
          bound.on('accept', () => latest.current.onAccept(bound.value));
          bound.on('complete', () => latest.current.onComplete?.(bound.value));
          maskRef.current = bound;
          if (bound.value !== (latest.current.value ?? '')) latest.current.onAccept(bound.value);
          if (typedMeanwhile && bound.masked.isComplete && document.activeElement === input) {
            latest.current.onComplete?.(bound.value);
          }
        },
        () => {
          // offline, a failed deploy …: the field keeps working unformatted; the next focus tries again
          if (alive) input.addEventListener('focus', bind);
        },
      );
    };
    input.addEventListener('input', typed);
    input.addEventListener('focus', bind);
    // focused before this effect ran (autofocus, a mask changed while typing)
    if (typeof document !== 'undefined' && document.activeElement === input) bind();
    return () => {
      alive = false;
      input.removeEventListener('input', typed);
      input.removeEventListener('focus', bind);
      maskRef.current?.destroy();
      maskRef.current = null;
    };
  }, [mask]);

  // in the commit of the render that read `value`: an effect would run later, and a render caused by
  // the report right after imask binds (outside any event, so not rendered at once) could then push
  // a value older than the keystrokes typed since
  useLayoutEffect(() => {
    const next = value ?? '';
    const bound = maskRef.current;
    if (bound) {
      if (bound.value !== next) bound.value = next;
    } else if (inputRef.current && inputRef.current.value !== next) {
      inputRef.current.value = next;
    }
  }, [value]);

  return inputRef;
}
