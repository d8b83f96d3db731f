import { ALERT_TIMEOUT_MS, AlertView, type AlertProps } from './alert';
import { useAutoClose } from './use-auto-close';

/**
 * The alert banner for a message kept outside useAlert (a card's result, the rating's): AlertView that
 * closes after `timeout` ms (5000 by default, 0 never), restarted by a new message. A module of its own:
 * only the catalogue's widgets use it, and the core chunk (the header's alerts) need not carry it.
 */
export function Alert(props: AlertProps & { onClose: () => void }) {
  useAutoClose(props.onClose, props.timeout ?? ALERT_TIMEOUT_MS, props.message);
  return <AlertView {...props} />;
}
