import { describe, expect, it } from 'vitest';
import { choiceState, skuFor } from '../../../src/catalogue/use-product-choice';
import { isBlockedKey, resolveQuantity } from '../../../src/ui/quantity-stepper/quantity-rules';
import { onRequestProduct, productCard, regularProduct, soldOutProduct, variationProduct } from '../../fixtures/catalogue-data';

describe('choosing a product', () => {
  it('a product without variations uses its stock and its standard SKU', () => {
    const state = choiceState(regularProduct);
    expect(state.hasVariations).toBe(false);
    expect(state.stock).toBe(10);
    expect(state.sku?.standard).toBe(true);
    expect(state.action).toBe('buy');
  });

  it('keeps the product stock until every reference type is chosen', () => {
    const state = choiceState(variationProduct, { 1: 11 });
    expect(state.allChosen).toBe(false);
    expect(state.sku).toBeNull();
    expect(state.stock).toBe(14);
    expect(state.action).toBe('buy');
  });

  it("uses the SKU's stock and price once every reference is chosen", () => {
    const state = choiceState(variationProduct, { 1: 11, 2: 22 });
    expect(state.sku?.idSku).toBe(1032);
    expect(state.stock).toBe(5);
    expect(state.pricePromotion).toBe(69.9);
  });

  it('is sold out when the chosen SKU has no stock', () => {
    const state = choiceState(variationProduct, { 1: 12, 2: 22 });
    expect(state.stock).toBe(0);
    expect(state.action).toBe('sold-out');
  });

  it('has stock 0 when no SKU matches the choice', () => {
    const state = choiceState(variationProduct, { 1: 12, 2: 23 });
    expect(state.sku).toBeNull();
    expect(state.stock).toBe(0);
    expect(state.action).toBe('sold-out');
  });

  it('ignores SKUs that are not visible', () => {
    const hidden = productCard({ ...variationProduct, skUs: variationProduct.skUs.map((s) => ({ ...s, visible: s.idSku !== 1031 })) });
    expect(skuFor(hidden, [11, 21])).toBeNull();
  });

  it('is sold out when the product is flagged exhausted, whatever its stock', () => {
    expect(choiceState(soldOutProduct).action).toBe('sold-out');
    expect(choiceState(productCard({ stock: 5, flagExhausted: true })).action).toBe('sold-out');
  });

  it('quotes a product sold on request (idTypeProduct 3)', () => {
    const state = choiceState(onRequestProduct);
    expect(state.onRequest).toBe(true);
    expect(state.action).toBe('quote');
  });

  it('links to the product page when variations are hidden and the product has some', () => {
    expect(choiceState(variationProduct, {}, false).action).toBe('view');
    expect(choiceState(regularProduct, {}, false).action).toBe('buy');
  });

  it('orders references and their variations', () => {
    const reversed = productCard({
      ...variationProduct,
      availableReferences: [...variationProduct.availableReferences]
        .reverse()
        .map((r) => ({ ...r, variations: [...r.variations].reverse() })),
    });
    const refs = choiceState(reversed).references;
    expect(refs.map((r) => r.name)).toEqual(['Cor', 'Tamanho']);
    expect(refs[1]!.variations.map((v) => v.name)).toEqual(['P', 'M', 'G']);
  });
});

describe('the quantity', () => {
  // the product's quantity is the stepper's (test/unit/ui/quantity-rules.test.ts): capped to the stock
  it('may go up to the stock, and is capped to it with the stock text', () => {
    expect(resolveQuantity('5', 1, { max: 5 })).toEqual({ value: 5, commit: true, notice: null });
    expect(resolveQuantity('6', 1, { max: 5 })).toEqual({ value: 5, commit: true, notice: { kind: 'max', n: 5 } });
  });

  it('blocks e, E, comma, period, + and - in the field', () => {
    for (const key of ['e', 'E', ',', '.', '+', '-']) expect(isBlockedKey({ key }), key).toBe(true);
    expect(isBlockedKey({ key: '7' })).toBe(false);
  });
});
