import type { MessageKey } from '../../i18n';

/**
 * The pages of the signed-in customer (customer-area §2 "Customer home menu"): one list for the home's
 * tiles and the side menu, in the spec's order. `path` is appended to the area's base ('/customer').
 */
export interface AccountItem {
  id: 'lastOrder' | 'orders' | 'voucher' | 'digital' | 'data' | 'addresses' | 'password' | 'email';
  path: string;
  /** The tile's text on the home. */
  tile: MessageKey;
  /** The side menu's text ('Alterar dados cadastrais' where the tile says 'Dados Cadastrais'). */
  menu: MessageKey;
  /** Current only on its own address, not on the pages under it. */
  exact?: boolean;
}

const item = (id: AccountItem['id'], path: string, tile: MessageKey, menu: MessageKey = tile): AccountItem => ({ id, path, tile, menu });

/**
 * 'Último pedido' is /customer/order/details alone: /customer/order/details/{id} is one order picked from
 * the history (maybe not the latest), so it is under 'Consultar meus pedidos'.
 */
const LAST_ORDER: AccountItem = { ...item('lastOrder', '/order/details', 'account.item.lastOrder'), exact: true };
const ORDERS = item('orders', '/order', 'account.item.orders');
const VOUCHER = item('voucher', '/shoppingVoucherDetails', 'account.item.voucher');
const DIGITAL = item('digital', '/digital-products', 'account.item.digital');
const DATA = item('data', '/edit', 'account.item.data', 'account.item.dataMenu');
const ADDRESSES = item('addresses', '/address', 'account.item.addresses');
const PASSWORD = item('password', '/changepassword', 'account.item.password');
const EMAIL = item('email', '/alterEmail', 'account.item.email');

/** The home's tiles: digital products after Vale Compra, only for a customer with digital orders. */
export function homeTiles(digital: boolean): AccountItem[] {
  return [LAST_ORDER, ORDERS, VOUCHER, ...(digital ? [DIGITAL] : []), DATA, ADDRESSES, PASSWORD, EMAIL];
}

/**
 * The side menu's pages: the spec places 'Meus produtos digitais' "before the last item"; the last item
 * is 'Desconectar' (a button the view adds), so it comes after 'Alterar e-mail'.
 */
export function menuItems(digital: boolean): AccountItem[] {
  return [LAST_ORDER, ORDERS, VOUCHER, DATA, ADDRESSES, PASSWORD, EMAIL, ...(digital ? [DIGITAL] : [])];
}

/** '/customer' + '/address'; the base's trailing slashes are dropped. */
export const itemUrl = (base: string, entry: AccountItem): string => `${base.replace(/\/+$/, '')}${entry.path}`;

const normalise = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/**
 * The item of the page at `pathname`: the one whose address is the path or its longest prefix, an
 * `exact` item only on its own address ('/customer/order/details' is 'Último pedido';
 * '/customer/order' and '/customer/order/details/12' are 'Consultar meus pedidos'). Null on the home
 * and on pages of no item.
 */
export function activeItem(items: readonly AccountItem[], base: string, pathname: string): AccountItem | null {
  const path = normalise(pathname);
  let found: AccountItem | null = null;
  for (const entry of items) {
    const url = normalise(itemUrl(base, entry));
    if ((path === url || (!entry.exact && path.startsWith(`${url}/`))) && (!found || url.length > normalise(itemUrl(base, found)).length)) found = entry;
  }
  return found;
}

/** First word of the customer's name, for the greeting. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
