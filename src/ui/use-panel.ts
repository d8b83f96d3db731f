import { useCallback, useEffect, useState } from 'react';
import { listen, type JetEventMap, type JetEventName } from '../events';
import { useAlert, type AlertMessage } from './alert';

export interface PanelOptions<O extends JetEventName> {
  /** The bus event that opens the panel; its detail becomes the panel's `detail`. */
  open: O;
  /** The bus event that closes it, if the panel has one (`close()` always does). */
  close?: JetEventName;
  /** The request that loaded a lazy panel (lazyPanel), handled as if it were the first event. */
  initial?: JetEventMap[O];
  /**
   * A reason not to open for this detail: the message to show instead (the panel stays closed), or
   * null to open. Give a stable function (module level or memoised).
   */
  refuse?: (detail: JetEventMap[O]) => AlertMessage | null;
}

/** The headless state of a panel (no JSX), for any detail type. */
export interface PanelState<D> {
  /** The detail of the event (or `show` call) that opened it last; null before the first. */
  detail: D | null;
  open: boolean;
  /** True from the first opening on: the view mounts the (lazily loaded) body from then on. */
  started: boolean;
  /** Opens for `detail` as the open event does (a command for theme code, e.g. openCart()). */
  show: (detail: D) => void;
  /** Closes the panel and the message it shows. */
  close: () => void;
  /** The panel's message (useAlert): a refusal, or a result its body shows. */
  alert: ReturnType<typeof useAlert>;
}

/**
 * The headless state of a panel opened from the event bus, no JSX: it opens on `open` (unless
 * `refuse` returns a message for the detail: that message shows as an alert and the panel stays
 * closed) and closes on `close` or `close()`, which also clear the message shown. `started` turns
 * true on the first opening and stays true, so what a shopper typed survives a close. The quote and
 * back-in-stock panels use it through useProductPanel; a cart drawer is
 * `usePanel({ open: 'jet:cart-open', initial })` with Panel as its modal <dialog>.
 */
export function usePanel<O extends JetEventName>({ open: openEvent, close: closeEvent, initial, refuse }: PanelOptions<O>): PanelState<JetEventMap[O]> {
  type Detail = JetEventMap[O];
  const [detail, setDetail] = useState<Detail | null>(null);
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  // the open dialog holds its message (no timer) while the shopper corrects and sends again
  const alert = useAlert(open);
  const showAlert = alert.show;
  const closeAlert = alert.close;

  const show = useCallback(
    (next: Detail) => {
      const refusal = refuse?.(next);
      if (refusal) {
        showAlert(refusal);
        return;
      }
      closeAlert();
      setDetail(next);
      setOpen(true);
      setStarted(true);
    },
    [refuse, showAlert, closeAlert],
  );
  useEffect(() => listen(openEvent, show), [openEvent, show]);
  // The request that loaded a lazy panel (src/ui/lazy-panel.tsx) counts as the first event.
  const [first] = useState(initial);
  useEffect(() => {
    if (first) show(first);
  }, [first, show]);

  /** Closes the panel and the message it shows; a message shown right after (the send's result) stays. */
  const close = useCallback(() => {
    closeAlert();
    setOpen(false);
  }, [closeAlert]);
  useEffect(() => (closeEvent ? listen(closeEvent, close) : undefined), [closeEvent, close]);

  return { detail, open, started, show, close, alert };
}
