/**
 * The checkout's mocked store, for its stories and widget tests: Maria's address book, a cart with a
 * shipping option chosen for a CEP, Pix and boleto, her store credit. The cart is kept by the mock:
 * choosing a shipping or a postcode changes what the next read answers, and a placed order empties it.
 */
import type { Address, CardInstallment, CartContents, CheckoutOptionsAnswer, FreightOption, PlaceOrderAnswer, SaveAddressInput } from '../src/api/operations';
import { decodeSandboxToken } from '../src/payment/card/sandbox';
import { company, signedIn, signedInWithoutPassword, signedOut } from '../test/fixtures/api-data';
import { cartLine, cartOf, freightOption } from '../test/fixtures/cart-data';
import type { Answers } from '../test/fixtures/mock-api';
import { home, maria, paulista, work } from '../test/widgets/customer-account/fixtures';

export { work, signedInWithoutPassword, signedOut, maria };

const sofa = cartLine({
  idCartItem: 1,
  idProduct: 10,
  idSku: 100,
  quantity: 1,
  name: 'Sofá Retrátil Lisboa 3 Lugares',
  price: 2999.9,
  pricePromotion: 2499.9,
  cartItemVariations: [{ nameReference: 'Cor', nameVariation: 'Cinza' }],
});
const mug = cartLine({ idCartItem: 2, idProduct: 20, idSku: 200, quantity: 2, name: 'Caneca Esmaltada Azul', price: 49.9 });
const ebook = cartLine({ idCartItem: 3, idProduct: 40, idSku: 0, quantity: 1, name: 'E-book Decoração Pequenos Espaços', price: 39.9 });

export const pac = freightOption(1, 'PAC', 8, 25);
export const sedex = freightOption(2, 'SEDEX', 3, 49.9);
export const motoboy = freightOption(5, 'Motoboy', 1, 19.9, { usefulDay: false });
/** The freight of a cart of only digital products (no postcode). */
const digitalFreight = freightOption(9, 'Entrega digital', 0, 5.9);

/** The CEP of Maria's default address ('Casa'), digits. */
export const homeCep = '01310100';
/** The CEP of 'Trabalho', digits. */
export const workCep = '20040002';

/** Sofa and mugs with PAC chosen in the cart for `postcode`. */
export function shippedCart(postcode = homeCep, option: FreightOption = pac, extra: Partial<CartContents> = {}): CartContents {
  return cartOf([sofa, mug], { totalShipping: option.valueShipping, shipping: { ...option, postcode }, postcode, ...extra });
}

export const digitalCart: CartContents = cartOf([ebook], { cartHasOnlyVirtualProducts: true });

export const options: CheckoutOptionsAnswer = {
  paymentMethods: [
    { method: 'pix', name: 'Pix' },
    { method: 'boleto', name: 'Boleto bancário' },
  ],
  storeCredit: 0,
};

export const placed: PlaceOrderAnswer = {
  idOrder: 1042,
  total: 2624.7,
  paymentStatus: 'awaiting',
  items: [
    { idProduct: 10, name: 'Sofá Retrátil Lisboa 3 Lugares', price: 2499.9, quantity: 1 },
    { idProduct: 20, name: 'Caneca Esmaltada Azul', price: 49.9, quantity: 2 },
  ],
};

export const stockFailure = { fail: 'O produto Sofá Retrátil Lisboa 3 Lugares está esgotado.', status: 409, code: 'OUT_OF_STOCK' };

export interface CheckoutStore {
  cart?: CartContents;
  book?: Address[];
  checkoutOptions?: CheckoutOptionsAnswer;
  /** The options each CEP (digits) offers; a CEP not listed offers PAC and SEDEX. */
  quotes?: Record<string, FreightOption[]>;
}

/**
 * A signed-in customer's checkout kept by the mock API. `shippingOptions` answers by CEP;
 * `chooseShipping`/`setPostcode` change the cart; `saveAddress` adds to the book; `placeOrder` answers
 * `placed` and empties the cart.
 */
