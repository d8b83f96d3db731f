import { registerMessages } from '..';

/**
 * Texts a shopper sees when the store's API is broken (issue 14): a widget that could not be shown
 * (its error boundary) and the cart badge that could not read the cart. Not worded by the spec.
 * Imported by src/elements/define.ts, so every widget chunk has them (the home's message for its failed
 * blocks is in resilience-blocks.ts, loaded with those blocks).
 */
export const resilience = {
  'widget.failed': 'Não foi possível mostrar esta parte da página.',
  'widget.retry': 'Tentar novamente',
  /** The cart badge's accessible name when the count could not be read (no number is claimed). */
  'cartCounter.unknown': 'Carrinho',
} as const;

registerMessages(resilience);
