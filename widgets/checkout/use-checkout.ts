import '../../src/i18n/catalogue/checkout';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../src/api/client';
import type { ApiError } from '../../src/api/errors';
import { useMutation, write } from '../../src/api/use-mutation';
import type { Address, FreightOption, PaymentMethod, PlaceOrderAnswer, PlaceOrderCard } from '../../src/api/operations';
import { navigation } from '../../src/routes/navigation';
import type { CardFormHandle } from './card-form';
import { isAddressBook, isCheckoutOptions, isPlaceOrderAnswer } from './checkout-answers';
import { useAccountViewer } from '../../src/customer/account/use-account';
import { keepReturnUrl } from '../../src/customer/identifier-storage';
import { customerUrl } from '../../src/customer/navigation';
import { useHost } from '../../src/elements/host';
import { emit } from '../../src/events';
import type { AddressValues } from '../../src/forms/values/address';
import { t } from '../../src/i18n';
import { buildUrl } from '../../src/routes';
import { cartPixDiscount } from '../../src/cart/pix-discount';
import { $company } from '../../src/stores/company';
import { $cart, addDigitalFreight, chooseShipping, loadCart, setPostcode } from '../../src/stores/cart';
import { query } from '../../src/stores/query';
import { $loginStatus } from '../../src/stores/login-status';
import { useQuery } from '../../src/stores/use-query';
import { useAlert } from '../../src/ui/alert';
import { addressSaveInput } from '../../src/customer/address-input';

/**
 * - `loading`: the login status, the cart, the addresses or the checkout options are on their way;
 * - `leaving`: a visitor on the way to /checkout/identification, or a customer without a password on
 *   the way to the finish-registration;
 * - `empty`: nothing in the cart; `error`: the cart or the options could not be read;
 * - `ready`: the four sections; `placed`: the order is placed, on the way to its confirmation.
 */
type CheckoutState = 'loading' | 'leaving' | 'empty' | 'error' | 'ready' | 'placed';

/**
 * The shipping options of the chosen address's CEP: re-quoted when it differs from the cart's ('requoted': the
 * cart's mode kept, 'choose': not offered there), or only listed when it is the cart's ('listed': the saved mode
 * stays selected, every other one can be picked).
 */
export type QuoteStatus = 'quoting' | 'requoted' | 'listed' | 'choose' | 'none' | 'error';
export interface Quote {
  /** The CEP quoted, digits. */
  cep: string;
  status: QuoteStatus;
  options: FreightOption[];
}

export type CheckoutField = 'address' | 'shipping' | 'payment';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const CHECKOUT_FIELDS: readonly CheckoutField[] = ['address', 'shipping', 'payment'];

const digits = (cep: string | null | undefined): string => (cep ?? '').replace(/\D/g, '');

const CART_CODES = ['OUT_OF_STOCK', 'CART_LIMIT', 'EMPTY_CART', 'INVALID_DISCOUNT', 'INVALID_VOUCHER'];

/**
 * Failures the shopper fixes in the cart (stock, limits, an emptied cart, a discount key or voucher used
 * up): the alert links back to it. A shipping refusal ('SHIPPING_…') is fixed here, in 'Entrega'.
 */
function isCartFailure(error: ApiError): boolean {
  if (error.code?.startsWith('SHIPPING_')) return false;
  return error.status === 409 || CART_CODES.some((code) => error.hasCode(code));
}

/**
 * The checkout's logic (ours: the specs are silent; the path from the cart to a Pix code, not a payment
 * gateway). One page, four sections: the delivery address (the address book, the default preselected,
 * or a new one), the shipping chosen in the cart (re-quoted when the address's CEP differs), the payment
 * (Pix or boleto, store credit) and the summary with 'Finalizar pedido'.
 */
