import { useCallback, useState } from 'react';
import { useHost } from '../elements/host';
import { emit, type AlertKind } from '../events';
import { t } from '../i18n';
import { useAutoClose } from './use-auto-close';

export const ALERT_TIMEOUT_MS = 5000;

export interface AlertMessage {
  kind: AlertKind;
  title?: string;
  message: string;
  /** ms until it closes by itself; 0 keeps it open. Default 5000. */
  timeout?: number;
}

export interface AlertProps extends AlertMessage {
  /** Without it the banner has no close button (the login form's: inside the modal it would be a second 'Fechar'). */
  onClose?: () => void;
  /** A class beside `jet-alert`, for the place it stands. */
  className?: string;
}

/**
 * The alert banner as a plain function of its message: success, error or info, with a close button.
 * Errors are announced assertively (role=alert), the others politely (role=status). It never closes by
 * itself: useAlert holds the timer (or Alert, ./timed-alert.tsx, for a message kept elsewhere).
 */
export function AlertView({ kind, title, message, onClose, className }: AlertProps) {
  return (
    <div className={className ? `jet-alert ${className}` : 'jet-alert'} data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="jet-alert__body">
        {title && <strong className="jet-alert__title">{title}</strong>}
        <span className="jet-alert__message">{message}</span>
      </div>
      {onClose && (
        <button type="button" className="jet-alert__close" onClick={onClose} aria-label={t('alert.close')}>
          ×
        </button>
      )}
    </div>
  );
}

/**
 * State for one alert at a time (no JSX: hooks stay headless); `show` also emits jet:alert-show. The
 * message closes after its `timeout` (5000 ms by default, 0 never), counted from when it is shown,
 * except while `hold` is true (a panel holds the message its open dialog shows; the count starts
 * when the dialog closes).
 */
export function useAlert(hold = false) {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const host = useHost();
  const show = useCallback(
    (next: AlertMessage) => {
      setAlert(next);
      emit('jet:alert-show', { kind: next.kind, title: next.title, message: next.message }, host);
    },
    [host],
  );
  const close = useCallback(() => setAlert(null), []);
  const running = alert && !hold ? alert : null;
  useAutoClose(close, running ? (running.timeout ?? ALERT_TIMEOUT_MS) : 0, running);
  return { alert, show, close };
}

/** Renders the alert of useAlert() (which closes it in time), or nothing. */
export function AlertSlot({ alert, close }: { alert: AlertMessage | null; close: () => void }) {
  return alert ? <AlertView {...alert} onClose={close} /> : null;
}
