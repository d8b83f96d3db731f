import { useQuery } from '../../src/stores/use-query';

/** Best sellers and new arrivals requested for an empty listing (catalogue-and-discovery §9). */
const EMPTY_CAROUSEL_QUANTITY = 12;

/**
 * The best sellers and new arrivals under an empty listing: both read at once through the page's keyed
 * stores (a showcase of the same kind and size on the page shares them); a failed one stays empty and
 * is just not shown.
 */
export function useEmptyCarousels() {
  const params = { quantity: EMPTY_CAROUSEL_QUANTITY };
  const mostSold = useQuery('mostSold', params);
  const newArrivals = useQuery('newArrivals', params);
  const loading = mostSold.status === 'loading' || newArrivals.status === 'loading';
  return { mostSold: mostSold.data ?? [], newArrivals: newArrivals.data ?? [], loading };
}
