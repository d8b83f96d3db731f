import { useStore } from '@nanostores/react';
import type { ProductDetail } from '../../src/api/operations';
import { cardSettingsFrom, type CardSettings } from '../../src/catalogue/card-settings';
import { $company } from '../../src/stores/company';
import type { QueryStatus } from '../../src/stores/query';
import { useQuery } from '../../src/stores/use-query';

export type ProductCardState = QueryStatus;

/** Loads one product (productDetail, which answers a card and more) and the company's card settings. */
export function useProductCard(productId?: number, urlFriendly?: string): { state: ProductCardState; product: ProductDetail | null; settings: CardSettings } {
  const company = useStore($company);
  const params = productId ? { idProduct: productId } : { textLink: urlFriendly };
  const answer = useQuery('productDetail', params, Boolean(productId || urlFriendly));
  const companyPending = company.status === 'loading' && !company.data;
  // An unknown product is an empty card, not an error.
  const state: ProductCardState =
    answer.status === 'error' && answer.error?.status === 404 ? 'empty' : answer.status === 'ready' && companyPending ? 'loading' : answer.status;
  return { state, product: state === 'ready' ? (answer.data ?? null) : null, settings: cardSettingsFrom(company.data) };
}