export function checkoutAnswers({ cart = shippedCart(), book = [home, work], checkoutOptions = options, quotes = {} }: CheckoutStore = {}): Answers {
  let current = cart;
  let list = book.map((address) => ({ ...address }));
  let next = 100;
  const offered = (postcode: string) => quotes[postcode] ?? [pac, sedex];
  // the cart's totals again, with the new shipping (or none)
  const withShipping = (postcode: string, option: FreightOption | null): CartContents =>
    cartOf(current.items, {
      cartHasOnlyVirtualProducts: current.cartHasOnlyVirtualProducts,
      totalDiscount: current.totalDiscount,
      totalVoucher: current.totalVoucher,
      voucher: current.voucher,
      totalShipping: option?.valueShipping ?? 0,
      postcode,
      shipping: option ? { ...option, postcode } : null,
    });
  return {
    loginStatus: { data: signedIn },
    company,
    customerData: maria,
    cartCount: () => ({ quantity: current.quantityTotalItens, removedProducts: [] }),
    cartContents: () => current,
    addresses: () => list.map((address) => ({ ...address })),
    checkoutOptions,
    shippingOptions: ({ json }) => offered(json.postcode),
    setPostcode: ({ json }) => (current = withShipping(json.postcode, null)),
    chooseShipping: ({ json }) => {
      const option = offered(json.postcode).find((o) => o.shippingMode.idShippingMode === json.idShippingMode) ?? null;
      return (current = withShipping(json.postcode, option));
    },
    saveAddress: ({ json }) => {
      const input = json as SaveAddressInput;
      const saved: Address = { ...home, ...input, complement: input.complement ?? '', referencePoint: '', default: false, billing: false, idAddress: next++ };
      list = [...list, saved];
      return { message: 'ok', idAddress: saved.idAddress };
    },
    addDigitalFreight: () =>
      (current = cartOf(current.items, {
        cartHasOnlyVirtualProducts: current.cartHasOnlyVirtualProducts,
        totalShipping: digitalFreight.valueShipping,
        shipping: { ...digitalFreight, postcode: '' },
      })),
    postcodeAddress: ({ params }) => (params === 'cep=01310100' ? paulista : null),
    placeOrder: () => {
      current = cartOf([]);
      return placed;
    },
  };
}

// ---- card (issue 25) ----

/** Pix, boleto and card. */
const cardOptions: CheckoutOptionsAnswer = { ...options, paymentMethods: [...options.paymentMethods, { method: 'card', name: 'Cartão de crédito' }] };

/** The sandbox gateway's plans: interest-free up to 6x, then 1,99 % a month (Price table), 12x at most, R$ 10,00 minimum. */
function cardPlans(value: number): CardInstallment[] {
  const cents = Math.round(value * 100);
  const plans: CardInstallment[] = [];
  for (let n = 1; n <= 12; n += 1) {
    const each = n <= 6 ? Math.round(cents / n) : Math.round((cents * 0.0199) / (1 - 1.0199 ** -n));
    if (n > 1 && each < 1000) break;
    plans.push({ installments: n, installmentValue: each / 100, total: n <= 6 ? cents / 100 : (each * n) / 100, interest: n <= 6 ? 0 : 1.99 });
  }
  return plans;
}

export const cardDeclined = { fail: 'Pagamento recusado pelo emissor do cartão.', status: 402, code: 'CARD_DECLINED' };
export const cardNoFunds = { fail: 'Saldo insuficiente no cartão.', status: 402, code: 'CARD_INSUFFICIENT_FUNDS' };

/**
 * The checkout with card offered and the offline sandbox: the order answers as the sandbox would for the
 * token the browser's sandbox tokeniser made (approved, declined, insufficient funds).
 */
export function cardCheckoutAnswers(store: CheckoutStore = {}): Answers {
  const base = checkoutAnswers({ checkoutOptions: cardOptions, ...store });
  // checkoutAnswers' order: empties the cart and answers `placed`
  const placeOrder = base.placeOrder as () => PlaceOrderAnswer;
  let sessions = 0;
  return {
    ...base,
    cardGateway: { provider: 'sandbox', publicKey: null, scriptUrl: null },
    cardSession: () => ({ sessionId: `session-for-stories-${++sessions}`, expiresAt: '2099-01-01T00:00:00.000Z' }),
    cardInstallments: ({ params }) => cardPlans(Number(new URLSearchParams(params ?? '').get('value'))),
    placeOrder: (call) => {
      const token = call.json.card ? decodeSandboxToken(call.json.card.token) : null;
      if (token?.outcome === 'declined' || token?.outcome === 'unknown') return cardDeclined;
      if (token?.outcome === 'insufficient_funds') return cardNoFunds;
      return placeOrder();
    },
  };
}
