import '../../src/i18n/catalogue/site-pages';
import '../../src/i18n/catalogue/listing-page';
import { formatDate } from '../../src/format/date';
import { t } from '../../src/i18n';
import { LoadError } from '../../src/ui/load-error';
import { SafeHtml } from '../../src/ui/safe-html';
import { usePrivacyPolicy, type PrivacyPolicyModel } from './use-privacy-policy';

export interface PrivacyPolicyProps {
  /** Where a disabled policy sends the shopper. Default '/'. */
  homeUrl?: string;
  /** Leaves the title 'Política de Privacidade' out (the store's text has its own). */
  noTitle?: boolean;
}

/**
 * True when the store's text starts with a heading that repeats the page's title (the seeded policy
 * starts with '<h2>Política de Privacidade</h2>'): the page's own title is then kept for assistive
 * technology only, so the title shows once and the headings still go down one level at a time.
 */
function repeatsTitle(html: string, title: string): boolean {
  const match = /^\s*<h[1-6][^>]*>([^<]*)<\/h[1-6]>/i.exec(html);
  return Boolean(match && match[1]!.trim().toLowerCase() === title.toLowerCase());
}

/** The loading state's skeleton: the text's first paragraph and heading (the date line comes only with the text, under it). */
const SKELETON_LINES = ['line', 'line', 'line', 'line', 'line--short', 'heading', 'line', 'line', 'line--short'] as const;

/** The page as a plain function of its model: the title, the store's text (sanitised) and the date of its last change. */
export function PrivacyPolicyView({ state, html, modifiedDate, retry, noTitle = false }: PrivacyPolicyModel & { noTitle?: boolean }) {
  const updated = formatDate(modifiedDate);
  const title = t('privacyPolicy.title');
  return (
    <article className="jet-privacy-policy" data-state={state} aria-busy={state === 'loading' || undefined}>
      {!noTitle && (
        <h1 className={`jet-privacy-policy__title${state === 'ready' && repeatsTitle(html, title) ? ' jet-privacy-policy__title--repeated' : ''}`}>{title}</h1>
      )}
      {state === 'loading' && (
        <>
          <p className="jet-privacy-policy__status" role="status">
            {t('privacyPolicy.loading')}
          </p>
          <div className="jet-privacy-policy__skeleton" aria-hidden="true">
            {SKELETON_LINES.map((kind, i) => (
              <span key={i} className={`jet-privacy-policy__skeleton-${kind}`} />
            ))}
          </div>
        </>
      )}
      {state === 'error' && (
        <LoadError
          className="jet-privacy-policy__error"
          buttonClassName="jet-privacy-policy__retry"
          message={t('privacyPolicy.error')}
          retryLabel={t('listing.retry')}
          onRetry={retry}
        />
      )}
      {state === 'ready' && (
        <>
          <SafeHtml className="jet-privacy-policy__content" html={html} />
          {updated && <p className="jet-privacy-policy__updated">{t('privacyPolicy.updated', { date: updated })}</p>}
        </>
      )}
    </article>
  );
}

export function PrivacyPolicy({ homeUrl, noTitle }: PrivacyPolicyProps) {
  return <PrivacyPolicyView {...usePrivacyPolicy(homeUrl || undefined)} noTitle={noTitle} />;
}
