import { registerMessages } from '..';

/**
 * Texts a shopper sees when the store's API is broken (issue 14): a widget that could not be shown
 * (its error boundary), the home's reads failing, the cart badge that could not read the cart. Not
 * worded by the spec. Imported by src/elements/define.ts, so every widget chunk has them.
 */
export const resilience = {
  'widget.failed': 'Não foi possível mostrar esta parte da página.',
  'widget.retry': 'Tentar novamente',
  /** The home's showcases, offers or banners could not be read (one message for the whole page). */
  'home.loadError': 'Não foi possível carregar as vitrines da loja. Verifique sua conexão.',
  /** The cart badge's accessible name when the count could not be read (no number is claimed). */
  'cartCounter.unknown': 'Carrinho',
} as const;

registerMessages(resilience);
