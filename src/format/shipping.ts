import '../i18n/catalogue/cart';
import { t } from '../i18n';
import { formatBRL } from './money';

/** A flag as store platforms send it: true, 1, '1', 'S', 'true'. */
type Flag = boolean | number | string | null | undefined;

/** The parts of a freight option (cart-and-purchase §3) the labels read. */
export interface FreightOptionLike {
  shippingMode: {
    name?: string;
    /** Delivery time in days; 0 or missing means immediate dispatch. */
    deliveryTime?: number | string | null;
    /** Whether the days are business days. */
    usefulDay?: Flag;
    ScheduledDelivery?: Flag;
  };
  valueShipping: number;
}

function isOn(flag: Flag): boolean {
  if (typeof flag === 'string') return ['1', 's', 'sim', 'true', 'y'].includes(flag.trim().toLowerCase());
  return flag === true || flag === 1;
}

/** The price of a freight option: 'Frete Grátis' when it costs 0, the BRL value otherwise. */
export function formatShippingPrice(option: FreightOptionLike): string {
  const value = option.valueShipping;
  return Number.isFinite(value) && value > 0 ? formatBRL(value) : t('shipping.free');
}

/**
 * The delivery time of a freight option (cart-and-purchase §9): '(*)' for scheduled delivery,
 * '(Envio Imediato)' when there is no time, else '(1 dia)', '(5 dias)', '(1 dia útil)', '(5 dias úteis)'.
 */
export function formatShippingTime(option: FreightOptionLike): string {
  const mode = option.shippingMode;
  if (isOn(mode.ScheduledDelivery)) return t('shipping.scheduled');
  const days = Math.floor(Number(mode.deliveryTime ?? 0));
  if (!Number.isFinite(days) || days <= 0) return t('shipping.immediate');
  if (isOn(mode.usefulDay)) return days === 1 ? t('shipping.businessDay') : t('shipping.businessDays', { count: days });
  return days === 1 ? t('shipping.day') : t('shipping.days', { count: days });
}
