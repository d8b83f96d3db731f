import '../../i18n/catalogue/cart';
import '../../i18n/catalogue/payment';
import type { OrderDetails } from '../../api/operations/orders.types';
import { t } from '../../i18n';

/**
 * An order's delivery time as the order pages write it (customer-area §2 "Order data widget"): '5 dias
 * úteis*', '1 dia*', or 'Envio Imediato' for a delivery time of 0. The '*' points at the note
 * '*Após a data de confirmação de pagamento.'; `marked` false leaves it out (a sentence that says it).
 */

/** Delivery time 0: shipped at once. No '*' and no note about the payment's confirmation then. */
export const shipsAtOnce = (order: Pick<OrderDetails, 'deliveryTime'>): boolean => !(order.deliveryTime > 0);

/** The cart's '(Envio Imediato)' without its brackets: the same text, shown as a value here. */
const immediate = () => t('shipping.immediate').replace(/^\((.*)\)$/, '$1');

export function deliveryTimeText(order: Pick<OrderDetails, 'deliveryTime' | 'usefulDay'>, marked = true): string {
  const days = order.deliveryTime;
  if (shipsAtOnce(order)) return immediate();
  const text =
    order.usefulDay ? (days === 1 ? t('payment.businessDay') : t('payment.businessDays', { days })) : days === 1 ? t('payment.calendarDay') : t('payment.calendarDays', { days });
  return marked ? text : text.replace(/\*$/, '');
}
