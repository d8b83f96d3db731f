import { onMount } from 'nanostores';
import { listen } from '../events';
import { query } from './query';

/** Items in the cart; loaded at first use and again on jet:product-added / jet:product-removed. */
export const $cartCount = query('cartCount');

onMount($cartCount, () => {
  const stops = [
    listen('jet:product-added', () => $cartCount.invalidate()),
    listen('jet:product-removed', () => $cartCount.invalidate()),
  ];
  return () => stops.forEach((stop) => stop());
});
