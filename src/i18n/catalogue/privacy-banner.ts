import { registerMessages } from '..';

/** The privacy banner's texts (customer-area §2 "Privacy policy banner"): apart, since the banner is on every page. */
export const privacyBanner = {
  'privacyBanner.label': 'Aviso de privacidade',
  'privacyBanner.link': 'política de privacidade',
  'privacyBanner.accept': 'Entendi',
  /** Shown when the store's alertText is empty. */
  'privacyBanner.defaultText': 'Usamos cookies para melhorar sua experiência. Ao continuar navegando, você concorda com a nossa [linkPolitica].',
} as const;

registerMessages(privacyBanner);
