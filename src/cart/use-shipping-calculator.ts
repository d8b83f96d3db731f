import '../i18n/catalogue/cart';
import '../i18n/catalogue/forms';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { call } from '../api/client';
import { toApiError } from '../api/errors';
import type { FreightOption } from '../api/operations';
import { formatCep } from '../format/documents';
import { formatShippingPrice, formatShippingTime } from '../format/shipping';
import { t } from '../i18n';
import { $cart, chooseShipping, forgetPostcode, loadCart } from '../stores/cart';
import { $postcode, currentPostcode, postcodeDigits, takePostcode } from '../stores/postcode';
import { isValidCep } from '../validation/cep';
import { useMask } from '../forms/use-mask';

/** The Correios' own CEP search ('Não sei meu CEP'). */
export const CORREIOS_CEP_SEARCH = 'https://buscacepinter.correios.com.br/app/endereco/index.php';

/** The CEP field's text: 00000-000, 9 characters. */
export const POSTCODE_LENGTH = 9;

type ShippingCalculatorStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

/** One option as the view shows it. */
interface ShippingOptionModel {
  id: number;
  name: string;
  /** 'Frete Grátis' or 'R$ 12,90'. */
  price: string;
  /** '(5 dias úteis)', '(Envio Imediato)', '(*)'. */
  time: string;
  checked: boolean;
}

