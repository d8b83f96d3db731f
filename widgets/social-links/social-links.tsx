import '../../src/i18n/catalogue/store-frame';
import { useId } from 'react';
import { t } from '../../src/i18n';
import { SocialIcon } from './social-icons';
import { useSocialLinks, useWhatsappButton, type SocialLink } from './use-social-links';

export interface SocialLinksProps {
  /** 'bar' (default): the networks' links; 'whatsapp': only the floating WhatsApp button. */
  variant?: string;
  /** The bar's title. Default 'Siga a loja'. */
  heading?: string;
}

/** What the social links bar shows. */
interface SocialLinksModel {
  state: 'loading' | 'ready' | 'empty' | 'error';
  links: readonly SocialLink[];
  heading?: string;
}

/** The networks' links by position, each opening in a new tab. */
function SocialLinksView({ state, links, heading }: SocialLinksModel) {
  const titleId = useId();
  return (
    <section className="jet-social-links" data-state={state} aria-labelledby={titleId} hidden={state === 'empty' || state === 'error'}>
      <h2 className="jet-social-links__title" id={titleId}>
        {heading || t('social.title')}
      </h2>
      <ul className="jet-social-links__list">
        {links.map((link) => (
          <li className="jet-social-links__item" key={`${link.identifier}-${link.href}`}>
            <a
              className={`jet-social-links__link jet-social-links__link--${link.identifier}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.link', { network: link.name })}
            >
              <SocialIcon identifier={link.identifier} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The floating WhatsApp button: a wa.me link with the store's number and message; nothing without a number. */
function WhatsappButtonView({ href }: { href: string }) {
  if (!href) return null;
  return (
    <a className="jet-social-links__whatsapp" href={href} target="_blank" rel="noopener noreferrer" aria-label={t('social.whatsapp')}>
      <SocialIcon identifier="whatsapp" />
    </a>
  );
}

function WhatsappButton() {
  return <WhatsappButtonView {...useWhatsappButton()} />;
}

function Bar({ heading }: { heading?: string }) {
  return <SocialLinksView {...useSocialLinks()} heading={heading} />;
}

export function SocialLinks({ variant, heading }: SocialLinksProps) {
  return variant === 'whatsapp' ? <WhatsappButton /> : <Bar heading={heading} />;
}
