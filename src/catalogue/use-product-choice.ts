import '../i18n/catalogue/commerce';
import { useState } from 'react';
import type { AvailableReference, Installment, ProductCardData, Sku } from '../api/operations';
import { useHost } from '../elements/host';
import { emit, type PanelProduct } from '../events';
import { t } from '../i18n';
import type { QuantityNotice } from '../ui/quantity-stepper/quantity-rules';
import type { CommitCause } from '../ui/quantity-stepper/use-quantity-stepper';
import type { AddToCartResult } from './add-to-cart';

/** idReference -> chosen idVariation. */
export type Selection = Readonly<Record<number, number>>;

/** What the action button does: buy, sold out (notify me), quote, or a link to the product page. */
type ChoiceAction = 'buy' | 'sold-out' | 'quote' | 'view';

/** The derived state of a product and a choice (no React: unit-testable, shared with the product page). */
export interface ChoiceState {
  references: AvailableReference[];
  hasVariations: boolean;
  /** Every reference type has a chosen variation. */
  allChosen: boolean;
  /** The SKU of the choice: the standard one without variations, null until every reference is chosen or when none matches. */
  sku: Sku | null;
  /** Product stock until every reference is chosen; the SKU's then; 0 when no SKU matches. */
  stock: number;
  price: number;
  pricePromotion: number | null;
  installment: Installment | null;
  /** idTypeProduct 3: price 'Sob Consulta', quote button. */
  onRequest: boolean;
  action: ChoiceAction;
}

/** References in their order, each with its variations in display order. */
function sortedReferences(product: Pick<ProductCardData, 'availableReferences'>): AvailableReference[] {
  const refs = product.availableReferences ?? [];
  if (refs.length === 0) return refs;
  return [...refs]
    .sort((a, b) => a.ordinationOfReferences - b.ordinationOfReferences)
    .map((ref) => ({ ...ref, variations: [...ref.variations].sort((a, b) => a.displayOrder - b.displayOrder) }));
}

/** The visible SKU made of exactly the chosen variations, or null. */
export function skuFor(product: Pick<ProductCardData, 'skUs'>, chosen: number[]): Sku | null {
  return product.skUs.find((s) => s.visible && chosen.length === s.variations.length && chosen.every((id) => s.variations.includes(id))) ?? null;
}

/**
 * The choice's state (catalogue-and-discovery §4 'Product card'). `showVariations` false means the
 * shopper cannot choose here, so a product with variations links to its page instead of buying.
 */
export function choiceState(product: ProductCardData, selection: Selection = {}, showVariations = true): ChoiceState {
  const references = product.availableReferences?.length ? sortedReferences(product) : [];
  const hasVariations = references.length > 0;
  const chosen = references.map((r) => selection[r.idReference]).filter((id): id is number => id !== undefined);
  const allChosen = chosen.length === references.length;
  let sku: Sku | null;
  let stock: number;
  if (!hasVariations) {
    sku = product.skUs.find((s) => s.standard) ?? null;
    stock = product.stock;
  } else if (allChosen) {
    sku = skuFor(product, chosen);
    stock = sku ? sku.stock : 0;
  } else {
    sku = null;
    stock = product.stock;
  }
  const priced = hasVariations && sku ? sku : null;
  const onRequest = product.idTypeProduct === 3;
  const available = stock > 0 && !product.flagExhausted;
  let action: ChoiceAction = onRequest ? 'quote' : available ? 'buy' : 'sold-out';
  if (hasVariations && !showVariations && action !== 'sold-out') action = 'view';
  return {
    references,
    hasVariations,
    allChosen,
    sku,
    stock,
    price: priced ? priced.price : product.price,
    pricePromotion: priced ? priced.pricePromotion : product.pricePromotion,
    installment: priced?.installmentMax ?? product.installmentMax,
    onRequest,
    action,
  };
}

/** The product a panel (quote, back-in-stock) opens for. */
function panelProduct(product: ProductCardData, state: ChoiceState): PanelProduct {
  return { idProduct: product.idProduct, name: product.name, image: product.imageHome, idSku: state.sku?.idSku ?? null, hasVariations: state.hasVariations };
}

/** A message of the choice, shown next to the button (role=alert) or as an alert banner. */
interface ChoiceMessage {
  kind: 'success' | 'error';
  title?: string;
  message: string;
}

interface Interaction {
  selection: Selection;
  /** The quantity committed by the stepper (always a valid one: 1 to the stock). */
  quantity: number;
  /**
   * When (performance.now()) the stepper adjusted the quantity as the field was left (refused and put
   * back, capped to the stock), or null. An Add within HOLD_MS of it is the click that left the field:
   * it sends nothing, so the shopper sees the quantity now shown and its notice first. The next Add,
   * or any edit, clears it; a later one (the field was left elsewhere) is not held.
   */
  heldAt: number | null;
  message: ChoiceMessage | null;
  busy: boolean;
}

