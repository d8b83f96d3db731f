import { registerMessages } from '..';

/** The privacy banner's texts (customer-area §2 "Privacy policy banner"): apart, since the banner is on every page. */
export const privacyBanner = {
  'privacyBanner.label': 'Aviso de privacidade',
  'privacyBanner.link': 'política de privacidade',
  'privacyBanner.accept': 'Entendi',
} as const;

registerMessages(privacyBanner);
