/**
 * Answers of the digital products list and the store credit page, for their stories and widget tests
 * (no server: the mock API answers as the reference server does, sorted by order id and paged).
 */
import type { DigitalProductLine, StoreCreditAnswer } from '../src/api/operations/orders.types';
import { company, signedIn } from '../test/fixtures/api-data';
import type { Answers, Fail } from '../test/fixtures/mock-api';

const NAMES = ['E-book Receitas da Vovó', 'Curso de Fotografia', 'Planilha de Orçamento', 'Mapa Astral Personalizado', 'Guia de Viagem Nordeste'];
const RELEASED = ['Aprovado', 'Enviado', 'Entregue'];

/** `count` lines, sorted by order id: names cycle through five products, every order's files released (Aprovado, Enviado, Entregue). */
export function digitalLines(count: number): DigitalProductLine[] {
  return Array.from({ length: count }, (_, i) => ({
    idOrder: 1001 + i,
    idProduct: 500 + (i % NAMES.length),
    nameProduct: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`,
    lastOrderStatus: RELEASED[i % RELEASED.length],
  }));
}

/** Three lines: a released one and two whose orders keep the files locked. */
export const mixedLines: DigitalProductLine[] = [
  { idOrder: 1001, idProduct: 500, nameProduct: 'E-book Receitas da Vovó', lastOrderStatus: 'Aprovado' },
  { idOrder: 1002, idProduct: 501, nameProduct: 'Curso de Fotografia', lastOrderStatus: 'Novo' },
  { idOrder: 1003, idProduct: 502, nameProduct: 'Planilha de Orçamento', lastOrderStatus: 'Em aprovação' },
  { idOrder: 1004, idProduct: 503, nameProduct: 'Mapa Astral Personalizado', lastOrderStatus: 'Cancelado' },
];

/**
 * Orders and their files for the archive: #1001 two products (three files in all), #1002 one product
 * with two files, #1003 one file, #1004 two files still locked (Novo).
 */
export const archiveLines: DigitalProductLine[] = [
  { idOrder: 1001, idProduct: 500, nameProduct: 'E-book Receitas da Vovó', lastOrderStatus: 'Aprovado', orderFileCount: 3 },
  { idOrder: 1001, idProduct: 501, nameProduct: 'Curso de Fotografia', lastOrderStatus: 'Aprovado', orderFileCount: 3 },
  { idOrder: 1002, idProduct: 502, nameProduct: 'Planilha de Orçamento', lastOrderStatus: 'Entregue', orderFileCount: 2 },
  { idOrder: 1003, idProduct: 503, nameProduct: 'Mapa Astral Personalizado', lastOrderStatus: 'Aprovado', orderFileCount: 1 },
  { idOrder: 1004, idProduct: 504, nameProduct: 'Guia de Viagem Nordeste', lastOrderStatus: 'Novo', orderFileCount: 2 },
];

/** 'Olá, mundo!' as a text file. */
const sampleFile = { base64: 'T2zDoSwgbXVuZG8h', nameFile: 'receitas.txt' };
/** The order archive's answer: an empty zip (its end record alone), named as the reference server names it. */
const sampleArchive = (idOrder: number) => ({ base64: 'UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==', nameFile: `arquivos-pedido-${idOrder}.zip` });

export interface DigitalOptions {
  /** The page read fails (§8: nothing is shown). */
  failList?: boolean;
  /** The read of 2000 lines (the name search) fails (§8: the list emptied, 0 pages). */
  failSearch?: boolean;
  /** Every download answers 404 (§8 'Oops, o anexo do produto #{idOrder} não foi localizado.'). */
  failFiles?: boolean;
  /** The order archive answers 404 (§8 'Oops, o anexo do pedido #{id} não foi localizado.'). */
  failArchive?: boolean;
}

const notFound = (idOrder: number): Fail => ({ fail: `Oops, o anexo do produto #${idOrder} não foi localizado.`, status: 404 });

/** A signed-in customer with these digital product lines. */
export function digitalAnswers(lines: DigitalProductLine[], options: DigitalOptions = {}): Answers {
  return {
    loginStatus: { data: signedIn },
    company,
    digitalOrders: { hasDigitalProducts: lines.length > 0 },
    digitalProducts: (call) => {
      const query = new URLSearchParams(call.params ?? '');
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 10);
      if (pageSize > 10 ? options.failSearch : options.failList) return { fail: 'Erro interno.', status: 500 };
      return {
        orderProductCustomer: lines.slice((page - 1) * pageSize, page * pageSize),
        settings: { pageNumber: page, pageSize, pageCount: Math.ceil(lines.length / pageSize), totalItemCount: lines.length },
      };
    },
    digitalFiles: (call) => {
      const idOrder = Number(new URLSearchParams(call.params ?? '').get('idOrder'));
      const line = lines.find((l) => l.idOrder === idOrder);
      return options.failFiles || !line ? notFound(idOrder) : sampleFile;
    },
    orderArchive: (call) => {
      const idOrder = Number(new URLSearchParams(call.params ?? '').get('idOrder'));
      const found = lines.some((l) => l.idOrder === idOrder);
      return options.failArchive || !found ? { fail: `Oops, o anexo do pedido #${idOrder} não foi localizado.`, status: 404 } : sampleArchive(idOrder);
    },
  };
}

/** A store credit page answered with `credit`. */
export function creditAnswers(credit: StoreCreditAnswer | 'loading' | Fail): Answers {
  return { loginStatus: { data: signedIn }, company, digitalOrders: { hasDigitalProducts: false }, storeCredit: credit };
}

/** Two credits (one expired) and two debits, one of them paying an order. */
export const creditWithEntries: StoreCreditAnswer = {
  balance: 70,
  credits: [
    { amount: 100, registerDate: '2026-09-10T10:00:00', expirationDate: '2099-03-10T23:59:59', note: 'Troca do pedido #1010' },
    { amount: 30, registerDate: '2026-01-05T09:30:00', expirationDate: '2026-04-05T23:59:59', note: 'Cupom de aniversário' },
  ],
  debits: [
    { amount: 25.5, registerDate: '2026-10-02T15:45:00', note: 'Usado na compra', idOrder: 1042 },
    { amount: 4.5, registerDate: '2026-11-01T08:00:00', note: 'Ajuste de saldo', idOrder: null },
  ],
};

/** Only an expired credit: the balance is 0. */
export const creditExpired: StoreCreditAnswer = {
  balance: 0,
  credits: [{ amount: 50, registerDate: '2025-12-01T10:00:00', expirationDate: '2026-03-01T23:59:59', note: 'Devolução do pedido #900' }],
  debits: [],
};

export const creditEmpty: StoreCreditAnswer = { balance: 0, credits: [], debits: [] };
