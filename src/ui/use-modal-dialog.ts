import { useCallback, useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';
const FOCUSABLE = `a[href], button:not([disabled]), ${FIELD}, [tabindex]:not([tabindex="-1"])`;

/** Focuses the first field of `dialog`; false when it has none yet (e.g. a form still loading). */
export function focusFirstField(dialog: HTMLElement): boolean {
  const field = dialog.querySelector<HTMLElement>(FIELD);
  field?.focus();
  return Boolean(field);
}

/** Keeps Tab inside the dialog: from the last control to the first, and Shift+Tab the other way. */
function trapTab(event: KeyboardEvent<HTMLElement>): void {
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const target = event.shiftKey ? (active === first || active === event.currentTarget ? last : null) : active === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The behaviour of a modal <dialog> that follows an `open` flag (no JSX): showModal() on opening, with
 * focus on its first field (on the dialog itself when it has none yet), close() on closing with focus
 * back to the element that opened it (`focus: 'dialog'` keeps it on the dialog itself, for a drawer whose
 * first field is a line's quantity); Escape and the browser's cancel call `onClose`; Tab stays inside.
 * Spread `dialogProps` on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void, focus: 'field' | 'dialog' = 'field') {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      if (focus === 'dialog' || !focusFirstField(dialog)) dialog.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    }
  }, [open, focus]);

  const onCancel = useCallback(
    (event: SyntheticEvent) => {
      event.preventDefault();
      onClose();
    },
    [onClose],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Tab') trapTab(event);
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    },
    [onClose],
  );

  return { ref, dialogProps: { ref, tabIndex: -1, onCancel, onKeyDown } };
}
