/**
 * Order fixtures of the orders helper's widgets (history, details, status) for their stories and tests,
 * and for any story of the order pages (the order data widget reads the same orderDetails answer).
 */
import type { OrderDetails, OrderSummary, OrderSummaryItem, OrderAttachmentGroup, FileAnswer, OrderStatusEntry } from '../src/api/operations/orders.types';
import { company, signedIn } from '../test/fixtures/api-data';
import type { Answers, MockCall } from '../test/fixtures/mock-api';
import { trackingAnswer } from './tracking-fixtures';
import { placeholderImage } from './mocks/images';
import { pixOrder } from './payment-fixtures';

const STATUSES = ['Aprovado', 'Em aprovação', 'Enviado', 'Entregue', 'Cancelado', 'Novo'];
const PAYMENTS = ['Pix', 'Boleto Bancário'];

/** Products of the history rows (the last without a picture). */
const SUMMARY_ITEMS: OrderSummaryItem[] = [
  { idProduct: 501, nameProduct: 'Camiseta Básica Algodão', image: placeholderImage('Camiseta', 80, 80, '#0b5cad') },
  { idProduct: 502, nameProduct: 'Caneca de Cerâmica 300 ml', image: placeholderImage('Caneca', 80, 80, '#1a7f37') },
  { idProduct: 503, nameProduct: 'Tênis de Corrida Leve', image: placeholderImage('Tênis', 80, 80, '#8250df') },
  { idProduct: 504, nameProduct: 'Mochila Urbana 20 L', image: null },
];

/** `count` orders, newest first: ids 1000+count … 1001, one a day back from 2026-03-20; 1 to 5 items each (up to 3 given). */
export function orderSummaries(count: number): OrderSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const idOrder = 1000 + count - i;
    const day = new Date(Date.UTC(2026, 2, 20 - i, 13, 30));
    const itemCount = (i % 5) + 1;
    const nameStatus = STATUSES[i % STATUSES.length]!;
    return {
      idOrder,
      dateOrder: day.toISOString(),
      total: Math.round((89.9 + i * 17.35) * 100) / 100,
      namePaymentMethodGateway: PAYMENTS[i % PAYMENTS.length]!,
      nameStatus,
      items: [...SUMMARY_ITEMS.slice(i % 2), ...SUMMARY_ITEMS].slice(0, Math.min(3, itemCount)),
      itemCount,
      paymentMethod: i % PAYMENTS.length === 0 ? 'pix' : 'boleto',
      // dated months ago: past every deadline, so no 'Pagar agora' however it waits
      awaitingPayment: nameStatus === 'Novo',
    };
  });
}

/** An order placed `hoursAgo` before `now` that still waits for its Pix or boleto ('Pagar agora' while in time). */
export function unpaidSummary(idOrder: number, method: 'pix' | 'boleto', hoursAgo: number, now = Date.now()): OrderSummary {
  return {
    idOrder,
    dateOrder: new Date(now - hoursAgo * 3_600_000).toISOString(),
    total: 179.6,
    namePaymentMethodGateway: method === 'pix' ? 'Pix' : 'Boleto Bancário',
    nameStatus: 'Novo',
    items: SUMMARY_ITEMS.slice(0, 3),
    itemCount: 5,
    paymentMethod: method,
    awaitingPayment: true,
  };
}

/** The page and pageSize of a call's query string. */
export function pageOf(call: Pick<MockCall, 'params'>): { page: number; pageSize: number } {
  const query = new URLSearchParams(call.params ?? '');
  return { page: Number(query.get('page') ?? 1), pageSize: Number(query.get('pageSize') ?? 10) };
}

/** An orders answer serving pages of `all` as the server does. */
export function historyAnswer(all: readonly OrderSummary[]) {
  return (call: Pick<MockCall, 'params'>) => {
    const { page, pageSize } = pageOf(call);
    return {
      orderSimples: all.slice((page - 1) * pageSize, page * pageSize),
      settings: { pageNumber: page, pageSize, pageCount: Math.ceil(all.length / pageSize), totalItemCount: all.length },
      filters: { idOrder: null },
    };
  };
}

const approvedHistory: OrderStatusEntry[] = [
  { statusName: 'Novo', statusCode: '01', dateRegisterStatus: '2026-03-18T13:30:00' },
  { statusName: 'Em aprovação', statusCode: '02', dateRegisterStatus: '2026-03-18T13:31:00' },
  { statusName: 'Aprovado', statusCode: '03', dateRegisterStatus: '2026-03-18T15:02:00' },
];

const pendingHistory: OrderStatusEntry[] = approvedHistory.slice(0, 2);

