import '../i18n/catalogue/cart-page';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { extendReservation, loadCart } from '../stores/cart';
import { clock, secondsLeft } from './cart-rules';

/** Seconds before the end at which the shopper is warned and offered more time (WCAG 2.2.1). */
const WARNING_SECONDS = 20;

/** The seconds left until `until`, ticking once a second while there is a reservation. */
function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return secondsLeft(until, now);
}

export interface ReservationTimerProps {
  /** The earliest line's reservation end (ISO), or null. */
  reservedUntil: string | null;
  /** The one extension was used already. */
  extended: boolean;
  /** Minutes one extension adds: the server's reservation time (the cart answer's `reservationMinutes`). */
  extendMinutes: number;
}

/**
 * The cart-item expiry timer (cart-and-purchase §2, §4): how long the products stay reserved; twenty
 * seconds before the end a warning with one extension; at the end the cart reloads, and the server's
 * answer names the removed products ('O TEMPO EXPIROU E', shown by the counter and the cart).
 * Its own component, so the tick re-renders only this line of text.
 */
export function ReservationTimer({ reservedUntil, extended, extendMinutes }: ReservationTimerProps) {
  const seconds = useSecondsLeft(reservedUntil);
  const [busy, setBusy] = useState(false);
  const ended = seconds === 0;

  useEffect(() => {
    if (ended) void loadCart();
  }, [ended, reservedUntil]);

  if (seconds === null || ended) return null;
  const warning = seconds <= WARNING_SECONDS;
  return (
    <div className="jet-cart-timer" data-warning={warning || undefined}>
      <p className="jet-cart-timer__text" role="timer">
        {t('cart.reservedFor', { time: clock(seconds) })}
      </p>
      {warning && (
        <div className="jet-cart-timer__warning" role="alert">
          <p>{t('cart.reservationEnding', { seconds })}</p>
          {!extended && (
            <button
              type="button"
              className="jet-button jet-button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => {
                setBusy(true);
                void extendReservation().finally(() => setBusy(false));
              }}
            >
              {extendMinutes === 1 ? t('cart.extendReservationOne') : t('cart.extendReservation', { minutes: extendMinutes })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
