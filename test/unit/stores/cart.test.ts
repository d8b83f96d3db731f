import { allTasks } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, OperationName } from '../../../src/api/operations';
import { listen } from '../../../src/events';
import {
  $cart,
  $cartQuantity,
  addToCart,
  applyDiscount,
  changeQuantity,
  loadCart,
  removeDiscount,
  removeItem,
} from '../../../src/stores/cart';
import { cartLine, cartOf } from '../../fixtures/cart-data';
import { fakeApi, type MockCall } from '../../fixtures/mock-api';

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Mounts a store as a widget would (subscribing starts its load). */
function show(store: typeof $cart | typeof $cartQuantity) {
  stops.push(store.listen(() => {}));
}

function onEvent(name: 'jet:product-added' | 'jet:product-removed') {
  const handler = vi.fn();
  stops.push(listen(name, handler));
  return handler;
}

/** An answer held back until released (a slow network), while the server has already done the work. */
function hold() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

const sofa = () => cartLine({ idCartItem: 1, idProduct: 101, idSku: 1010, quantity: 1, name: 'Sofá Retrátil Lisboa', price: 2000 });
const shoes = () => cartLine({ idCartItem: 2, idProduct: 102, idSku: 1020, quantity: 2, name: 'Tênis Corrida Pro', price: 300 });

/**
 * A cart server over the fake API: it applies each change when the request arrives and answers the
 * whole cart; `slow[name]` holds that operation's answer until released.
 */
function cartServer(lines: CartLine[] = [sofa(), shoes()]) {
  const state = { lines: lines.map((l) => ({ ...l })), discountKey: null as string | null };
  const slow: Partial<Record<OperationName, Promise<void>>> = {};
  const snapshot = () =>
    cartOf(
      state.lines.map((l) => ({ ...l })),
      { discountKey: state.discountKey, totalDiscount: state.discountKey ? 100 : 0 },
    );
  const answer = async <T>(name: OperationName, result: T): Promise<T> => {
    const gate = slow[name];
    slow[name] = undefined;
    if (gate) await gate;
    return result;
  };
  const json = (call: MockCall) => call.json as { idCartItem: number; quantity: number; key: string };
  const api = fakeApi({
    cartCount: () => answer('cartCount', { quantity: snapshot().quantityTotalItens, removedProducts: [] }),
    cartContents: () => answer('cartContents', snapshot()),
    changeCartItem: (call) => {
      const { idCartItem, quantity } = json(call);
      const line = state.lines.find((l) => l.idCartItem === idCartItem);
      if (!line) return { fail: 'Item não encontrado no carrinho.', status: 404 };
      if (quantity > line.stock) return { fail: `Temos apenas ${line.stock} em estoque.`, status: 409 };
      line.quantity = quantity;
      return answer('changeCartItem', snapshot());
    },
    removeCartItem: (call) => {
      state.lines = state.lines.filter((l) => l.idCartItem !== json(call).idCartItem);
      return answer('removeCartItem', snapshot());
    },
    applyDiscount: (call) => {
      if (json(call).key !== 'BEMVINDO10') return { fail: 'Cupom inválido ou expirado.', status: 400 };
      state.discountKey = 'BEMVINDO10';
      return answer('applyDiscount', snapshot());
    },
    removeDiscount: () => {
      state.discountKey = null;
      return answer('removeDiscount', snapshot());
    },
    addToCart: (call) => {
      const { idProduct, quantity } = call.json as { idProduct: number; quantity: number };
      const line = state.lines.find((l) => l.idProduct === idProduct);
      if (line) line.quantity += quantity;
      else state.lines.push(cartLine({ idCartItem: 10 + idProduct, idProduct, idSku: idProduct * 10, quantity }));
      return answer('addToCart', { success: true, quantity: snapshot().quantityTotalItens });
    },
  });
  const names = () => api.calls.map((c) => c.operation);
  return { state, slow, api, names };
}

const quantities = () => $cart.get().data?.items.map((l) => [l.idCartItem, l.quantity]);

