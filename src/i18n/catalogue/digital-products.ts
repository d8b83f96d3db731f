import { registerMessages } from '..';

/**
 * Widget texts of the digital products list and the store credit page (customer-area §2, §3, §8).
 * Keys start with 'digital.'; texts the spec words are quoted exactly (plain slips fixed).
 */
export const digitalProducts = {
  'digital.title': 'Meus Produtos Digitais',
  'digital.search': 'Buscar por produto',
  'digital.searchPlaceholder': 'Nome do produto',
  'digital.product': 'Produto',
  'digital.actions': 'Ações',
  'digital.download': 'Baixar arquivos',
  'digital.downloadAll': 'Baixar todos os arquivos',
  'digital.downloadAllOf': 'Baixar todos os arquivos do pedido #{idOrder}',
  'digital.downloadLocked': 'Os arquivos são liberados após a aprovação do pedido.',
  'digital.viewOrder': 'Visualizar Pedido',
  'digital.order': 'Pedido #{idOrder}',
  'digital.found': '{count} produto(s) encontrado(s).',
  'digital.pager': 'Páginas dos produtos digitais',

  'digital.credit.title': 'Vale Compra',
  'digital.credit.balance': 'Saldo total',
  'digital.credit.entries': 'Lançamentos do vale compra',
  'digital.credit.type': 'Tipo',
  'digital.credit.date': 'Data',
  'digital.credit.note': 'Observação',
  'digital.credit.amount': 'Valor',
  'digital.credit.expiration': 'Validade',
  'digital.credit.order': 'Pedido',
  'digital.credit.credit': 'Crédito',
  'digital.credit.debit': 'Débito',
  'digital.credit.expired': 'Expirado',
  'digital.credit.expiredOn': 'Expirou em {date}',
  'digital.credit.orderLink': 'Pedido #{idOrder}',
  'digital.credit.empty': 'Você ainda não tem lançamentos de vale compra.',
  'digital.credit.error': 'Não foi possível carregar o seu vale compra.',
  'digital.credit.retry': 'Tentar novamente',
  'digital.credit.loading': 'Carregando o vale compra…',
} as const;

registerMessages(digitalProducts);
