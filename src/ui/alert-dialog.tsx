import '../i18n/catalogue/dialog';
import { useEffect, useId, useRef } from 'react';
import { t } from '../i18n';

export interface AlertDialogProps {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with cancel and confirm. Built on <dialog>: the browser traps focus, closes on
 * Escape (as cancel) and gives focus back to what had it before.
 */
export function AlertDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: AlertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="jet-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="jet-dialog__title">{title}</h2>
      {message && <p id={messageId} className="jet-dialog__message">{message}</p>}
      <div className="jet-dialog__actions">
        <button type="button" className="jet-button jet-button--secondary" onClick={onCancel} autoFocus>
          {cancelLabel ?? t('dialog.cancel')}
        </button>
        <button type="button" className="jet-button jet-button--primary" onClick={onConfirm}>
          {confirmLabel ?? t('dialog.confirm')}
        </button>
      </div>
    </dialog>
  );
}
