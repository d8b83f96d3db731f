/**
 * Checkout (ours; the specs are silent): what the checkout offers, and placing an order. placeOrder runs in
 * ONE transaction:
 *
 * 1. the cart row is locked (two checkouts of one cart run one after the other) and its expired lines released;
 * 2. the cart is re-priced by the cart rules (services/cart.ts cartContents: prices, take-X-pay-Y, the discount
 *    key, the voucher) with the chosen shipping mode quoted for the ADDRESS's CEP (a cart of only digital
 *    products needs no address and no choice: it always takes the digital mode); no choice, or a mode that
 *    does not serve that CEP, is a 409 asking to choose the shipping again;
 * 3. the pre-checkout rules (services/cart-limits.ts checkoutRefusal: sold-out lines, V/C/Q limits);
 * 4. the SKU rows are locked and each line's quantity checked against the stock (409 naming the products);
 * 5. the discount key's use is counted and the voucher marked used (409 when used up meanwhile);
 * 6. the Pix discount, when Pix is chosen (services/pix-discount.ts): the store's percent of the items after
 *    their other discounts, shipping excluded; it joins the order's totalDiscount and is kept in pix_discount;
 * 7. store credit, when asked, is debited up to the total (customer row locked while the balance is read);
 * 8. the order is written with status Novo ('01') and its payment code: Pix, the BR Code of src/payment/pix.ts
 *    (the store's key PIX_KEY, its name and city, txid = the order id padded to 10 digits); boleto, the linha
 *    digitável of src/payment/boleto.ts (bank 001, due the order date + 2 days, free field from the order id);
 *    both carry the amount left to pay (the Pix one after its discount);
 * 9. the stock is decremented and the cart emptied (its postcode and shipping choice stay).
 * Card (issue 25, services/card-payments.ts), in step 8: the plan chosen is priced by the gateway (its
 * interest in the order's totals), the order is written, then charged through the gateway adapter: approved,
 * the order is 'Aprovado' ('03') at once; in the gateway's review, 'Em aprovação' ('02'): the order stands
 * with its stock taken, as a Pix waits for its payment, and the gateway's notice settles it
 * (services/payment-status.ts); refused, the transaction rolls back (no order, stock untouched) and the answer
 * is a 402 with the reason. A charge whose order then fails to commit is refunded (or voided, in review).
 */
import type { CheckoutOptionsAnswer, OrderAddress, PlaceOrderAnswer, PlaceOrderInput } from '../../src/api/operations/orders.types';
import type { PlaceOrderCard } from '../../src/api/operations/card-payment.types';
import { boletoBarcode, linhaDigitavel } from '../../src/payment/boleto';
import { pixPayload } from '../../src/payment/pix';
import { bumpCatalogueVersion } from '../lib/answer-cache';
import { fail } from '../lib/messages';
import { toCents, toReais } from '../lib/money';
import { createRepositories, type Repositories } from '../repositories';
import { checkoutRepository } from '../repositories/orders/checkout';
import { recordPixDiscount } from '../repositories/orders/pix-discount';
import { storeCreditEntries } from '../repositories/orders/store-credit';
import type { SessionCustomer } from '../routes/registry';
import { cartContents, discountProblem, unitPrices, voucherUsable } from './cart';
import { checkoutRefusal } from './cart-limits';
import { orderPixDiscountCents } from './pix-discount';
import { balanceCents } from './store-credit';
import type { CardPaymentsService } from './card-payments';
import { APPROVED, IN_REVIEW } from './payment-status';

/** A fixed random (EVP) key of the demo store; PIX_KEY replaces it. */
export const DEMO_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
/** Boleto: bank 001 (Banco do Brasil), due two days after the order. */
const BOLETO_BANK = '001';
const BOLETO_DAYS = 2;
const DAY = 86_400_000;

const PAYMENT_NAMES = { pix: 'Pix', boleto: 'Boleto bancário', card: 'Cartão de crédito' } as const;

export interface CheckoutOptions {
  /** The store's Pix key (PIX_KEY). */
  pixKey?: string;
  clock?: () => Date;
  /**
   * Called once the order's transaction committed (the order-placed e-mail, services/order-mails.ts). It must not
   * throw; a rejection is ignored all the same: the order stands whatever happens after it.
   */
  afterPlaced?: (customerId: number, orderId: number) => Promise<void>;
  /** Card payments (none: the checkout offers Pix and boleto only). */
  card?: CardPaymentsService;
}

/** The Pix 'copia e cola' of an order. */
export function orderPixCode(input: { key: string; amount: number; merchantName: string; merchantCity: string; orderId: number }): string {
  return pixPayload({
    key: input.key,
    amount: input.amount,
    merchantName: input.merchantName,
    merchantCity: input.merchantCity,
    txid: String(input.orderId).padStart(10, '0'),
  });
}

/** The boleto line of an order: due date + 2 days, free field = agreement 1234567 + the order id (17 digits) + wallet 18. */
export function orderBoletoLine(orderId: number, amount: number, dateOrder: Date): string {
  const freeField = `1234567${String(orderId).padStart(16, '0')}18`;
  return linhaDigitavel(boletoBarcode({ bank: BOLETO_BANK, dueDate: new Date(dateOrder.getTime() + BOLETO_DAYS * DAY), amount, freeField }));
}

