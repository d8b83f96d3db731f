import { useCallback, useEffect, useState } from 'react';
import { call } from '../../src/api/client';
import type { ProductReview } from '../../src/api/operations';

type ReviewsStatus = 'loading' | 'ready' | 'error';

/** What the reviews list shows and does (ProductReviews). */
export interface ProductReviewsModel {
  status: ReviewsStatus;
  reviews: ProductReview[];
  /** Every review the product has (each can be read: its stars at least). */
  total: number;
  /** A next page exists. */
  more: boolean;
  /** Loads the next page (or retries the one that failed). */
  loadMore(): void;
}

/**
 * A product's reviews (issue 26; `productReviews`, five a page, those with a text first): the first page
 * when the section loads (it loads near the viewport), the next ones appended on 'Mostrar mais
 * avaliações'. `version` changes after the shopper rates, to read them again from the first page.
 */
export function useProductReviews(idProduct: number, version = 0): ProductReviewsModel {
  const [state, setState] = useState<{ status: ReviewsStatus; reviews: ProductReview[]; total: number; page: number; pages: number }>({
    status: 'loading',
    reviews: [],
    total: 0,
    page: 0,
    pages: 1,
  });
  const load = useCallback(
    (page: number, signal?: AbortSignal) => {
      setState((prev) => ({ ...prev, status: 'loading' }));
      call('productReviews', { params: { idProduct, page }, signal }).then(
        (answer) =>
          setState((prev) => ({
            status: 'ready',
            reviews: page === 1 ? answer.reviews : [...prev.reviews, ...answer.reviews],
            total: answer.total,
            page: answer.page,
            pages: answer.pages,
          })),
        () => signal?.aborted || setState((prev) => ({ ...prev, status: 'error' })),
      );
    },
    [idProduct],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(1, controller.signal);
    return () => controller.abort();
  }, [load, version]);
  return {
    status: state.status,
    reviews: state.reviews,
    total: state.total,
    more: state.status !== 'loading' && state.page < state.pages,
    loadMore: () => load(state.page + 1),
  };
}
