import '../../src/i18n/catalogue/store-frame';
import { useId } from 'react';
import type { Seal } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { SafeHtml } from '../../src/ui/safe-html';
import { ratingUrl, useSecuritySeals } from './use-security-seals';
import { mediaUrl } from '../../src/api/media';

export interface SecuritySealsProps {
  /** The block's title. Default 'Segurança'. */
  heading?: string;
}

/** What the seals block shows. */
interface SecuritySealsModel {
  state: 'loading' | 'ready' | 'empty' | 'error';
  seals: readonly Seal[];
  /** The rating seal's id, or null (no rating seal). */
  ratingId: string | null;
  heading?: string;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function SealContent({ seal }: { seal: Seal }) {
  if (seal.code) return <SafeHtml className="jet-security-seals__code" html={seal.code} />;
  if (seal.image) return <img className="jet-security-seals__image" src={mediaUrl(seal.image)} alt={seal.name} loading="lazy" width="120" height="48" />;
  return <span className="jet-security-seals__name">{seal.name}</span>;
}

/** 'Segurança': the seals (image, link or the provider's sanitised HTML) and the rating seal. */
function SecuritySealsView({ state, seals, ratingId, heading }: SecuritySealsModel) {
  const titleId = useId();
  return (
    <section className="jet-security-seals" data-state={state} aria-labelledby={titleId} hidden={state === 'empty' || state === 'error'}>
      <h2 className="jet-security-seals__title" id={titleId}>
        {heading || t('seals.title')}
      </h2>
      <ul className="jet-security-seals__list">
        {seals.map((seal, index) => (
          <li className="jet-security-seals__item" key={`${seal.name}-${index}`}>
            {seal.link && !seal.code ? (
              <a
                className="jet-security-seals__link"
                href={seal.link}
                {...(isExternal(seal.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <SealContent seal={seal} />
              </a>
            ) : (
              <SealContent seal={seal} />
            )}
          </li>
        ))}
        {ratingId && (
          <li className="jet-security-seals__item jet-security-seals__item--rating">
            <a className="jet-security-seals__rating" href={ratingUrl(ratingId)} target="_blank" rel="noopener noreferrer" aria-label={`${t('seals.rating')}: ${t('seals.ratingLink')}`}>
              <span className="jet-security-seals__rating-stars" aria-hidden="true">
                ★★★★★
              </span>
              <span className="jet-security-seals__rating-text">{t('seals.ratingLink')}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

export function SecuritySeals({ heading }: SecuritySealsProps) {
  return <SecuritySealsView {...useSecuritySeals()} heading={heading} />;
}
