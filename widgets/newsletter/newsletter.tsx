import '../../src/i18n/catalogue/newsletter';
import { lazy, Suspense, useId } from 'react';
import type { NewsletterCategory } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { AlertSlot, type AlertMessage } from '../../src/ui/alert';
import { Panel } from '../../src/ui/panel';
import { useNewsletter, type NewsletterFormValues } from './use-newsletter';

/** The form and the forms kit load with import(): near the viewport for the footer, on opening for the popup. */
const NewsletterForm = lazy(() => import('./newsletter-form'));

export interface NewsletterProps {
  /** Only the e-mail field (the spec's e-mail-only mode). */
  emailOnly?: boolean;
  /** Offer the store's newsletter categories (optional choices). */
  categories?: boolean;
  /** The popup mode: a dialog shown once per visitor, never again once closed. */
  popup?: boolean;
  /** Seconds before the popup opens. Default 5. */
  popupDelay?: number;
}

/** What the newsletter shows, and what it does (useNewsletter). */
interface NewsletterModel {
  emailOnly: boolean;
  popup: boolean;
  categories: readonly NewsletterCategory[];
  /** The categories are still being read: the form waits for them (the checked ones start ticked). */
  categoriesLoading?: boolean;
  /** The popup is open (popup mode only). */
  open: boolean;
  /** The form is mounted (at once inline; from the popup's first opening on). */
  started: boolean;
  close: () => void;
  alert: { alert: AlertMessage | null; close: () => void };
  register: (values: NewsletterFormValues) => Promise<boolean>;
}

const placeholder = <div className="jet-newsletter__placeholder" aria-busy="true" />;

function Form({ emailOnly, categories, categoriesLoading, register }: Pick<NewsletterModel, 'emailOnly' | 'categories' | 'categoriesLoading' | 'register'>) {
  if (categoriesLoading) return placeholder;
  return <NewsletterForm emailOnly={emailOnly} categories={categories} register={register} />;
}

/**
 * The newsletter as a plain function of its model: inline, a section with its title, text, message and
 * form; in the popup mode, a modal dialog with the same (its 'Fechar' closes it for good).
 */
function NewsletterView(model: NewsletterModel) {
  const titleId = useId();
  const { emailOnly, popup, categories, categoriesLoading, open, started, close, alert, register } = model;
  if (popup) {
    return (
      <Panel
        block="jet-newsletter"
        open={open}
        started={started}
        title={t('newsletter.title')}
        onClose={close}
        alert={alert}
        intro={<p className="jet-newsletter__intro">{t('newsletter.intro')}</p>}
      >
        <Form emailOnly={emailOnly} categories={categories} categoriesLoading={categoriesLoading} register={register} />
      </Panel>
    );
  }
  return (
    <section className="jet-newsletter" data-mode={emailOnly ? 'email-only' : 'full'} aria-labelledby={titleId}>
      <h2 className="jet-newsletter__title" id={titleId}>
        {t('newsletter.title')}
      </h2>
      <p className="jet-newsletter__intro">{t('newsletter.intro')}</p>
      <div className="jet-newsletter__message">
        <AlertSlot {...alert} />
      </div>
      <Suspense fallback={placeholder}>
        <Form emailOnly={emailOnly} categories={categories} categoriesLoading={categoriesLoading} register={register} />
      </Suspense>
    </section>
  );
}

export function Newsletter({ emailOnly = false, categories = false, popup = false, popupDelay = 5 }: NewsletterProps) {
  const model = useNewsletter({ withCategories: categories && !emailOnly, popup, popupDelay });
  return <NewsletterView {...model} emailOnly={emailOnly} popup={popup} />;
}