/** The plain model the view renders (ShippingCalculatorView). */
export interface ShippingCalculatorModel {
  inputId: string;
  errorId: string;
  /** The CEP as shown (masked). */
  text: string;
  /** 'Por favor, insira um cep.', 'CEP Inválido', or the server's text; null when none. */
  error: string | null;
  status: ShippingCalculatorStatus;
  options: ShippingOptionModel[];
  /** A choice is on its way to the cart. */
  choosing: boolean;
  compact: boolean;
  /** Binds the 00000-000 mask (absent in a view rendered from a fixed model). */
  inputRef?: RefObject<HTMLInputElement>;
  onTextChange(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  calculate(): void;
  choose(idShippingMode: number): void;
  /** 'Limpar CEP': offered while a CEP is kept (the cart's or the cookie's). */
  canForget: boolean;
  /** Forgets the CEP (deletePostcode: its cookie, the cart's CEP and option); the field and the options empty. */
  forget(): void;
  /** The options are an estimate to read, not a choice (the product page's): a list, no radios. */
  listOnly?: boolean;
}

export interface ShippingCalculatorOptions {
  /** The drawer's smaller look. */
  compact?: boolean;
  /**
   * The product page's estimate: options for this product, SKU (null: its standard one) and quantity
   * (`productShipping`) instead of the cart's; nothing to choose. The CEP is the same one (the cart's, the cookie's).
   */
  item?: { idProduct: number; idSku: number | null; quantity: number };
  /** What the shopper typed before the calculator loaded (the product page's field). */
  initialText?: string;
}

/** What stops a CEP before any request: 'Por favor, insira um cep.' or 'CEP Inválido'. */
function postcodeError(text: string): string | null {
  if (!text.trim()) return t('cart.postcodeRequired');
  return isValidCep(text) ? null : t('validation.cepInvalid');
}

/** The options as the view shows them, the chosen one checked. */
function optionModels(options: readonly FreightOption[], chosenId: number | null): ShippingOptionModel[] {
  return options.map((option) => ({
    id: option.shippingMode.idShippingMode,
    name: option.shippingMode.name,
    price: formatShippingPrice(option),
    time: formatShippingTime(option),
    checked: option.shippingMode.idShippingMode === chosenId,
  }));
}

interface Local {
  /** What the shopper typed (masked), or null while the field follows $postcode. */
  typed: string | null;
  error: string | null;
  status: ShippingCalculatorStatus;
  options: FreightOption[];
  /** The CEP (digits) the options are for. */
  listedFor: string | null;
  /** The option being chosen (shown checked until the cart answers). */
  choosing: number | null;
}

/**
 * The shipping estimate (cart-and-purchase §4 'Shipping calculation', §5, §8): a CEP masked
 * 00000-000 that calculates by itself at 9 characters, on Enter or on 'Calcular'; no request for an
 * empty or invalid CEP; the options from `shippingOptions` (the CEP sent unmasked); choosing one keeps
 * it on the cart (`chooseShipping`), which then holds it checked after a reload. A failed request shows
 * the server's text, ends the loading and keeps the CEP typed.
 */
const loadCepMask = () => import('../format/masks').then((masks) => masks.cepMask);

export function useShippingCalculator({ compact = false, item, initialText }: ShippingCalculatorOptions = {}): ShippingCalculatorModel {
  const cart = useStore($cart);
  const known = useStore($postcode);
  const id = useId();
  const [local, setLocal] = useState<Local>({ typed: initialText || null, error: null, status: 'idle', options: [], listedFor: null, choosing: null });
  const request = useRef<{ seq: number; controller: AbortController | null }>({ seq: 0, controller: null });
  const cartPostcode = postcodeDigits(cart.data?.postcode);
  const text = local.typed ?? formatCep(cartPostcode ?? known ?? '');
  const update = (patch: Partial<Local>) => setLocal((prev) => ({ ...prev, ...patch }));

  const calculate = (value: string = text) => {
    const error = postcodeError(value);
    if (error) {
      request.current.controller?.abort();
      update({ typed: value, error, status: local.options.length ? local.status : 'idle' });
      return;
    }
    const postcode = postcodeDigits(value)!;
    request.current.controller?.abort();
    const controller = new AbortController();
    const seq = ++request.current.seq;
    request.current.controller = controller;
    update({ typed: value, error: null, status: 'loading' });
    (item ? call('productShipping', { json: { postcode, ...item }, signal: controller.signal }) : call('shippingOptions', { json: { postcode }, signal: controller.signal })).then(
      (options) => {
        if (seq !== request.current.seq) return;
        const list = Array.isArray(options) ? options : [];
        takePostcode(postcode);
        update({ options: list, listedFor: postcode, status: list.length ? 'ready' : 'empty' });
        // the server keeps the CEP on the cart, and the free-shipping tip depends on it: read the cart again so the
        // tip agrees with the options just listed (issue 25: 'Faltam R$ 41,60' above a 'Frete Grátis' option)
        if (!item && postcodeDigits($cart.get().data?.postcode) !== postcode) void loadCart();
      },
      (reason: unknown) => {
        if (seq !== request.current.seq || controller.signal.aborted) return;
        // the server's text; the options listed before stay, the CEP typed stays in the field
        update({ error: toApiError(reason).message, status: 'error' });
      },
    );
  };

  // a cart (or, on the product page, the shopper) that has a CEP already lists its options (once, and
  // not over what the shopper typed)
  const listed = useRef(false);
  const startWith = cartPostcode ?? (item ? known : null);
  useEffect(() => {
    if (listed.current || !startWith || local.typed !== null) return;
    listed.current = true;
    calculate(formatCep(startWith));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startWith]);
  // the product page's estimate follows the SKU and quantity chosen
  useEffect(() => {
    if (local.listedFor) calculate(formatCep(local.listedFor));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.idSku, item?.quantity]);

  useEffect(() => {
    // the cookie's CEP, when the store was read before the cookie was set
    currentPostcode();
    const requests = request.current;
    return () => requests.controller?.abort();
  }, []);

  // imask and the mask come with the field's first focus (src/forms/use-mask.ts)
  const inputRef = useMask(
    loadCepMask,
    text,
    (masked) => {
      if (masked !== text) update({ typed: masked, error: null });
    },
    // the 9th character typed calculates; a CEP set from outside (the cookie, a reset) does not
    (masked) => {
      if (typeof document !== 'undefined' && document.activeElement === inputRef.current) calculate(masked);
    },
  );

  const shipping = cart.data?.shipping ?? null;
  const chosen = local.choosing ?? (shipping && (local.listedFor === null || shipping.postcode === local.listedFor) ? shipping.shippingMode.idShippingMode : null);

  return {
    inputId: `jet-shipping-${id}`,
    errorId: `jet-shipping-${id}-error`,
    text,
    error: local.error,
    status: local.status,
    options: optionModels(local.options, chosen),
    choosing: local.choosing !== null,
    compact,
    inputRef,
    onTextChange: (value) => update({ typed: value, error: null }),
    onKeyDown: (event) => {
      if (event.key !== 'Enter') return;
      // never submits a form around the calculator
      event.preventDefault();
      calculate(event.currentTarget.value);
    },
    calculate: () => calculate(inputRef.current?.value ?? text),
    canForget: Boolean(cartPostcode ?? known),
    listOnly: Boolean(item),
    forget: () => {
      request.current.seq++;
      request.current.controller?.abort();
      void forgetPostcode().then((outcome) => {
        if (outcome.status === 'failed') update({ error: outcome.error.message });
        else if (outcome.status === 'done') update({ typed: '', error: null, status: 'idle', options: [], listedFor: null });
      });
    },
    choose: (idShippingMode) => {
      const postcode = local.listedFor;
      if (!postcode || local.choosing !== null || chosen === idShippingMode) return;
      update({ choosing: idShippingMode, error: null });
      void chooseShipping(postcode, idShippingMode).then((outcome) => {
        update({ choosing: null, ...(outcome.status === 'failed' ? { error: outcome.error.message } : {}) });
      });
    },
  };
}
