import '../../src/i18n/catalogue/newsletter';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../src/api/errors';
import { useMutation, write } from '../../src/api/use-mutation';
import type { NewsletterCategory, NewsletterRegisterInput } from '../../src/api/operations';
// types only: the forms kit loads with the form
import type { NewsletterEmailOnlyValues, NewsletterValues } from '../../src/forms/values/cart-forms';
import { t } from '../../src/i18n';
import { useQuery } from '../../src/stores/use-query';
import { useAlert } from '../../src/ui/alert';

/** Where the browser remembers that the popup was shown (it never shows again). */
export const POPUP_STORAGE_KEY = 'jet:newsletter-popup';

export type NewsletterFormValues = NewsletterValues | NewsletterEmailOnlyValues;

function popupSeen(): boolean {
  try {
    return localStorage.getItem(POPUP_STORAGE_KEY) !== null;
  } catch {
    // storage refused (privacy mode): shown at most once on this page
    return false;
  }
}

function rememberPopup(): void {
  try {
    localStorage.setItem(POPUP_STORAGE_KEY, 'shown');
  } catch {
    // storage refused: nothing to remember with
  }
}

/** The sign-up as the spec's payload names it (cart-and-purchase §3 'Newsletter registration'). */
function newsletterPayload(values: NewsletterFormValues): NewsletterRegisterInput {
  const full = 'name' in values ? values : null;
  return {
    idEmailInfo: null,
    name: full?.name.trim() ?? '',
    email: values.email.trim(),
    emailInfoCategory: (full?.categories ?? []).map((id) => ({ idEmailInfoCategory: Number(id) })).filter((c) => Number.isInteger(c.idEmailInfoCategory)),
    gender: '',
  };
}

/** The categories of an answer, or none when it is not the expected shape (they are optional). */
function categoriesOf(answer: unknown): NewsletterCategory[] {
  if (!Array.isArray(answer)) return [];
  return answer.filter(
    (c): c is NewsletterCategory => Boolean(c) && typeof c === 'object' && typeof (c as NewsletterCategory).idEmailInfoCategory === 'number' && typeof (c as NewsletterCategory).name === 'string',
  );
}

export interface UseNewsletterOptions {
  /** Offer the store's categories (the existing `newsletterCategories` read). */
  withCategories?: boolean;
  /** The popup mode: shown once per visitor after `popupDelay` seconds. */
  popup?: boolean;
  popupDelay?: number;
}

/**
 * The newsletter's logic (cart-and-purchase §2, §4, §5, §8): the optional categories, the sign-up with
 * the spec's messages ('E-mail cadastrado com sucesso!'; 'Erro ao cadastrar email!' with 'Ocorreu um erro
 * ao adicionar seu email.' for a failure or a falsy answer), and the popup: opened once per visitor (this
 * browser remembers it from the moment it opens), never again once closed.
 */
export function useNewsletter({ withCategories = false, popup = false, popupDelay = 5 }: UseNewsletterOptions = {}) {
  const categoriesRead = useQuery('newsletterCategories', undefined, withCategories);
  const categories = withCategories ? categoriesOf(categoriesRead.data) : [];
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(!popup);
  const alert = useAlert(popup && open);
  const showAlert = alert.show;
  const closeAlert = alert.close;

  useEffect(() => {
    if (!popup || popupSeen()) return undefined;
    const timer = window.setTimeout(() => {
      rememberPopup();
      setStarted(true);
      setOpen(true);
    }, Math.max(0, popupDelay) * 1000);
    return () => window.clearTimeout(timer);
  }, [popup, popupDelay]);

  const close = useCallback(() => {
    rememberPopup();
    setOpen(false);
  }, []);

  const { run } = useMutation({
    send: async (values: NewsletterFormValues) => {
      // a falsy answer is a failure too (the spec's)
      if (!(await write('newsletterRegister', { json: newsletterPayload(values) }))) throw new ApiError(t('newsletter.failedMessage'), 200);
    },
    alert,
    failure: () => ({ kind: 'error', title: t('newsletter.failedTitle'), message: t('newsletter.failedMessage'), timeout: 0 }),
    onSuccess: () => {
      if (popup) setOpen(false);
      showAlert({ kind: 'success', message: t('newsletter.successMessage') });
    },
  });
  /** Sends the sign-up; true on success (the form then resets), false with the failure shown (the form keeps its values). */
  const register = async (values: NewsletterFormValues): Promise<boolean> => Boolean((await run(values))?.ok);

  // the form waits for the categories, so the ones the store marks `checked` start ticked (and nothing
  // typed is reset when they arrive)
  const categoriesLoading = withCategories && categoriesRead.status === 'loading';
  return { categories, categoriesLoading, open, started, close, alert: { alert: alert.alert, close: closeAlert }, register };
}
