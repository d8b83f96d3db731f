/**
 * The cart's shipping operations (cart-and-purchase §4, §7): options for a postcode, the postcode and the
 * chosen option kept on the cart, the digital freight of a cart of only virtual products, the free-shipping
 * tip. Prices and tips: services/cart-shipping.ts; the chosen option is priced again on every cart answer
 * (services/cart.ts), and answers null once it no longer applies.
 */
import type { CartContents, FreeShippingTip, FreightOption } from '../../src/api/operations';
import { fail } from '../lib/messages';
import type { Repositories } from '../repositories';
import type { CartOwner, CartService } from './cart';
import { freeShippingTip, freightOptions } from './cart-shipping';

export function shippingService(repos: Repositories, cart: CartService) {
  /** The options of a postcode for the owner's cart (its products' value and weight). */
  async function optionsFor(owner: CartOwner | null, postcode: string): Promise<FreightOption[]> {
    const [{ basis, weight }, modes, rule] = await Promise.all([
      cart.shippingBasis(owner),
      repos.shippingModes.forPostcode(postcode),
      repos.shippingModes.freeShippingRule(postcode),
    ]);
    return freightOptions(modes, basis, weight, rule);
  }

  return {
    /** The options (cheapest first; [] when no mode delivers there) and the postcode kept on the cart. */
    async options(owner: CartOwner, postcode: string): Promise<FreightOption[]> {
      const row = await repos.carts.ensure(owner);
      await repos.carts.setPostcode(row.id, postcode);
      return optionsFor(owner, postcode);
    },

    /**
     * The options of the product page (issue 26): the cart's rules for this SKU and quantity alone (its
     * value and weight). The CEP becomes the cart's too when the shopper has a cart (one CEP everywhere);
     * no cart is created for it. An unknown product or SKU is a 404.
     */
    async forProduct(owner: CartOwner | null, postcode: string, idProduct: number, idSku: number | null, quantity: number): Promise<FreightOption[]> {
      const unit = await repos.products.shippingUnit(idProduct, idSku);
      if (!unit) throw fail(404, 'api.invalidProduct', 'NOT_FOUND');
      const row = owner ? await repos.carts.find(owner) : undefined;
      const [modes, rule] = await Promise.all([
        repos.shippingModes.forPostcode(postcode),
        repos.shippingModes.freeShippingRule(postcode),
        row ? repos.carts.setPostcode(row.id, postcode) : undefined,
      ]);
      return unit.virtual ? [] : freightOptions(modes, unit.priceCents * quantity, unit.weightGrams * quantity, rule);
    },

    async setPostcode(owner: CartOwner, postcode: string): Promise<CartContents> {
      const row = await repos.carts.ensure(owner);
      await repos.carts.setPostcode(row.id, postcode);
      return cart.contents(owner);
    },

    /** Keeps an option that the postcode and the cart have now; otherwise 400. */
    async choose(owner: CartOwner, postcode: string, idShippingMode: number): Promise<CartContents> {
      const options = await optionsFor(owner, postcode);
      const basis = await cart.shippingBasis(owner);
      if (basis.empty || !options.some((option) => option.shippingMode.idShippingMode === idShippingMode)) {
        throw fail(400, 'cart.shippingUnavailable', 'SHIPPING_UNAVAILABLE');
      }
      const row = await repos.carts.ensure(owner);
      await repos.carts.setShipping(row.id, idShippingMode, postcode);
      return cart.contents(owner);
    },

    /** The delete-postcode call: the cart forgets its postcode and the option chosen for it. */
    async forgetPostcode(owner: CartOwner | null): Promise<CartContents> {
      const row = owner ? await repos.carts.find(owner) : undefined;
      if (row) await repos.carts.forgetPostcode(row.id);
      return cart.contents(owner);
    },

    async clear(owner: CartOwner | null): Promise<CartContents> {
      const row = owner ? await repos.carts.find(owner) : undefined;
      if (row) await repos.carts.setShipping(row.id, null);
      return cart.contents(owner);
    },

    /** The digital delivery (value 0, no postcode) for a cart of only virtual products; 400 otherwise. */
    async addDigital(owner: CartOwner | null): Promise<CartContents> {
      const basis = await cart.shippingBasis(owner);
      const digital = await repos.shippingModes.digital();
      if (!basis.cart || !basis.virtual || !digital) throw fail(400, 'cart.digitalFreightPhysical', 'PHYSICAL_CART');
      await repos.carts.setShipping(basis.cart.id, digital.id);
      return cart.contents(owner);
    },

    /** The tip of a postcode ('' : the general rule) for the owner's cart; null when the store has none. */
    async tip(owner: CartOwner | null, postcode: string): Promise<FreeShippingTip | null> {
      const [{ basis }, rule] = await Promise.all([cart.shippingBasis(owner), repos.shippingModes.freeShippingRule(postcode === '' ? null : postcode)]);
      return freeShippingTip(rule, basis);
    },
  };
}

export type ShippingService = ReturnType<typeof shippingService>;
