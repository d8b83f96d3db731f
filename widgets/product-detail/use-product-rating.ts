import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useMutation, write } from '../../src/api/use-mutation';
import { t } from '../../src/i18n';
import { $loginStatus, isLoggedIn } from '../../src/stores/login-status';
import { useAlert } from '../../src/ui/alert';

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
  const alert = useAlert();
  const [summary, setSummary] = useState<RatingSummary | null>(null);
  const knowing = status.status === 'loading' && !status.data;

  const { run, pending } = useMutation({
    send: (rate: number) => write('rateProduct', { json: { idProduct, rate } }),
    alert,
    // a refusal (4xx) says why in the server's words; anything else is the generic failure
    failure: (error) => ({ kind: 'error', message: error.status >= 400 && error.status < 500 ? error.message : t('rating.failed') }),
    onSuccess: (answer) => {
      const rated = { rate: answer.rate, ratingCount: answer.ratingCount };
      setSummary(rated);
      onRated?.(rated);
      alert.show({ kind: 'success', message: t('rating.sent') });
    },
  });
  const submit = async () => {
    if (chosen >= 1 && chosen <= 5) await run(chosen);
  };

  return {
    /** 'loading' while the login status is unknown. */
    access: knowing ? ('loading' as const) : loggedIn ? ('customer' as const) : ('visitor' as const),
    chosen,
    choose: setChosen,
    sending: pending,
    submit,
    message: alert.alert,
    dismiss: alert.close,
    summary: summary ?? initial,
  };
}
