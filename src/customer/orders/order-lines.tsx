import '../../i18n/catalogue/orders-view';
import type { OrderDetails, OrderItem } from '../../api/operations/orders.types';
import { mediaUrl } from '../../api/media';
import { formatBRL } from '../../format/money';
import { t, type MessageKey } from '../../i18n';

/**
 * An order's items (a table: product with picture, variations and badge; quantity; unit price; value) and its
 * totals, as the order details show them and the order confirmation repeats them. The classes are the order
 * details' (`jet-customer-order-details__items` ...): a theme styles them once for both pages.
 */

/** A line's value: quantity × unit price, in cents' precision. */
const lineValue = (item: OrderItem): number => Math.round(item.quantity * item.unitPrice * 100) / 100;

/** The item's picture, a link to its product beside the name's (out of the tab order: one stop per item). */
function ItemPicture({ item }: { item: OrderDetails['orderItems'][number] }) {
  const picture = item.image ? (
    <img className="jet-customer-order-details__image" src={mediaUrl(item.image)} alt="" width="64" height="64" loading="lazy" decoding="async" />
  ) : (
    <span className="jet-customer-order-details__image jet-customer-order-details__image--none" />
  );
  return item.urlProduct ? (
    <a className="jet-customer-order-details__image-link" href={item.urlProduct} tabIndex={-1} aria-hidden="true">
      {picture}
    </a>
  ) : (
    picture
  );
}

export function OrderItems({ order }: { order: OrderDetails }) {
  const columns = [t('orders.details.colProduct'), t('orders.details.colQuantity'), t('orders.details.colUnitPrice'), t('orders.details.colValue')];
  return (
    <table className="jet-customer-order-details__items jet-orders-table">
      <caption className="jet-orders-sr">{t('orders.details.itemsCaption', { id: order.idOrder })}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col" data-align="end">
            {columns[1]}
          </th>
          <th scope="col" data-align="end">
            {columns[2]}
          </th>
          <th scope="col" data-align="end">
            {columns[3]}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.orderItems.map((item) => (
          <tr key={`${item.idProduct}-${item.idSku}`} className="jet-customer-order-details__item" data-virtual={item.virtual || undefined}>
            <th scope="row" className="jet-customer-order-details__product">
              <ItemPicture item={item} />
              {item.urlProduct ? (
                <a className="jet-customer-order-details__name" href={item.urlProduct}>
                  {item.nameProduct}
                </a>
              ) : (
                <span className="jet-customer-order-details__name">{item.nameProduct}</span>
              )}
              {item.orderItemVariations.length > 0 && (
                <span className="jet-customer-order-details__variations">
                  {item.orderItemVariations.map((variation) => (
                    <span key={`${variation.nameReference}-${variation.nameVariation}`} className="jet-customer-order-details__variation">
                      {t('orders.details.variation', { name: variation.nameReference, value: variation.nameVariation })}
                    </span>
                  ))}
                </span>
              )}
              {item.virtual && <span className="jet-customer-order-details__badge">{t('orders.details.digitalBadge')}</span>}
            </th>
            <td data-label={columns[1]} data-align="end">
              {item.quantity}
            </td>
            <td data-label={columns[2]} data-align="end" className="jet-orders-money">
              {formatBRL(item.unitPrice)}
            </td>
            <td data-label={columns[3]} data-align="end" className="jet-orders-money">
              {formatBRL(lineValue(item))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrderTotals({ order }: { order: OrderDetails }) {
  const row = (key: MessageKey, value: string, part: string) => (
    <div className="jet-customer-order-details__total" data-total={part}>
      <dt>{t(key)}</dt>
      <dd className="jet-orders-money">{value}</dd>
    </div>
  );
  return (
    <dl className="jet-customer-order-details__totals">
      {row('orders.details.totalItems', formatBRL(order.totalItens), 'items')}
      {row('orders.details.totalShipping', formatBRL(order.totalShipping), 'shipping')}
      {order.totalDiscount > 0 && row('orders.details.totalDiscount', `- ${formatBRL(order.totalDiscount)}`, 'discount')}
      {order.totalShoppingVoucher > 0 && row('orders.details.totalStoreCredit', `- ${formatBRL(order.totalShoppingVoucher)}`, 'store-credit')}
      {order.interestValue > 0 && row('orders.details.totalInterest', formatBRL(order.interestValue), 'interest')}
      {row('orders.details.total', formatBRL(order.total), 'total')}
      {order.numberOfInstallments > 1 &&
        row('orders.details.installments', t('orders.details.installmentsValue', { count: order.numberOfInstallments, value: formatBRL(order.valueOfInstallment) }), 'installments')}
    </dl>
  );
}

