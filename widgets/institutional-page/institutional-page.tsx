import '../../src/i18n/catalogue/site-pages';
import '../../src/i18n/catalogue/listing-page';
import { t } from '../../src/i18n';
import { LoadError } from '../../src/ui/load-error';
import { SafeHtml } from '../../src/ui/safe-html';
import { useInstitutionalPage, type InstitutionalPageModel } from './use-institutional-page';

export interface InstitutionalPageProps {
  /** The custom page's id; default: from the address /institucional/{idCustomPage}/{idCustomPageContent}. */
  idCustomPage?: number;
  /** The content's id; default: from the address. */
  idCustomPageContent?: number;
}

/** The page as a plain function of its model: the content's name as the title, and its HTML (sanitised). */
function InstitutionalPageView({ state, page, retry }: InstitutionalPageModel) {
  return (
    <article className="jet-institutional-page" data-state={state} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && (
        <p className="jet-institutional-page__status" role="status">
          {t('institutional.loading')}
        </p>
      )}
      {state === 'error' && (
        <LoadError
          className="jet-institutional-page__error"
          buttonClassName="jet-institutional-page__retry"
          message={t('institutional.error')}
          retryLabel={t('listing.retry')}
          onRetry={retry}
        />
      )}
      {page && (
        <>
          <h1 className="jet-institutional-page__title">{page.content.name}</h1>
          <SafeHtml className="jet-institutional-page__content" html={page.content.content} />
        </>
      )}
    </article>
  );
}

export function InstitutionalPage({ idCustomPage, idCustomPageContent }: InstitutionalPageProps) {
  return <InstitutionalPageView {...useInstitutionalPage(idCustomPage, idCustomPageContent)} />;
}
