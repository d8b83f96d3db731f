import { buildUrl } from '../../src/routes';
import { t } from '../../src/i18n';

/** 'Você quis dizer sofá?' above a search listing whose term the store corrected, linking to that search. */
export function DidYouMean({ term }: { term: string }) {
  const [before, after] = t('search.didYouMean').split('{term}');
  return (
    <p className="jet-product-list__did-you-mean">
      {before}
      <a href={buildUrl({ page: 'search', term })}>{term}</a>
      {after}
    </p>
  );
}
