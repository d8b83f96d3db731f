import { call } from '../api/client';
import { listen } from '../events';
import { fetchedStore } from './fetched-store';
import { onMount } from 'nanostores';

/** Items in the cart; loaded at first use and again on jet:product-added / jet:product-removed. */
export const $cartCount = fetchedStore(() => call('cartCount'));

onMount($cartCount, () => {
  const stops = [
    listen('jet:product-added', () => void $cartCount.refresh()),
    listen('jet:product-removed', () => void $cartCount.refresh()),
  ];
  return () => stops.forEach((stop) => stop());
});
