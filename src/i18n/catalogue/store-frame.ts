import { registerMessages } from '..';

/**
 * Texts of the store's frame (catalogue-and-discovery §2, §9): the category menu, the footer blocks
 * (security seals, payment flags, social links, company info) and the phones' fixed action bar.
 * 'Buscar' is 'search.submit' (commerce.ts).
 */
export const storeFrame = {
  // Category menu; the spec words only 'Todas as categorias'.
  'categories.all': 'Todas as categorias',
  'categoryMenu.label': 'Menu de categorias',
  'categoryMenu.seeAll': 'Ver tudo em {name}',
  'categoryMenu.expand': 'Subcategorias de {name}',
  // Security seals (§2: default title 'Segurança').
  'seals.title': 'Segurança',
  'seals.rating': 'Avaliação da loja',
  'seals.ratingLink': 'Loja avaliada pelos clientes',
  // Payment flags; the spec names the methods, not the block's title.
  'paymentFlags.title': 'Formas de pagamento',
  'paymentFlags.card': 'Cartão de crédito',
  'paymentFlags.boleto': 'Boleto',
  'paymentFlags.pix': 'Pix',
  'paymentFlags.transfer': 'Transferência bancária',
  // Social links and the floating WhatsApp button.
  'social.title': 'Siga a loja',
  'social.link': '{network} da loja (abre em nova aba)',
  'social.whatsapp': 'Fale com a loja pelo WhatsApp (abre em nova aba)',
  // Company info.
  'companyInfo.cnpj': 'CNPJ: {cnpj}',
  'companyInfo.postcode': 'CEP {postcode}',
  // Fixed action bar (§2: back to top, search, customer centre, cart; 'Central do Cliente').
  'fixedBar.label': 'Ações rápidas',
  'fixedBar.top': 'Topo',
  'fixedBar.topLabel': 'Voltar ao topo',
  'fixedBar.customer': 'Central do Cliente',
  'fixedBar.cart': 'Carrinho',
  'fixedBar.cartLabel': 'Carrinho, {count} itens',
  'fixedBar.cartLabelOne': 'Carrinho, 1 item',
} as const;

registerMessages(storeFrame);
