import { registerMessages } from '..';

/**
 * Texts shared by the formatters, the product rules and the search (catalogue-and-discovery §5 and §9,
 * cart-and-purchase §5 and §9): every widget that shows a price, a stock rule or a search needs them,
 * forms or not, so they load apart from the forms kit.
 */
export const commerce = {
  'search.tooShort': 'Digite ao menos 03 caracteres para realizar sua pesquisa.',
  'product.stockLimit': 'Temos apenas {n} em estoque.',
  'product.stockLimitInCart':
    'Temos apenas {n} itens em estoque, e já existe(m) {k} unidade(s) deste produto no carrinho.',
  'product.selectVariationsFirst': 'Selecione primeiro as variações',
  'product.selectVariationsToBuy': 'Selecione as variações do produto para comprá-lo.',
  'product.selectVariationsToQuote': 'Selecione as variações do produto para realizar o orçamento.',
  'product.selectVariationToNotify': 'Por favor, selecione a variação que deseja ser notificado',
  /** {percent} arrives with its sign ('15%'), so the spec's default text renders '15% OFF'. */
  'price.discountBadge': '{percent} OFF',
  'price.installments': 'ou {count}x de {value}',
  'price.installmentsWithDescription': 'ou {count}x de {value} {description}',
  'shipping.free': 'Frete Grátis',
  'shipping.immediate': '(Envio Imediato)',
  'shipping.scheduled': '(*)',
  'shipping.day': '(1 dia)',
  'shipping.days': '({count} dias)',
  'shipping.businessDay': '(1 dia útil)',
  'shipping.businessDays': '({count} dias úteis)',
} as const;

registerMessages(commerce);
