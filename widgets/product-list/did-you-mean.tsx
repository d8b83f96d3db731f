import { buildUrl } from '../../src/routes';
import { t } from '../../src/i18n';

/**
 * Above a search listing whose term the store corrected, linking to that search: 'Você quis dizer sofá?'
 * when the products are the term's as typed, 'Mostrando resultados para sofá.' when they are the corrected
 * term's (the term as typed found none: the shopper must not read them as results for what was typed).
 */
export function DidYouMean({ term, showing = false }: { term: string; showing?: boolean }) {
  const [before, after] = t(showing ? 'search.showingCorrected' : 'search.didYouMean').split('{term}');
  return (
    <p className="jet-product-list__did-you-mean">
      {before}
      <a href={buildUrl({ page: 'search', term })}>{term}</a>
      {after}
    </p>
  );
}