const initial: Interaction = { selection: {}, quantity: 1, heldAt: null, message: null, busy: false };

/** How long after an adjustment on leaving the field an Add counts as the click that left it. */
const HOLD_MS = 1000;

export interface ProductChoice extends ChoiceState {
  selection: Selection;
  /** The quantity sent by the next Add (the stepper's committed value). */
  quantity: number;
  message: ChoiceMessage | null;
  /** An add to cart is running. */
  busy: boolean;
  choose(idReference: number, idVariation: number): void;
  /** The stepper's onCommit. */
  commitQuantity(quantity: number): void;
  /** The stepper's onNotice: an adjustment as the field is left holds the next Add; an edit clears the last message. */
  noteQuantity(notice: QuantityNotice | null, cause: CommitCause | 'edit'): void;
  /** The stepper's guard: false (and 'Selecione primeiro as variações') until every variation is chosen. */
  guardQuantity(): boolean;
  /** The button's action: add to cart, open the notify-me or quote panel (never for 'view', a link). */
  act(): Promise<AddToCartResult | null>;
  dismissMessage(): void;
}

export interface ProductChoiceOptions {
  /** Variations can be chosen here (company usePurchaseFacilitator 'S', or the product page). */
  showVariations?: boolean;
  /** Called with every add-to-cart result (e.g. to show it elsewhere). */
  onAdded?: (result: AddToCartResult) => void;
}

/**
 * The headless logic of choosing a product: variations -> SKU, stock, price, quantity and the action
 * button (catalogue-and-discovery §4, §5; cart-and-purchase §4, §5, §8). One state hook, holding
 * nothing until the shopper interacts, so a thousand cards mount without work.
 */
export function useProductChoice(product: ProductCardData, options: ProductChoiceOptions = {}): ProductChoice {
  const showVariations = options.showVariations ?? true;
  const [interaction, setInteraction] = useState<Interaction | null>(null);
  // the card's or the page's element: its events (alerts, panel requests, the add) are dispatched there
  const host = useHost();
  const current = interaction ?? initial;
  const state = choiceState(product, current.selection, showVariations);
  const { quantity } = current;
  const update = (patch: Partial<Interaction>) => setInteraction((prev) => ({ ...(prev ?? initial), ...patch }));
  const show = (message: ChoiceMessage) => {
    update({ message, busy: false });
    emit('jet:alert-show', message, host);
  };
  const say = (message: string) => show({ kind: 'error', message });

  const act = async (): Promise<AddToCartResult | null> => {
    const needsChoice = state.hasVariations && !state.allChosen;
    if (state.action === 'view') return null;
    if (state.action === 'quote') {
      if (needsChoice) return say(t('product.selectVariationsToQuote')), null;
      update({ message: null });
      emit('jet:product-budget-show', panelProduct(product, state), host);
      return null;
    }
    if (state.action === 'sold-out') {
      if (needsChoice) return say(t('product.selectVariationToNotify')), null;
      update({ message: null });
      emit('jet:alert-me-open', panelProduct(product, state), host);
      return null;
    }
    if (needsChoice) return say(t('product.selectVariationsToBuy')), null;
    // the quantity was just adjusted as the field was left by this click: the shopper sees it first
    if (current.heldAt !== null) {
      const held = performance.now() - current.heldAt < HOLD_MS;
      update({ heldAt: null });
      if (held) return null;
    }
    if (current.busy) return null;
    update({ busy: true, message: null });
    // the cart calls load with the first buy, not with the cards
    const { addToCart } = await import('./add-to-cart');
    const result = await addToCart({ product, idSku: state.hasVariations ? (state.sku?.idSku ?? null) : null, quantity, from: host });
    show({ kind: result.kind, title: result.title, message: result.message });
    options.onAdded?.(result);
    return result;
  };

  return {
    ...state,
    selection: current.selection,
    quantity,
    message: current.message,
    busy: current.busy,
    choose: (idReference, idVariation) => {
      setInteraction((prev) => {
        const before = prev ?? initial;
        // a new choice starts the quantity again at 1
        return { ...initial, busy: before.busy, selection: { ...before.selection, [idReference]: idVariation } };
      });
      const next = choiceState(product, { ...current.selection, [idReference]: idVariation }, showVariations);
      emit('jet:variation-change', { idProduct: product.idProduct, idSku: next.sku?.idSku ?? null }, host);
    },
    commitQuantity: (next) => update({ quantity: next }),
    noteQuantity: (notice, cause) => {
      if (cause === 'edit') update({ heldAt: null, message: null });
      else if (cause === 'blur' && notice) update({ heldAt: performance.now() });
    },
    guardQuantity: () => {
      if (state.hasVariations && !state.allChosen) return say(t('product.selectVariationsFirst')), false;
      return true;
    },
    act,
    dismissMessage: () => update({ message: null }),
  };
}