/** A paid Pix order of two physical products, one with variations; shipping 19,90. */
export const physicalOrder: OrderDetails = {
  idOrder: 1042,
  email: 'maria@example.com',
  dateOrder: '2026-03-18T13:30:00',
  orderItems: [
    {
      idProduct: 501,
      idSku: 7012,
      nameProduct: 'Camiseta Básica Algodão',
      quantity: 2,
      unitPrice: 59.9,
      virtual: false,
      orderItemVariations: [
        { nameReference: 'Cor', nameVariation: 'Azul' },
        { nameReference: 'Tamanho', nameVariation: 'M' },
      ],
      image: SUMMARY_ITEMS[0]!.image,
      urlProduct: '/produto/camiseta-basica-algodao',
    },
    // a product no longer sold: no picture, no page
    { idProduct: 502, idSku: 0, nameProduct: 'Caneca de Cerâmica 300 ml', quantity: 1, unitPrice: 39.9, virtual: false, orderItemVariations: [], image: null, urlProduct: null },
  ],
  totalItens: 159.7,
  totalShipping: 19.9,
  totalDiscount: 0,
  totalShoppingVoucher: 0,
  interestValue: 0,
  total: 179.6,
  numberOfInstallments: 1,
  valueOfInstallment: 179.6,
  deliveryTime: 5,
  usefulDay: true,
  address: {
    receiver: 'Maria da Silva',
    zipCode: '01310-100',
    streetAddress: 'Avenida Paulista',
    number: '1000',
    complement: 'Apto 12',
    neighbourhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    phoneContact: '(11) 98765-4321',
  },
  nameShipping: 'Sedex',
  nameCarrying: null,
  orderPayment: {
    method: 'pix',
    idPaymentGateway: 17,
    namePaymentMethodGateway: 'Pix',
    codeLinkPayment: null,
    paymentLink: null,
  },
  historyListOrderStatus: approvedHistory,
  orderHasVirtualProducts: false,
};

/** Discount, store credit (Vale Compra), interest and 3 installments. */
const creditOrder: OrderDetails = {
  ...physicalOrder,
  idOrder: 1043,
  totalDiscount: 15.97,
  totalShoppingVoucher: 30,
  interestValue: 6.21,
  total: 139.84,
  numberOfInstallments: 3,
  valueOfInstallment: 46.61,
  orderPayment: { ...physicalOrder.orderPayment, method: 'card', namePaymentMethodGateway: 'Cartão de crédito', idPaymentGateway: 3 },
};

/** A digital product (an e-book) and a service; approved, so its files are released. */
export const digitalOrder: OrderDetails = {
  ...physicalOrder,
  idOrder: 1044,
  orderItems: [
    { idProduct: 601, idSku: 0, nameProduct: 'E-book Receitas Brasileiras', quantity: 1, unitPrice: 29.9, virtual: true, orderItemVariations: [] },
    { idProduct: 602, idSku: 0, nameProduct: 'Curso Online de Fotografia', quantity: 1, unitPrice: 149, virtual: true, orderItemVariations: [] },
  ],
  totalItens: 178.9,
  totalShipping: 0,
  total: 178.9,
  valueOfInstallment: 178.9,
  address: null,
  nameShipping: '',
  orderHasVirtualProducts: true,
};

/** The same digital order still 'Em aprovação': its files are locked. */
const digitalPendingOrder: OrderDetails = { ...digitalOrder, idOrder: 1045, historyListOrderStatus: pendingHistory };

const digitalAttachments: OrderAttachmentGroup[] = [
  { idProduct: 601, nome: 'E-book Receitas Brasileiras', anexos: [{ idOrderDetailAttachment: 9001, nameAttachment: 'receitas-brasileiras.pdf' }] },
  {
    idProduct: 602,
    nome: 'Curso Online de Fotografia',
    anexos: [
      { idOrderDetailAttachment: 9002, nameAttachment: 'modulo-1.pdf' },
      { idOrderDetailAttachment: 9003, nameAttachment: 'exercicios.zip' },
    ],
  },
];

/** 'Olá!' as a file. */
const sampleFile: FileAnswer = { base64: 'T2zDoSE=', nameFile: 'receitas-brasileiras.pdf' };

export const EXCHANGE_TEMPLATE = 'https://trocas.example.com/{accessAccount}/pedido/{idOrder}?email={email}';

/** A Pix order placed `hoursAgo` before `now`, still Novo (payment-fixtures' pixOrder): it can be paid (within a day) and cancelled. */
export const unpaidOrder = (hoursAgo = 1, now = Date.now()): OrderDetails =>
  pixOrder(now, hoursAgo, { idOrder: 1046, orderItems: physicalOrder.orderItems });

/** The order cancelled: what cancelOrder answers. */
export function cancelledOrder(order: OrderDetails): OrderDetails {
  return { ...order, historyListOrderStatus: [...order.historyListOrderStatus, { statusName: 'Cancelado', statusCode: '07', dateRegisterStatus: new Date().toISOString() }] };
}

/** The orders of the customer by id, for orderDetails' idOrder. */
const ordersById: Record<number, OrderDetails> = Object.fromEntries(
  [physicalOrder, creditOrder, digitalOrder, digitalPendingOrder].map((order) => [order.idOrder, order]),
);

/** The idOrder of an orderDetails call, or undefined for the latest order. */
export function idOrderOf(call: Pick<MockCall, 'params'>): number | undefined {
  const id = new URLSearchParams(call.params ?? '').get('idOrder');
  return id === null ? undefined : Number(id);
}

/**
 * The answers of a signed-in customer's order pages: the history of `history`, orderDetails by id from
 * ordersById (the latest is `latest`, null: none; an unknown id is the §8 404), the attachments and a
 * file, the exchange service on, every product added to the cart.
 */
export function orderAnswers({ history = orderSummaries(3), latest = physicalOrder as OrderDetails | null } = {}): Answers {
  return {
    loginStatus: { data: signedIn },
    company,
    digitalOrders: { hasDigitalProducts: true },
    orders: historyAnswer(history),
    orderDetails: (call) => {
      const id = idOrderOf(call);
      if (id === undefined) return latest;
      return ordersById[id] ?? { fail: `Oops, o pedido #${id} não foi localizado.`, status: 404 };
    },
    orderAttachments: digitalAttachments,
    downloadAttachment: sampleFile,
    exchange: { status: true, accessAccount: 'loja-jet' },
    addToCart: { success: true, quantity: 3 },
    orderTracking: trackingAnswer,
  };
}
