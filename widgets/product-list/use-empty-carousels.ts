import { useEffect, useState } from 'react';
import type { ProductCardData } from '../../src/api/operations';
import { call } from '../../src/api/client';

/** Best sellers and new arrivals requested for an empty listing (catalogue-and-discovery §9). */
export const EMPTY_CAROUSEL_QUANTITY = 12;

/**
 * The best sellers and new arrivals under an empty listing (moved as it was out of the view,
 * empty-carousels.tsx): both requested at once when it mounts, aborted when it goes; a failed one
 * stays empty and is just not shown.
 */
export function useEmptyCarousels() {
  const [mostSold, setMostSold] = useState<ProductCardData[]>([]);
  const [newArrivals, setNewArrivals] = useState<ProductCardData[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const params = { quantity: EMPTY_CAROUSEL_QUANTITY };
    // a failed carousel is just not shown
    call('mostSold', { params, signal: controller.signal }).then(setMostSold, () => undefined);
    call('newArrivals', { params, signal: controller.signal }).then(setNewArrivals, () => undefined);
    return () => controller.abort();
  }, []);
  return { mostSold, newArrivals };
}
