import '../../src/i18n/catalogue/site-pages';
import { createElement } from 'react';
import { t } from '../../src/i18n';
import { buildUrl } from '../../src/routes';
import { useInstitutionalLinks, type InstitutionalLinksModel } from './use-institutional-links';

export interface InstitutionalLinksProps {
  /** The FAQ page. Default '/perguntas-frequentes'. */
  faqUrl?: string;
  /** Level of each page's heading (2 to 6). Default 2. */
  headingLevel?: number;
}

const level = (value: number | undefined) => (Number.isInteger(value) && value! >= 2 && value! <= 6 ? value! : 2);

/**
 * The links as a plain function of the model: one group per custom page (its name as a heading, its
 * contents as links to /institucional/{page}/{content}); the FAQ link closes the last group.
 */
function InstitutionalLinksView({ state, pages, hasFaq, faqUrl, headingLevel }: InstitutionalLinksModel & { faqUrl: string; headingLevel?: number }) {
  if (state !== 'ready') return <nav className="jet-institutional-links" data-state={state} aria-label={t('institutional.links')} hidden />;
  const faqItem = hasFaq && (
    <li className="jet-institutional-links__item" key="faq">
      <a className="jet-institutional-links__link" href={faqUrl}>
        {t('faq.title')}
      </a>
    </li>
  );
  return (
    <nav className="jet-institutional-links" data-state={state} aria-label={t('institutional.links')}>
      {pages.map((page, index) => (
        <div className="jet-institutional-links__group" key={page.idCustomPage}>
          {createElement(`h${level(headingLevel)}`, { className: 'jet-institutional-links__title' }, page.name)}
          <ul className="jet-institutional-links__list">
            {page.customPagesContent.map((content) => (
              <li className="jet-institutional-links__item" key={content.idCustomPageContent}>
                <a
                  className="jet-institutional-links__link"
                  href={buildUrl({ page: 'institutional', idCustomPage: page.idCustomPage, idCustomPageContent: content.idCustomPageContent })}
                >
                  {content.name}
                </a>
              </li>
            ))}
            {index === pages.length - 1 && faqItem}
          </ul>
        </div>
      ))}
      {pages.length === 0 && faqItem && (
        <div className="jet-institutional-links__group">
          <ul className="jet-institutional-links__list">{faqItem}</ul>
        </div>
      )}
    </nav>
  );
}

export function InstitutionalLinks({ faqUrl = buildUrl({ page: 'faq' }), headingLevel }: InstitutionalLinksProps) {
  return <InstitutionalLinksView {...useInstitutionalLinks()} faqUrl={faqUrl} headingLevel={headingLevel} />;
}
