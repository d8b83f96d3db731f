import { registerMessages } from '..';

/**
 * The wish list's texts (catalogue-and-discovery §2 'wish-list counter', §6): the spec words none of
 * them, these are ours. Every product card loads this area (its heart button): keep it short.
 */
export const wishlist = {
  'wishlist.counterName': 'Lista de desejos',
  'wishlist.counterLabel': 'Lista de desejos com {count} produtos',
  'wishlist.counterLabelOne': 'Lista de desejos com 1 produto',
  'wishlist.toggle': 'Adicionar {product} à lista de desejos',
  'wishlist.toggleGeneric': 'Adicionar à lista de desejos',
  'wishlist.signIn': 'Entre na sua conta para salvar produtos na sua lista de desejos.',
  'wishlist.failed': 'Não foi possível atualizar sua lista de desejos. Tente novamente.',
  'wishlist.full': 'Sua lista de desejos já tem {max} produtos: remova algum para adicionar outro.',
} as const;

registerMessages(wishlist);