export function checkoutService(repos: Repositories, options: CheckoutOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const pixKey = options.pixKey || DEMO_PIX_KEY;

  /** A card order's service and card, checked before anything is locked; null for Pix and boleto. */
  function cardStep(input: PlaceOrderInput): { service: CardPaymentsService; input: PlaceOrderCard } | null {
    if (input.paymentMethod !== 'card') return null;
    if (!options.card) throw fail(400, 'card.unavailable', 'CARD_UNAVAILABLE');
    if (!input.card) throw fail(400, 'card.required', 'CARD_REQUIRED');
    return { service: options.card, input: input.card };
  }

  return {
    async options(customerId: number): Promise<CheckoutOptionsAnswer> {
      return {
        paymentMethods: [
          { method: 'pix', name: PAYMENT_NAMES.pix },
          { method: 'boleto', name: PAYMENT_NAMES.boleto },
          ...((await options.card?.available()) ? [{ method: 'card' as const, name: PAYMENT_NAMES.card }] : []),
        ],
        storeCredit: toReais(balanceCents(await repos.storeCredit.entries(customerId), clock())),
      };
    },

    async placeOrder(customer: SessionCustomer, input: PlaceOrderInput): Promise<PlaceOrderAnswer> {
      const now = clock();
      const card = cardStep(input);
      /** The charge (approved or in review), to give back if the order then fails to commit. */
      const charged: { reference: string | null; inReview: boolean } = { reference: null, inReview: false };
      const placing = repos.orders.transaction(async (tx) => {
        const r = createRepositories(tx);
        const w = checkoutRepository(tx);
        const owner = { sessionId: '', customerId: customer.id };
        const found = await r.carts.find(owner);
        if (!found) throw fail(400, 'cart.empty', 'EMPTY_CART');
        await w.lockCart(found.id);
        await r.carts.releaseExpired(owner, now);
        const cart = (await r.carts.find(owner))!;
        const items = await r.carts.items(cart.id);
        if (items.length === 0) throw fail(400, 'cart.empty', 'EMPTY_CART');
        const onlyVirtual = items.every((item) => item.isVirtual);

        // the delivery address (none for a cart of only digital products)
        let address: OrderAddress | null = null;
        if (!onlyVirtual) {
          if (input.idAddress === null) throw fail(400, 'api.orderAddressRequired', 'ADDRESS_REQUIRED');
          const row = await r.addresses.find(customer.id, input.idAddress);
          if (!row) throw fail(404, 'api.orderAddressNotFound', 'NOT_FOUND');
          address = {
            receiver: row.receiver, zipCode: row.zipCode, streetAddress: row.streetAddress, number: row.number, complement: row.complement,
            neighbourhood: row.neighbourhood, city: row.city, state: row.state, phoneContact: row.phoneContact,
          };
        }

        // re-price: the cart rules with the chosen mode quoted for the address's CEP
        // a cart of only digital products needs no choice: the digital mode is its freight
        if (cart.shippingModeId === null && !onlyVirtual) throw fail(409, 'api.orderShippingRequired', 'SHIPPING_REQUIRED');
        if (cart.discountKeyId !== null) await w.lockDiscountKey(cart.discountKeyId);
        const productIds = [...new Set(items.map((item) => item.idProduct))];
        const [key, voucher, storeLimits, productLimits, promotions, physical, digital, freeShippingRule] = await Promise.all([
          cart.discountKeyId === null ? undefined : r.discountKeys.findById(cart.discountKeyId),
          cart.voucherId === null ? undefined : r.vouchers.findById(cart.voucherId),
          r.storeLimits.all(),
          r.carts.productLimits(productIds),
          r.promotions.takePayFor(productIds),
          address ? r.shippingModes.forPostcode(address.zipCode) : [],
          r.shippingModes.digital(),
          r.shippingModes.freeShippingRule(address?.zipCode ?? null),
        ]);
        const shippingModes = digital ? [...physical, digital] : physical;
        const shippingModeId = onlyVirtual ? (digital?.id ?? null) : cart.shippingModeId;
        const contents = cartContents(items, key, now, {
          cart: { ...cart, shippingModeId, postcode: address?.zipCode ?? null },
          voucher, storeLimits, productLimits, promotions, shippingModes, freeShippingRule,
        });
        if (!contents.shipping) throw fail(409, 'api.orderShippingUnavailable', 'SHIPPING_UNAVAILABLE');
        const refusal = checkoutRefusal(contents);
        if (refusal) throw refusal;

        // stock, under the SKU rows' locks
        const stock = await w.lockSkus(items.map((item) => item.idSku));
        const short = items.filter((item) => item.quantity > (stock.get(item.idSku)?.stock ?? 0)).map((item) => item.name);
        if (short.length > 0) throw fail(409, 'api.orderStockShort', 'OUT_OF_STOCK', { names: [...new Set(short)].join(', ') });

        // the discount key's use and the voucher
        // a key below its minimum discounts nothing (the cart shows so) and is not counted
        const keyProblem = key ? discountProblem(key, toCents(contents.subTotal), now) : 'minimum';
        if (key && keyProblem === 'invalid') throw fail(409, 'api.orderDiscountUsed', 'INVALID_DISCOUNT', { key: key.key });
        const keyUsed = key && keyProblem === null ? key : undefined;
        if (keyUsed && !(await w.consumeDiscountKey(keyUsed.id))) throw fail(409, 'api.orderDiscountUsed', 'INVALID_DISCOUNT', { key: keyUsed.key });
        if (voucher) {
          if (!voucherUsable(voucher, now) || !(await w.consumeVoucher(voucher.id))) throw fail(409, 'api.orderVoucherUsed', 'INVALID_VOUCHER', { code: voucher.code });
        }

        // the Pix discount (0 for another method), off the total before the store credit
        const pixCents = await orderPixDiscountCents(r, input.paymentMethod, contents);

        // store credit, up to the total
        const who = await w.lockCustomer(customer.id);
        const totalCents = toCents(contents.total) - pixCents;
        const creditCents = input.useStoreCredit ? Math.min(totalCents, balanceCents(await storeCreditEntries(tx, customer.id), now)) : 0;
        const payCents = totalCents - creditCents;
        // 7a. card: the gateway's plan for what is left to pay (its interest goes into the order's totals)
        const plan = card && payCents > 0 ? await card.service.plan(customer.id, card.input, toReais(payCents), await r.paymentGateways.active()) : null;
        const chargeCents = plan ? toCents(plan.total) : payCents;

        const gateway = (await w.gateway(PAYMENT_NAMES[input.paymentMethod])) ?? { id: 0, name: PAYMENT_NAMES[input.paymentMethod] };
        const bought = items.map((item) => {
          const { price, pricePromotion } = unitPrices(item);
          return {
            idProduct: item.idProduct, idSku: item.idSku, nameProduct: item.name, quantity: item.quantity,
            unitPrice: pricePromotion ?? price, virtual: item.isVirtual, variations: item.variations,
          };
        });
        const orderId = await w.insertOrder(
          {
            customerId: customer.id,
            dateOrder: now,
            email: who?.email ?? '',
            totalItems: contents.subTotal,
            totalShipping: contents.totalShipping,
            totalDiscount: toReais(toCents(contents.totalDiscount) + toCents(contents.totalVoucher) + pixCents),
            totalStoreCredit: toReais(creditCents),
            total: toReais(chargeCents),
            ...(plan && { installments: plan.installments, installmentValue: plan.installmentValue, interestValue: toReais(chargeCents - payCents) }),
            deliveryTime: contents.shipping.shippingMode.deliveryTime,
            usefulDay: contents.shipping.shippingMode.usefulDay,
            shippingName: contents.shipping.shippingMode.name,
            paymentMethod: input.paymentMethod,
            gatewayId: gateway.id,
            gatewayName: gateway.name,
            discountKeyId: keyUsed?.id ?? null,
            voucherId: voucher?.id ?? null,
          },
          address,
          bought,
        );
        if (pixCents > 0) await recordPixDiscount(tx, orderId, toReais(pixCents));
        const amount = toReais(chargeCents);
        let paymentStatus: PlaceOrderAnswer['paymentStatus'] = 'awaiting';
        if (card) {
          // 7b. card: charged now (a refusal throws: the transaction rolls back); approved at once, or in review
          const paid = plan ? await card.service.charge({ card: card.input, plan, orderId, email: who?.email ?? '' }) : null;
          charged.reference = paid?.reference ?? null;
          charged.inReview = paid?.inReview ?? false;
          paymentStatus = charged.inReview ? 'in_review' : 'approved';
          await w.cardPayment(orderId, now, charged.inReview ? IN_REVIEW : APPROVED, paid && { reference: paid.reference, brand: card.input.brand, last4: paid.last4 });
        } else {
          const merchant = await w.merchant();
          await w.setPaymentCode(
            orderId,
            input.paymentMethod === 'pix'
              ? orderPixCode({ key: pixKey, amount, merchantName: merchant.name, merchantCity: merchant.city, orderId })
              : orderBoletoLine(orderId, amount, now),
          );
        }
        if (creditCents > 0) await w.debitStoreCredit(customer.id, orderId, toReais(creditCents), now);
        await w.decrementStock(items.map((item) => ({ skuId: item.idSku, productId: item.idProduct, quantity: item.quantity })));
        await w.emptyCart(cart.id);
        return {
          idOrder: orderId,
          total: amount,
          paymentStatus,
          items: bought.map((item) => ({ idProduct: item.idProduct, name: item.nameProduct, price: item.unitPrice, quantity: item.quantity })),
        };
      });
      let placed: PlaceOrderAnswer;
      try {
        placed = await placing;
      } catch (error) {
        if (charged.reference && card) await card.service.refund(charged.reference, charged.inReview);
        throw error;
      }
      // The stock changed: answers cached while the transaction was open are dropped again now that it is committed.
      bumpCatalogueVersion();
      await options.afterPlaced?.(customer.id, placed.idOrder).catch(() => undefined);
      return placed;
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
