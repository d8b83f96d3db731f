import { registerMessages } from '..';

/**
 * Texts of the product card and the search box (catalogue-and-discovery §2, §4, §9), on every page with
 * cards; the listing page's own are in ./listing-page, add to cart's in ./added.
 * Import this module (for its side effect) from every module that calls t() with these keys: the
 * texts load with the widgets that show them, not with the core.
 */
export const listing = {
  // Spec texts of the empty listing's carousels (catalogue-and-discovery §2), also showcase headings.
  'listing.mostSold': 'Produtos mais vendidos',
  'listing.newArrivals': 'Recém chegados',
  'card.addToCart': 'Adicionar ao Carrinho',
  'card.soldOut': 'Esgotado',
  'card.quote': 'Orçar',
  'card.view': 'Visualizar',
  'card.onRequest': 'Sob Consulta',
  // Not worded by the spec (our labels): card, price and stars
  'card.quantity': 'Quantidade',
  // the card's stepper buttons before the stepper's own texts load (src/catalogue/choice-controls.tsx), as in ./cart
  'quantity.decrease': 'Diminuir quantidade',
  'quantity.increase': 'Aumentar quantidade',
  'card.rating': 'Avaliação: {rate} de 5 estrelas',
  'price.from': 'De {value}',
  'price.to': 'Por {value}',
  /**
   * The Pix price under a card's or the product page's price (issue 25; the store's Pix discount). 'no Pix' is
   * held together (a non-breaking space): a two-column card at 320 px breaks the line after the amount only.
   */
  'price.pix': '{value} no\u00a0Pix',
} as const;

registerMessages(listing);
