import '../../src/i18n/catalogue/privacy-banner';
import { useLayoutEffect, useRef } from 'react';
import { t } from '../../src/i18n';
import { buildUrl } from '../../src/routes';
import { usePrivacyBanner, type PrivacyBannerModel } from './use-privacy-banner';

export interface PrivacyBannerProps {
  /** The policy page the text's [linkPolitica] links to. Default '/politica-de-privacidade'. */
  policyUrl?: string;
}

const PLACEHOLDER = '[linkPolitica]';

/**
 * While the banner shows, the page keeps its height free at the bottom for scrolling (scroll-padding),
 * so a control the keyboard focuses is scrolled above the banner rather than under it.
 */
function useScrollRoom(visible: boolean) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!visible || !ref.current) return undefined;
    const element = ref.current;
    const fit = () => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [visible]);
  return ref;
}

/** The banner as a plain function of its model: the store's text with the policy link, and 'Entendi'. */
function PrivacyBannerView({ visible, text, accept, policyUrl }: PrivacyBannerModel & { policyUrl: string }) {
  const ref = useScrollRoom(visible);
  if (!visible) return null;
  const [before, ...rest] = (text.trim() || t('privacyBanner.defaultText')).split(PLACEHOLDER);
  return (
    <section ref={ref} className="jet-privacy-banner" aria-label={t('privacyBanner.label')}>
      <p className="jet-privacy-banner__text">
        {before}
        {rest.map((after, index) => (
          <span key={index}>
            <a className="jet-privacy-banner__link" href={policyUrl}>
              {t('privacyBanner.link')}
            </a>
            {after}
          </span>
        ))}
      </p>
      <button type="button" className="jet-privacy-banner__accept" onClick={accept}>
        {t('privacyBanner.accept')}
      </button>
    </section>
  );
}

export function PrivacyBanner({ policyUrl = buildUrl({ page: 'privacyPolicy' }) }: PrivacyBannerProps) {
  return <PrivacyBannerView {...usePrivacyBanner()} policyUrl={policyUrl} />;
}