describe('$cart', () => {
  it('loads the count with the light count operation, and the lines only when a widget shows them', async () => {
    const server = cartServer();
    show($cartQuantity);
    await allTasks();
    expect($cartQuantity.get()).toMatchObject({ status: 'ready', quantity: 3 });
    expect(server.names()).toEqual(['cartCount']);

    show($cart);
    expect($cart.get().status).toBe('loading');
    await allTasks();
    expect($cart.get()).toMatchObject({ status: 'ready', stale: false, error: null });
    expect($cart.get().data).toMatchObject({ subTotal: 2600, total: 2600, quantityTotalItens: 3, discountKey: null, shipping: null });
    expect(server.names()).toEqual(['cartCount', 'cartContents']);
  });

  it('is empty when the cart has no lines', async () => {
    cartServer([]);
    show($cart);
    show($cartQuantity);
    await allTasks();
    expect($cart.get()).toMatchObject({ status: 'empty', data: { items: [] } });
    expect($cartQuantity.get()).toMatchObject({ status: 'empty', quantity: 0 });
  });

  it('is in error with the pt-BR text when the lines cannot be loaded', async () => {
    fakeApi({ cartContents: () => ({ fail: 'Erro interno.' }) });
    show($cart);
    await allTasks();
    expect($cart.get()).toMatchObject({ status: 'error', data: null });
    expect($cart.get().error?.message).toBe('Erro interno.');
  });

  it('a quantity change takes the whole cart answered, and the count from it, with no other request', async () => {
    const server = cartServer();
    show($cartQuantity);
    show($cart);
    await allTasks();
    const outcome = changeQuantity(2, 4);
    expect($cart.get().pending).toEqual([2]);
    expect(await outcome).toMatchObject({ status: 'done' });
    expect(quantities()).toEqual([[1, 1], [2, 4]]);
    expect($cart.get()).toMatchObject({ status: 'ready', pending: [], data: { subTotal: 3200, quantityTotalItens: 5 } });
    expect($cartQuantity.get().quantity).toBe(5);
    expect(server.names()).toEqual(['cartCount', 'cartContents', 'changeCartItem']);
    expect(server.api.calls[2]!.json).toEqual({ idCartItem: 2, quantity: 4 });
  });

  it('the same quantity as the cart holds sends nothing', async () => {
    const server = cartServer();
    show($cart);
    await allTasks();
    expect(await changeQuantity(2, 2)).toMatchObject({ status: 'done' });
    expect(server.api.count('changeCartItem')).toBe(0);
  });

  it('a removal takes the cart answered and emits jet:product-removed', async () => {
    const server = cartServer();
    const removed = onEvent('jet:product-removed');
    show($cartQuantity);
    show($cart);
    await allTasks();
    expect(await removeItem(1)).toMatchObject({ status: 'done' });
    expect(quantities()).toEqual([[2, 2]]);
    expect($cartQuantity.get().quantity).toBe(2);
    expect(removed).toHaveBeenCalledWith({ idProduct: 101, idCartItem: 1 }, expect.anything());
    // our own event is not taken for theme code's: no reload
    expect(server.names()).toEqual(['cartCount', 'cartContents', 'removeCartItem']);
  });

  it('removing the last line leaves an empty cart and a zero count', async () => {
    cartServer([sofa()]);
    show($cartQuantity);
    show($cart);
    await allTasks();
    await removeItem(1);
    expect($cart.get().status).toBe('empty');
    expect($cartQuantity.get()).toMatchObject({ status: 'empty', quantity: 0 });
  });

  it('an add takes the count from its answer, marks the lines stale and emits jet:product-added', async () => {
    const server = cartServer();
    const added = onEvent('jet:product-added');
    show($cartQuantity);
    await allTasks();
    const outcome = await addToCart({ idProduct: 103, idSku: 1030, quantity: 2, isRecurrent: false });
    expect(outcome).toEqual({ status: 'done', answer: { success: true, quantity: 5 } });
    expect($cartQuantity.get().quantity).toBe(5);
    expect(added).toHaveBeenCalledWith({ idProduct: 103, idSku: 1030, quantity: 2 }, expect.anything());
    // no count refetch after the add, and no lines until a widget shows them
    expect(server.names()).toEqual(['cartCount', 'addToCart']);

    show($cart);
    await allTasks();
    expect(quantities()).toEqual([[1, 1], [2, 2], [113, 2]]);
    expect(server.names()).toEqual(['cartCount', 'addToCart', 'cartContents']);
  });

  it('an add while the lines are shown reloads them', async () => {
    const server = cartServer();
    show($cart);
    await allTasks();
    const adding = addToCart({ idProduct: 101, idSku: 1010, quantity: 1, isRecurrent: false });
    server.slow.cartContents = Promise.resolve();
    await adding;
    expect($cart.get().stale).toBe(true);
    await allTasks();
    expect($cart.get().stale).toBe(false);
    expect(quantities()).toEqual([[1, 2], [2, 2]]);
    expect(server.names()).toEqual(['cartContents', 'addToCart', 'cartContents']);
  });

  it('a falsy add answer changes nothing and emits nothing', async () => {
    const added = onEvent('jet:product-added');
    fakeApi({ cartCount: () => ({ quantity: 1, removedProducts: [] }), addToCart: () => ({ success: false, quantity: 0 }) });
    show($cartQuantity);
    await allTasks();
    expect(await addToCart({ idProduct: 1, idSku: null, quantity: 1, isRecurrent: false })).toMatchObject({ status: 'done', answer: { success: false } });
    expect($cartQuantity.get().quantity).toBe(1);
    expect(added).not.toHaveBeenCalled();
  });

  it('applies and removes a discount key', async () => {
    cartServer();
    show($cart);
    await allTasks();
    expect(await applyDiscount('BEMVINDO10')).toMatchObject({ status: 'done' });
    expect($cart.get().data).toMatchObject({ discountKey: 'BEMVINDO10', totalDiscount: 100, total: 2500 });
    await removeDiscount();
    expect($cart.get().data).toMatchObject({ discountKey: null, totalDiscount: 0, total: 2600 });
  });

  it('an unknown discount key keeps the cart and answers the server text (the state keeps no write error)', async () => {
    cartServer();
    show($cart);
    await allTasks();
    const outcome = await applyDiscount('XPTO');
    expect(outcome).toMatchObject({ status: 'failed', error: { message: 'Cupom inválido ou expirado.', status: 400 } });
    expect($cart.get()).toMatchObject({ status: 'ready', data: { discountKey: null }, error: null });
  });

  it('a failed change keeps the previous quantity and exposes the pt-BR error', async () => {
    cartServer([cartLine({ idCartItem: 1, idProduct: 101, idSku: 1010, quantity: 2, stock: 5 })]);
    show($cartQuantity);
    show($cart);
    await allTasks();
    const outcome = await changeQuantity(1, 8);
    expect(outcome).toMatchObject({ status: 'failed', error: { message: 'Temos apenas 5 em estoque.' } });
    expect(quantities()).toEqual([[1, 2]]);
    expect($cart.get()).toMatchObject({ status: 'ready', pending: [] });
    expect($cartQuantity.get().quantity).toBe(2);
  });

  it('a change of a line aborts the change of the same line it replaces', async () => {
    const server = cartServer();
    show($cart);
    await allTasks();
    const slow = hold();
    server.slow.changeCartItem = slow.gate;
    const first = changeQuantity(2, 4);
    const second = changeQuantity(2, 5);
    expect(await first).toEqual({ status: 'superseded' });
    expect(await second).toMatchObject({ status: 'done' });
    const signals = vi.mocked(fetch)
      .mock.calls.filter(([input]) => !(input instanceof Request ? input.url : String(input)).endsWith('/xsrf')) // the token's priming
      .map(([input, init]) => (input instanceof Request ? input.signal : init?.signal));
    expect(signals[1]?.aborted).toBe(true);
    expect(signals[2]?.aborted).toBe(false);
    slow.release();
    await allTasks();
    expect(quantities()).toEqual([[1, 1], [2, 5]]);
  });

  it('a slow change answered after a later removal of the line does not bring it back', async () => {
    const server = cartServer();
    const removed = onEvent('jet:product-removed');
    show($cart);
    show($cartQuantity);
    await allTasks();
    const slow = hold();
    server.slow.changeCartItem = slow.gate;
    const changing = changeQuantity(1, 3); // the server applies it, its answer (with the sofa) is late
    const removing = removeItem(1);
    expect(await removing).toMatchObject({ status: 'done' });
    slow.release();
    expect(await changing).toEqual({ status: 'superseded' });
    await allTasks();
    expect(quantities()).toEqual([[2, 2]]);
    expect($cartQuantity.get().quantity).toBe(2);
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it('an answer older than the newest one taken is ignored, and the cart is reloaded once the changes settle', async () => {
    const server = cartServer();
    show($cart);
    await allTasks();
    const slow = hold();
    server.slow.changeCartItem = slow.gate;
    const changing = changeQuantity(1, 3); // answered late, with the shoes still in the cart
    await removeItem(2);
    expect(quantities()).toEqual([[1, 3]]);
    slow.release();
    expect(await changing).toMatchObject({ status: 'done' });
    // the late answer still lists the shoes: not taken
    expect(quantities()).toEqual([[1, 3]]);
    await allTasks();
    expect(quantities()).toEqual([[1, 3]]);
    expect(server.names()).toEqual(['cartContents', 'changeCartItem', 'removeCartItem', 'cartContents']);
  });

  it('a load answered after a change is not taken over it', async () => {
    const server = cartServer();
    show($cart);
    await allTasks();
    const slow = hold();
    server.slow.cartContents = slow.gate;
    const loading = loadCart(); // read before the change: its late answer still says 1
    await changeQuantity(1, 4);
    slow.release();
    expect(await loading).toMatchObject({ status: 'done', answer: { items: [{ quantity: 1 }, { quantity: 2 }] } });
    expect(quantities()).toEqual([[1, 4], [2, 2]]);
  });

  it('never retries a write', async () => {
    const api = fakeApi({
      cartContents: () => cartOf([sofa()]),
      changeCartItem: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    show($cart);
    await allTasks();
    const outcome = await changeQuantity(1, 2);
    expect(outcome).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/conex/i) } });
    expect(api.count('changeCartItem')).toBe(1);
  });

  it('reloads the count when theme code dispatches the cart events', async () => {
    const server = cartServer();
    show($cartQuantity);
    await allTasks();
    server.state.lines.push(cartLine({ idCartItem: 9, idProduct: 109, idSku: 1090, quantity: 4 }));
    document.dispatchEvent(new CustomEvent('jet:product-added', { detail: { idProduct: 109, idSku: null, quantity: 4 } }));
    await allTasks();
    expect($cartQuantity.get().quantity).toBe(7);
    document.dispatchEvent(new CustomEvent('jet:product-removed', { detail: { idCartItem: 9 } }));
    await allTasks();
    expect(server.names()).toEqual(['cartCount', 'cartCount', 'cartCount']);
  });

  it('keeps the expiry notice the count answer carries', async () => {
    fakeApi({ cartCount: () => ({ quantity: 0, removedProducts: ['Sofá Retrátil Lisboa'] }) });
    show($cartQuantity);
    await allTasks();
    expect($cartQuantity.get().removedProducts).toEqual(['Sofá Retrátil Lisboa']);
  });

  it('works where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    cartServer();
    show($cart);
    await allTasks();
    expect(await changeQuantity(1, 2)).toMatchObject({ status: 'done' });
    expect(quantities()).toEqual([[1, 2], [2, 2]]);
  });
});

