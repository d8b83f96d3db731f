import type { Address, CheckoutOptionsAnswer, PlaceOrderAnswer } from '../../src/api/operations';

/**
 * Shape checks of the answers the checkout acts on: a store API that answers 200 with something else
 * (an empty object, a list, wrong types) is a failed read, never a crash and never a wrong order page.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function isCheckoutOptions(value: unknown): value is CheckoutOptionsAnswer {
  return (
    isObject(value) &&
    isAmount(value.storeCredit) &&
    Array.isArray(value.paymentMethods) &&
    value.paymentMethods.every((m) => isObject(m) && (m.method === 'pix' || m.method === 'boleto' || m.method === 'card') && typeof m.name === 'string')
  );
}

export const isAddressBook = (value: unknown): value is Address[] =>
  Array.isArray(value) && value.every((a) => isObject(a) && Number.isInteger(a.idAddress) && typeof a.zipCode === 'string');

/** The order the server says it placed: its number (a positive integer), total and items. */
export function isPlaceOrderAnswer(value: unknown): value is PlaceOrderAnswer {
  return isObject(value) && Number.isInteger(value.idOrder) && (value.idOrder as number) > 0 && isAmount(value.total) && Array.isArray(value.items);
}
