import { registerMessages } from '..';

/**
 * Widget texts of the digital products list and the store credit page (customer-area §2, §3, §8).
 * Keys start with 'digital.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const digitalProducts = {
  'digital.title': 'Meus Produtos Digitais',
} as const;

registerMessages(digitalProducts);