describe('$cart in two tabs', () => {
  /** A second copy of the store, as another tab of the same store would run it. */
  async function otherTab() {
    vi.resetModules();
    const tab = await import('../../../src/stores/cart');
    stops.push(() => tab.resetCart());
    return tab;
  }

  it('a change in one tab reaches the other through BroadcastChannel', async () => {
    const server = cartServer();
    show($cart);
    show($cartQuantity);
    const tab = await otherTab();
    stops.push(tab.$cart.listen(() => {}), tab.$cartQuantity.listen(() => {}));
    await allTasks();
    await vi.waitFor(() => expect(tab.$cart.get().status).toBe('ready'));

    await changeQuantity(2, 5);
    await vi.waitFor(() => expect(tab.$cart.get().data?.items.map((l) => l.quantity)).toEqual([1, 5]));
    expect(tab.$cartQuantity.get().quantity).toBe(6);

    await tab.applyDiscount('BEMVINDO10');
    await vi.waitFor(() => expect($cart.get().data?.discountKey).toBe('BEMVINDO10'));
    expect($cart.get().data).toEqual(tab.$cart.get().data);

    await addToCart({ idProduct: 104, idSku: 1040, quantity: 1, isRecurrent: false });
    await vi.waitFor(() => expect(tab.$cartQuantity.get().quantity).toBe(7));
    // the other tab shows lines, so it reloads them after the add
    await vi.waitFor(() => expect(tab.$cart.get().data?.items).toHaveLength(3));
    expect($cartQuantity.get().quantity).toBe(7);
    expect(server.api.count('changeCartItem')).toBe(1);
  });
});
