import { registerMessages } from '..';

/**
 * Texts shared by the formatters, the product rules, the search box and the breadcrumb
 * (catalogue-and-discovery §2, §5 and §9, cart-and-purchase §5 and §9): every page shows a price, a
 * stock rule, a search box or a breadcrumb, forms or not, so they load with the core, apart from the
 * forms kit.
 */
export const commerce = {
  'search.tooShort': 'Digite ao menos 03 caracteres para realizar sua pesquisa.',
  'breadcrumb.home': 'Home',
  'breadcrumb.customerArea': 'Área do Cliente',
  'product.stockLimit': 'Temos apenas {n} em estoque.',
  'product.stockLimitInCart':
    'Temos apenas {n} itens em estoque, e já existe(m) {k} unidade(s) deste produto no carrinho.',
  'product.selectVariationsFirst': 'Selecione primeiro as variações',
  'product.selectVariationsToBuy': 'Selecione as variações do produto para comprá-lo.',
  'product.selectVariationsToQuote': 'Selecione as variações do produto para realizar o orçamento.',
  'product.selectVariationToNotify': 'Por favor, selecione a variação que deseja ser notificado',
  /** Every quantity field: the card, the product page and the cart (cart-and-purchase §5). */
  'cart.quantityRange': 'Por favor, digite um valor entre 1 e 9999',
  /** {percent} arrives with its sign ('15%'), so the spec's default text renders '15% OFF'. */
  'price.discountBadge': '{percent} OFF',
  'price.installments': 'ou {count}x de {value}',
  'price.installmentsWithDescription': 'ou {count}x de {value} {description}',

  // Not worded by the spec (labels for assistive tech, the page title pattern).
  'search.label': 'Buscar produtos',
  'search.placeholder': 'O que você procura?',
  'search.submit': 'Buscar',
  'search.suggestions': 'Sugestões de produtos',
  'breadcrumb.label': 'Trilha de navegação',
  /** Search crumb: the term arrives in upper case ('Busca: SOFA'). */
  'breadcrumb.search': 'Busca: {term}',
  /** document.title: '{name} | {store}'. */
  'breadcrumb.pageTitle': '{name} | {store}',
} as const;

registerMessages(commerce);
