/**
 * Orders in every state the order data widget distinguishes, for its stories and widget tests. Dates
 * count from `now` (a story's real clock or a test's fake one), so a "live" Pix stays live.
 */
import type { OrderDetails, OrderStatusEntry } from '../src/api/operations/orders.types';
import { boletoBarcode, linhaDigitavel } from '../src/payment/boleto';
import { pixPayload } from '../src/payment/pix';
import { signedIn } from '../test/fixtures/api-data';
import type { Answers } from '../test/fixtures/mock-api';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const PIX_KEY = '123e4567-e12b-12d1-a456-426655440000';
const pixCode = (idOrder: number, amount: number) =>
  pixPayload({ key: PIX_KEY, amount, merchantName: 'Loja Jet Demo', merchantCity: 'Sao Paulo', txid: `PEDIDO${idOrder}` });
const boletoLine = (placed: number, amount: number) =>
  linhaDigitavel(boletoBarcode({ bank: '001', dueDate: new Date(placed + 48 * HOUR), amount, freeField: '0000001149718606852452211' }));

const entry = (statusName: string, statusCode: string, at: number | null): OrderStatusEntry => ({
  statusName,
  statusCode,
  dateRegisterStatus: at === null ? null : iso(at),
});

/** A Pix order placed `ageHours` before `now`, status Novo. */
export function pixOrder(now: number, ageHours = 2, more: Partial<OrderDetails> = {}): OrderDetails {
  const placed = now - ageHours * HOUR;
  const total = 1026.56;
  const idOrder = more.idOrder ?? 1042;
  return {
    idOrder,
    email: 'maria@exemplo.com.br',
    dateOrder: iso(placed),
    orderItems: [
      { idProduct: 7, idSku: 71, nameProduct: 'Camiseta Básica', quantity: 2, unitPrice: 59.9, virtual: false, orderItemVariations: [{ nameReference: 'Tamanho', nameVariation: 'M' }] },
      { idProduct: 9, idSku: 0, nameProduct: 'Tênis Corrida', quantity: 1, unitPrice: 886.86, virtual: false, orderItemVariations: [] },
    ],
    totalItens: 1006.66,
    totalShipping: 19.9,
    totalDiscount: 0,
    totalShoppingVoucher: 0,
    interestValue: 0,
    total,
    numberOfInstallments: 1,
    valueOfInstallment: total,
    deliveryTime: 5,
    usefulDay: true,
    address: {
      receiver: 'Maria da Silva',
      zipCode: '01310100',
      streetAddress: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      phoneContact: '11987654321',
    },
    nameShipping: 'SEDEX',
    nameCarrying: null,
    orderPayment: { method: 'pix', idPaymentGateway: 1, namePaymentMethodGateway: 'Pix', codeLinkPayment: pixCode(idOrder, total), paymentLink: null },
    historyListOrderStatus: [entry('Novo', '01', placed)],
    orderHasVirtualProducts: false,
    ...more,
  };
}

/** A Pix order older than a day. */
export const pixExpired = (now: number) => pixOrder(now, 30, { idOrder: 1038 });

/** A Pix order a few hours old whose history says code 06 (not payable). */
export const pixCode06 = (now: number): OrderDetails => {
  const order = pixOrder(now, 3, { idOrder: 1039 });
  return { ...order, historyListOrderStatus: [...order.historyListOrderStatus, entry('Pagamento não autorizado', '06', now - HOUR)] };
};

export function boletoOrder(now: number, ageHours = 5, more: Partial<OrderDetails> = {}): OrderDetails {
  const placed = now - ageHours * HOUR;
  const base = pixOrder(now, ageHours, { idOrder: 1051 });
  return {
    ...base,
    orderPayment: { method: 'boleto', idPaymentGateway: 1, namePaymentMethodGateway: 'Boleto Bancário', codeLinkPayment: boletoLine(placed, base.total), paymentLink: null },
    nameShipping: 'Transportadora',
    nameCarrying: 'Jadlog (Frenet)',
    ...more,
  };
}

export const boletoExpired = (now: number) => boletoOrder(now, 50, { idOrder: 1033 });

/** A card order in 3 installments, approved. */
export function cardOrder(now: number): OrderDetails {
  const base = pixOrder(now, 26, { idOrder: 1020 });
  const placed = Date.parse(base.dateOrder);
  return {
    ...base,
    total: 900,
    numberOfInstallments: 3,
    valueOfInstallment: 300,
    orderPayment: { method: 'card', idPaymentGateway: 3, namePaymentMethodGateway: 'Cartão de Crédito', codeLinkPayment: null, paymentLink: null },
    historyListOrderStatus: [entry('Novo', '01', placed), entry('Aprovado', '02', placed + HOUR)],
  };
}

/** A card order the card's issuer is still reviewing (the sandbox's 4000 0000 0000 9235): Em aprovação. */
export function cardInReviewOrder(now: number): OrderDetails {
  const order = cardOrder(now);
  const placed = Date.parse(order.dateOrder);
  return { ...order, historyListOrderStatus: [entry('Novo', '01', placed), entry('Em aprovação', '02', placed)] };
}

/** A Pix order through gateway 17, whose payment page offers 'Realizar pagamento'. */
export const gateway17Order = (now: number) => {
  const order = pixOrder(now, 1, { idOrder: 1060 });
  return { ...order, orderPayment: { ...order.orderPayment, idPaymentGateway: 17, paymentLink: 'https://pagamentos.example.com/pedido/1060' } };
};

/** A Pix order already approved (paid). */
export const approvedPixOrder = (now: number) => {
  const order = gateway17Order(now);
  const placed = Date.parse(order.dateOrder);
  return { ...order, idOrder: 1061, historyListOrderStatus: [entry('Novo', '01', placed), entry('Aprovado', '02', placed + 600_000)] };
};

/** The answers of a signed-in customer whose orderDetails answers `details` (an order, a failure, 'loading'). */
export const orderDataAnswers = (details: Answers['orderDetails']): Answers => ({
  loginStatus: { data: signedIn },
  orderDetails: details,
});