export function useCheckout() {
  // `unknown`: the login status could not be read (a timeout, a 5xx): an error to retry, never a visitor
  const { viewer, unknown: statusUnknown } = useAccountViewer();
  const host = useHost();
  const customer = viewer === 'customer';
  const noPassword = viewer === 'no-password';
  // the finish-registration link names the customer's e-mail, as the customer home does
  const customerData = useQuery('customerData', undefined, noPassword);
  const cartState = useStore($cart);
  // asked with the login status, not one round trip after it (issue 24): the checkout's shoppers are
  // customers (the cart sends visitors to the identification), and a visitor's 401 is never shown
  const early = customer || viewer === 'loading';
  const addresses = useQuery('addresses', undefined, early);
  const options = useQuery('checkoutOptions', undefined, early);
  const alert = useAlert();
  const showAlert = alert.show;

  const dataSettled = customerData.status === 'ready' || customerData.status === 'error' || customerData.data !== undefined;
  useEffect(() => {
    if (viewer === 'visitor' && !statusUnknown) navigation.assign(buildUrl({ page: 'checkoutIdentification' }));
    if (noPassword && dataSettled) {
      keepReturnUrl(buildUrl({ page: 'checkout' }));
      const email = customerData.data?.email;
      navigation.assign(email ? buildUrl({ page: 'customer', view: 'finishregistration', email }) : customerUrl({ view: 'accesskey' }));
    }
  }, [viewer, statusUnknown, noPassword, dataSettled, customerData.data?.email]);

  const cart = cartState.data;
  const digital = Boolean(cart?.cartHasOnlyVirtualProducts);
  // an answer of another shape counts as a failed read (the page's error state with 'Tentar novamente')
  const addressesBad = addresses.data !== undefined && !isAddressBook(addresses.data);
  const optionsBad = options.data !== undefined && !isCheckoutOptions(options.data);
  const book: Address[] = addressesBad ? [] : (addresses.data ?? []);

  // 1 address: the one chosen, else the default one, else the first; none while a new one is being typed
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  /** Bumped when a new address form opens: a fresh form. */
  const [formKey, setFormKey] = useState(0);
  /** The new address form's failure (held: it stays until the form is sent or opened again). */
  const formAlert = useAlert(true);
  const showForm = adding || (addresses.data !== undefined && !addressesBad && book.length === 0);
  const chosen = showForm ? null : (book.find((a) => a.idAddress === chosenId) ?? book.find((a) => a.default) ?? book[0] ?? null);

  const [errors, setErrors] = useState<CheckoutErrors>({});

  // 2 shipping: the mode chosen in the cart, kept to re-choose it for another CEP
  const mode = useRef<number | null>(null);
  if (cart?.shipping) mode.current = cart.shipping.shippingMode.idShippingMode;
  const cep = digits(chosen?.zipCode);
  const [quote, setQuote] = useState<Quote | null>(null);
  const quoteSeq = useRef(0);
  /** The CEP last quoted, set as the quote starts: the cart's answer to that quote's choice may render
   * before its 'quoting' state does, and must not start a second quote for the same CEP. */
  const quotedCep = useRef<string | null>(null);
  const shippingFits = digital || Boolean(cart?.shipping && cep && digits(cart.shipping.postcode) === cep);

  const requote = useCallback(async (postcode: string, listOnly = false) => {
    const seq = ++quoteSeq.current;
    quotedCep.current = postcode;
    const current = (status: QuoteStatus, found: FreightOption[] = []) => {
      if (seq === quoteSeq.current) setQuote({ cep: postcode, status, options: found });
    };
    current('quoting');
    let found: FreightOption[];
    try {
      found = await call('shippingOptions', { json: { postcode } });
    } catch {
      return current('error');
    }
    if (seq !== quoteSeq.current) return;
    if (!found.length) return current('none');
    if (listOnly) return current('listed', found);
    const same = found.find((option) => option.shippingMode.idShippingMode === mode.current);
    if (same) {
      const outcome = await chooseShipping(postcode, same.shippingMode.idShippingMode);
      if (outcome.status === 'failed') return current('error', found);
      // the shopper may still pick another of the offered modes
      return current('requoted', found);
    }
    // not offered here: the cart keeps the new CEP and the shopper chooses
    await setPostcode(postcode);
    current('choose', found);
  }, []);

  const cartReady = cartState.status === 'ready' && cart !== null;
  // the options of the address's CEP are always listed (issue 25: a cart that had a mode showed it as text
  // only, with no way to change it): re-quoted for another CEP, listed as they are for the cart's own
  useEffect(() => {
    if (!customer || !cartReady || digital || !cep) return;
    if (quotedCep.current === cep) return;
    void requote(cep, shippingFits);
  }, [customer, cartReady, digital, cep, shippingFits, requote]);

  // a cart of only digital products takes the digital freight (the server needs that mode; a cart keeps
  // the mode of an earlier physical order), asked once on load and again before the order if that failed
  const digitalFreight = useRef<'idle' | 'asking' | 'done' | 'failed'>('idle');
  const askDigitalFreight = useCallback(async () => {
    digitalFreight.current = 'asking';
    const outcome = await addDigitalFreight();
    digitalFreight.current = outcome.status === 'done' ? 'done' : 'failed';
    return outcome;
  }, []);
  const needsDigitalFreight = customer && cartReady && digital;
  useEffect(() => {
    if (needsDigitalFreight && digitalFreight.current === 'idle') void askDigitalFreight();
  }, [needsDigitalFreight, askDigitalFreight]);

  const [choosing, setChoosing] = useState(false);
  const pickShipping = useCallback(
    async (idShippingMode: number) => {
      if (!cep) return;
      setChoosing(true);
      const outcome = await chooseShipping(cep, idShippingMode);
      setChoosing(false);
      if (outcome.status === 'failed') showAlert({ kind: 'error', message: outcome.error.message, timeout: 0 });
      else setErrors((current) => ({ ...current, shipping: undefined }));
    },
    [cep, showAlert],
  );

  // 3 payment
  const methods = optionsBad ? [] : (options.data?.paymentMethods ?? []);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  /** The card form (a lazy chunk, shown when card is chosen): validates and tokenises the card. */
  const cardForm = useRef<CardFormHandle | null>(null);
  /** A card is being validated and tokenised (before `placing`): a second click waits. */
  const preparing = useRef(false);
  const payment = method && methods.some((m) => m.method === method) ? method : (methods[0]?.method ?? null);
  const balance = optionsBad ? 0 : (options.data?.storeCredit ?? 0);
  const [useCredit, setUseCredit] = useState(false);

  // the Pix discount (src/format/pix-price.ts): taken off when Pix is chosen, as placeOrder takes it off
  const company = useStore($company);
  const pixPercent = company.data?.pixDiscountPercent ?? 0;
  const pixDiscount = payment === 'pix' && cart ? cartPixDiscount(cart, pixPercent) : 0;

  // 4 summary: what the server will charge
  const orderTotal = Math.round(((cart?.total ?? 0) - pixDiscount) * 100) / 100;
  const creditUsed = useCredit && balance > 0 ? Math.min(balance, orderTotal) : 0;
  const toPay = Math.max(0, Math.round((orderTotal - creditUsed) * 100) / 100);

  /** Bumped to move the focus: to the first error, or to the alert after a failure. */
  const [focus, setFocus] = useState<{ target: CheckoutField | 'alert'; n: number } | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<PlaceOrderAnswer | null>(null);
  const [cartLink, setCartLink] = useState(false);

  const chooseAddress = useCallback((idAddress: number) => {
    setChosenId(idAddress);
    setAdding(false);
    setErrors((current) => ({ ...current, address: undefined }));
  }, []);

  const addressSave = useMutation({
    send: async (values: AddressValues) => {
      const { idAddress } = await write('saveAddress', { json: addressSaveInput(values) });
      await query('addresses').refresh();
      return idAddress;
    },
    // the form stays as typed
    alert: formAlert,
    onSuccess: (idAddress) => {
      setChosenId(idAddress);
      setAdding(false);
      setErrors((current) => ({ ...current, address: undefined }));
      showAlert({ kind: 'success', message: t('checkout.address.saved') });
    },
  });
  const saveAddress = async (values: AddressValues) => {
    await addressSave.run(values);
  };

  const ordering = useMutation({
    send: async (card: PlaceOrderCard | null): Promise<unknown> => {
      // the digital freight asked on load failed (or is still on its way): once more before the order
      if (digital && digitalFreight.current !== 'done') {
        const freight = await askDigitalFreight();
        if (freight.status === 'failed') throw freight.error;
      }
      return write('placeOrder', { json: { idAddress: digital ? null : chosen!.idAddress, paymentMethod: payment!, useStoreCredit: creditUsed > 0, ...(card && { card }) } });
    },
    alert,
    failure: (error, card) => {
      setPlacing(false);
      // a refused card: its reason in the alert, the form kept but the CVV (a new token needs it)
      if (card) cardForm.current?.refused(error);
      setCartLink(isCartFailure(error));
      // the shipping no longer serves the address: quoted again ('Entrega' keeps the mode or asks)
      if (error.code?.startsWith('SHIPPING_')) {
        if (digital) digitalFreight.current = 'failed';
        else if (cep) void requote(cep);
      }
      setFocus((current) => ({ target: 'alert', n: (current?.n ?? 0) + 1 }));
      // every choice stays as it was
      return { kind: 'error', message: error.message, timeout: 0 };
    },
  });

  const place = async () => {
    if (placing || preparing.current || !cart) return;
    alert.close();
    setCartLink(false);
    const found: CheckoutErrors = {};
    if (!digital && !chosen) found.address = t('checkout.address.required');
    else if (!digital && !shippingFits) found.shipping = t('checkout.shipping.pick');
    if (!payment) found.payment = t('checkout.payment.required');
    setErrors(found);
    const first = CHECKOUT_FIELDS.find((field) => found[field]);
    if (first) {
      setFocus((current) => ({ target: first, n: (current?.n ?? 0) + 1 }));
      return;
    }
    // card: the form checks itself (its errors shown, focus on the first) and tokenises in the browser
    let card: PlaceOrderCard | null = null;
    if (payment === 'card') {
      preparing.current = true;
      card = (await cardForm.current?.prepare().finally(() => (preparing.current = false))) ?? null;
      preparing.current = false;
      if (!card) return;
    }
    setPlacing(true);
    const result = await ordering.run(card);
    if (!result?.ok) return;
    const answer = result.answer;
    if (!isPlaceOrderAnswer(answer)) {
      // the server answered, but not with an order: it may or may not have placed it, so the cart is read
      // again and the shopper is sent to look in 'Meus pedidos' before trying again (no second order)
      setPlacing(false);
      await loadCart();
      showAlert({ kind: 'error', message: t('checkout.unconfirmed'), timeout: 0 });
      setFocus((current) => ({ target: 'alert', n: (current?.n ?? 0) + 1 }));
      return;
    }
    setPlaced(answer);
    emit('jet:purchase', { idOrder: answer.idOrder, value: answer.total, items: answer.items }, host);
    // the server emptied the cart: the badges read it again
    await loadCart();
    // the confirmation: the payment first (issue 25; before, the order's details with 'Comprar novamente' on top)
    // (src/routes/confirmation.ts's confirmationUrl, written here: a chunk of its own shared with the order pages
    // would add its name to every page's preload map)
    navigation.assign(`${buildUrl({ page: 'checkoutConfirmation' })}?pedido=${answer.idOrder}`);
  };

  const retry = useCallback(() => {
    void loadCart();
    if (statusUnknown) void $loginStatus.refresh();
    void query('addresses').refresh();
    void query('checkoutOptions').refresh();
  }, [statusUnknown]);

  // the cart's own CEP: its options are read before the sections show, so the list does not push the page down
  const listing = !digital && shippingFits && cep !== '' && (quote?.cep !== cep || quote.status === 'quoting');
  const state: CheckoutState = placed
    ? 'placed'
    : viewer === 'loading'
      ? 'loading'
      : statusUnknown
        ? 'error'
        : viewer !== 'customer'
          ? 'leaving'
          : cartState.status === 'empty'
            ? 'empty'
            : cartState.status === 'error' || optionsBad || addressesBad || (options.status === 'error' && !options.data) || (addresses.status === 'error' && !addresses.data)
              ? 'error'
              : !cart || !options.data || addresses.data === undefined || listing || (company.status === 'loading' && !company.data)
                ? 'loading'
                : 'ready';

  return {
    state,
    cart,
    digital,
    /** The cart had a shipping mode chosen (the re-quote keeps it when offered). */
    cartMode: mode.current !== null,
    // 1
    addresses: book,
    chosen,
    chooseAddress,
    showForm,
    canCancelForm: book.length > 0,
    formKey,
    openForm: () => {
      setAdding(true);
      setFormKey((key) => key + 1);
      formAlert.close();
    },
    closeForm: () => setAdding(false),
    saveAddress,
    formError: formAlert.alert?.message ?? null,
    // 2
    cep,
    /** The shipping the order will take: the cart's for the chosen address (or the digital freight). */
    shipping: shippingFits || digital ? (cart?.shipping ?? null) : null,
    quote: quote && quote.cep === cep ? quote : null,
    requote: () => void requote(cep, shippingFits),
    pickShipping: (id: number) => void pickShipping(id),
    choosing,
    // 3
    methods,
    payment,
    choosePayment: (next: PaymentMethod) => {
      setMethod(next);
      setErrors((current) => ({ ...current, payment: undefined }));
    },
    cardForm,
    balance,
    useCredit,
    setUseCredit,
    /** The company's Pix discount in percent (0: none). */
    pixPercent,
    // 4
    /** The Pix discount taken off this order (0 unless Pix is chosen). */
    pixDiscount,
    creditUsed,
    toPay,
    place: () => void place(),
    placing,
    placed,
    errors,
    focus,
    cartLink,
    cartUrl: buildUrl({ page: 'cart' }),
    storeUrl: buildUrl({ page: 'home' }),
    retry,
    alert,
  };
}

export type CheckoutModel = ReturnType<typeof useCheckout>;
