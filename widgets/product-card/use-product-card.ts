import { useStore } from '../../src/stores/use-store';
import { useEffect, useState } from 'react';
import type { ProductDetail } from '../../src/api/operations';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import { cardSettingsFrom, type CardSettings } from '../../src/catalogue/card-settings';
import { $company } from '../../src/stores/company';

export type ProductCardState = 'loading' | 'ready' | 'empty' | 'error';

/** Loads one product (productDetail, which answers a card and more) and the company's card settings. */
export function useProductCard(productId?: number, urlFriendly?: string): { state: ProductCardState; product: ProductDetail | null; settings: CardSettings } {
  const company = useStore($company);
  const [answer, setAnswer] = useState<{ key: string; product: ProductDetail | null; state: ProductCardState } | null>(null);
  const key = productId ? `id:${productId}` : urlFriendly ? `url:${urlFriendly}` : '';

  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    const params = productId ? { idProduct: productId } : { textLink: urlFriendly };
    call('productDetail', { params, signal: controller.signal })
      .then((product) => setAnswer({ key, product, state: 'ready' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = toApiError(error);
        setAnswer({ key, product: null, state: apiError.status === 404 ? 'empty' : 'error' });
      });
    return () => controller.abort();
  }, [key, productId, urlFriendly]);

  const companyPending = company.status === 'idle' || (company.status === 'loading' && !company.data);
  const current = answer?.key === key ? answer : null;
  const state: ProductCardState = !key ? 'empty' : !current || (current.state === 'ready' && companyPending) ? 'loading' : current.state;
  return { state, product: current?.product ?? null, settings: cardSettingsFrom(company.data) };
}
