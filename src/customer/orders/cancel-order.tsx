import { useEffect, useRef } from 'react';
import { t } from '../../i18n';
import { AlertDialog } from '../../ui/alert-dialog';
import type { CancelOrderModel } from './use-cancel-order';

/**
 * 'Cancelar pedido' and its confirmation; once cancelled here, a note in its place takes the focus (the
 * button is gone, and the focus must not fall to the page's start) and is announced.
 */
export function CancelOrderAction({ model }: { model: CancelOrderModel }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (model.done !== null) note.current?.focus();
  }, [model.done]);
  if (model.done !== null)
    return (
      <p ref={note} tabIndex={-1} className="jet-cancel-order__done" role="status">
        {t('ordersApi.cancelled', { id: model.done })}
      </p>
    );
  if (!model.available) return null;
  return (
    <>
      <button type="button" className="jet-button jet-button--secondary jet-cancel-order" onClick={model.ask} disabled={model.busy} aria-busy={model.busy || undefined}>
        {t(model.busy ? 'orders.details.cancelling' : 'orders.details.cancel')}
      </button>
      <AlertDialog
        open={model.asking}
        title={model.title}
        message={model.message}
        confirmLabel={t('orders.details.cancelConfirm')}
        cancelLabel={t('orders.details.cancelKeep')}
        onConfirm={() => void model.confirm()}
        onCancel={model.dismiss}
      />
    </>
  );
}
