import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { call } from '../../src/api/client';
import { toApiError } from '../../src/api/errors';
import { t } from '../../src/i18n';
import { $loginStatus, isLoggedIn } from '../../src/stores/login-status';
import type { AlertMessage } from '../../src/ui/alert';

export interface RatingSummary {
  rate: number;
  ratingCount: number;
}

/**
 * The rating form's logic (catalogue-and-discovery §7 'rating registration'): only a logged-in
 * customer (authenticated, with a password) rates; 1 to 5 stars; the page's stars and count follow the
 * answer. A failure shows the server's text, or a generic one. (Its texts, ../../src/i18n/catalogue/rating,
 * come with the form, ./product-rating, the only caller of `submit`.)
 */
export function useProductRating(idProduct: number, initial: RatingSummary, onRated?: (summary: RatingSummary) => void) {
  const status = useStore($loginStatus);
  const loggedIn = isLoggedIn(status.data?.data);
  const [chosen, setChosen] = useState(0);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [summary, setSummary] = useState<RatingSummary | null>(null);
  const knowing = status.status === 'loading' && !status.data;

  const submit = async () => {
    if (chosen < 1 || chosen > 5 || sending) return;
    setSending(true);
    setMessage(null);
    try {
      const answer = await call('rateProduct', { json: { idProduct, rate: chosen } });
      const rated = { rate: answer.rate, ratingCount: answer.ratingCount };
      setSummary(rated);
      onRated?.(rated);
      setMessage({ kind: 'success', message: t('rating.sent') });
    } catch (error) {
      const apiError = toApiError(error);
      setMessage({ kind: 'error', message: apiError.status >= 400 && apiError.status < 500 ? apiError.message : t('rating.failed') });
    } finally {
      setSending(false);
    }
  };

  return {
    /** 'loading' while the login status is unknown. */
    access: knowing ? ('loading' as const) : loggedIn ? ('customer' as const) : ('visitor' as const),
    chosen,
    choose: setChosen,
    sending,
    submit,
    message,
    dismiss: () => setMessage(null),
    summary: summary ?? initial,
  };
}
