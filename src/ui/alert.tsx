import { useCallback, useState } from 'react';
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
  onClose: () => void;
}

/**
 * The alert banner: success, error or info; closes after 5000 ms by default or on its button.
 * Errors are announced assertively (role=alert), the others politely (role=status).
 */
export function Alert({ kind, title, message, timeout = ALERT_TIMEOUT_MS, onClose }: AlertProps) {
  useAutoClose(onClose, timeout, message);
  return (
    <div className="jet-alert" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="jet-alert__body">
        {title && <strong className="jet-alert__title">{title}</strong>}
        <span className="jet-alert__message">{message}</span>
      </div>
      <button type="button" className="jet-alert__close" onClick={onClose} aria-label={t('alert.close')}>
        ×
      </button>
    </div>
  );
}

/** State for one alert at a time (no JSX: hooks stay headless); `show` also emits jet:alert-show. */
export function useAlert() {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const show = useCallback((next: AlertMessage) => {
    setAlert(next);
    emit('jet:alert-show', { kind: next.kind, title: next.title, message: next.message });
  }, []);
  const close = useCallback(() => setAlert(null), []);
  return { alert, show, close };
}

/** Renders the alert of useAlert(), or nothing. */
export function AlertSlot({ alert, close }: { alert: AlertMessage | null; close: () => void }) {
  return alert ? <Alert {...alert} onClose={close} /> : null;
}
