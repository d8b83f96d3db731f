import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { $cartQuantity } from '../../../src/stores/cart';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { exchangeLink } from '../../../widgets/customer-order-details/use-customer-order-details';
import { CustomerOrderStatus } from '../../../widgets/customer-order-status/customer-order-status';
import { EXCHANGE_TEMPLATE, idOrderOf, orderAnswers, physicalOrder } from '../../../stories/order-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

/** The text as read (the currency's no-break space as a space). */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');
const goTo = (path: string) => window.history.replaceState(null, '', path);
const section = (name: string) => screen.getByRole('region', { name });
const total = (name: string) => within(section('Valores')).getByText(name).closest('div')!;

describe('<jet-customer-order-details>', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    goTo('/customer/order/details');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    goTo('/');
  });

  it('shows the latest order on /customer/order/details: items with variations, values and totals', async () => {
    const api = fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #1042' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.operation === 'orderDetails').map(idOrderOf)).toEqual([undefined]);
    expect(screen.getByText('Realizado em 18/03/2026 13:30')).toBeInTheDocument();
    const items = within(section('Itens do pedido')).getByRole('table');
    const [head, shirt, mug] = within(items).getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Produto', 'Quantidade', 'Valor unitário', 'Valor']);
    expect(within(shirt!).getByRole('rowheader')).toHaveTextContent('Camiseta Básica Algodão');
    expect(within(shirt!).getByText('Cor: Azul')).toBeInTheDocument();
    expect(within(shirt!).getByText('Tamanho: M')).toBeInTheDocument();
    expect(within(shirt!).getAllByRole('cell').map(text)).toEqual(['2', 'R$ 59,90', 'R$ 119,80']);
    expect(within(mug!).getAllByRole('cell').map(text)).toEqual(['1', 'R$ 39,90', 'R$ 39,90']);
    expect(total('Valor dos itens')).toHaveTextContent('R$ 159,70');
    expect(total('Frete')).toHaveTextContent('R$ 19,90');
    expect(total('Total')).toHaveTextContent('R$ 179,60');
    for (const absent of ['Desconto', 'Vale Compra', 'Juros', 'Parcelamento']) expect(within(section('Valores')).queryByText(absent)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arquivos digitais' })).not.toBeInTheDocument();
  });

  it('shows the order of the address, with discount, store credit, interest and installments', async () => {
    goTo('/customer/order/details/1043');
    const api = fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #1043' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.operation === 'orderDetails').map(idOrderOf)).toEqual([1043]);
    expect(total('Desconto')).toHaveTextContent('- R$ 15,97');
    expect(total('Vale Compra')).toHaveTextContent('- R$ 30,00');
    expect(total('Juros')).toHaveTextContent('R$ 6,21');
    expect(total('Total')).toHaveTextContent('R$ 139,84');
    expect(total('Parcelamento')).toHaveTextContent('3x de R$ 46,61');
  });

  it('takes the order-id attribute over the address', async () => {
    goTo('/customer/order/details/1043');
    fakeApi(orderAnswers());
    render(<CustomerOrderDetails orderId={1042} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #1042' })).toBeInTheDocument();
  });

  it('says the order was not found (404) with a way back to the list', async () => {
    goTo('/customer/order/details/77');
    fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, o pedido #77 não foi localizado.');
    expect(screen.getByRole('link', { name: 'Voltar para meus pedidos' })).toHaveAttribute('href', '/customer/order');
  });

  it('sends a customer without orders from /customer/order/details to /customer/order', async () => {
    fakeApi(orderAnswers({ latest: null }));
    render(<CustomerOrderDetails />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/order'));
  });

  it('lists the files per product of an approved digital order and downloads one', async () => {
    goTo('/customer/order/details/1044');
    const api = fakeApi(orderAnswers());
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    render(<CustomerOrderDetails />);
    const files = await screen.findByRole('region', { name: 'Arquivos digitais' });
    expect(await within(files).findByRole('heading', { level: 3, name: 'E-book Receitas Brasileiras' })).toBeInTheDocument();
    expect(within(files).getByRole('heading', { level: 3, name: 'Curso Online de Fotografia' })).toBeInTheDocument();
    expect(within(files).getAllByRole('button', { name: /^Baixar o arquivo/ })).toHaveLength(3);
    await user.click(within(files).getByRole('button', { name: 'Baixar o arquivo exercicios.zip' }));
    await waitFor(() => expect(saved).toEqual(['receitas-brasileiras.pdf']));
    expect(created).toHaveBeenCalledTimes(1);
    const call = api.calls.find((c) => c.operation === 'downloadAttachment')!;
    expect(Object.fromEntries(new URLSearchParams(call.params ?? ''))).toEqual({ idOrder: '1044', idProduct: '602', idOrderDetailAttachment: '9003' });
  });

  it('says the attachment was not found when the download fails', async () => {
    goTo('/customer/order/details/1044');
    fakeApi({ ...orderAnswers(), downloadAttachment: { fail: 'Oops', status: 404 } });
    const user = userEvent.setup();
    render(<CustomerOrderDetails />);
    await user.click(await screen.findByRole('button', { name: 'Baixar o arquivo modulo-1.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, o anexo do pedido #1044 não foi localizado.');
  });

  it('keeps the files of an order not yet approved, with the message, without asking for them', async () => {
    goTo('/customer/order/details/1045');
    const api = fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    const files = await screen.findByRole('region', { name: 'Arquivos digitais' });
    expect(files).toHaveTextContent('Os arquivos dos produtos digitais aparecem aqui após a aprovação do pedido.');
    expect(within(files).queryByRole('button', { name: /^Baixar/ })).not.toBeInTheDocument();
    expect(api.count('orderAttachments')).toBe(0);
  });

  it('folds and unfolds a section', async () => {
    fakeApi(orderAnswers());
    const user = userEvent.setup();
    render(<CustomerOrderDetails />);
    const toggle = await screen.findByRole('button', { name: 'Ocultar Itens do pedido' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar Itens do pedido' }));
    expect(screen.getByRole('table')).toBeVisible();
  });

  it('prints in a 950x500 popup of the print view', async () => {
    fakeApi(orderAnswers());
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = userEvent.setup();
    render(<CustomerOrderDetails />);
    await user.click(await screen.findByRole('button', { name: 'Imprimir pedido' }));
    expect(open).toHaveBeenCalledWith('/customer/order/details/1042?print=1', 'jet-order-print', expect.stringContaining('width=950,height=500'));
  });

  it('the print view opens every section and prints 1 s after the order arrived', async () => {
    goTo('/customer/order/details/1042?print=1');
    fakeApi(orderAnswers());
    const print = vi.fn();
    vi.stubGlobal('print', print);
    // the fake clock follows the real one while the order loads; then the test moves it
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    render(<CustomerOrderDetails />);
    await screen.findByRole('heading', { level: 1, name: 'Pedido #1042' });
    expect(screen.queryByRole('button', { name: /^Ocultar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprar novamente' })).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeVisible();
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('re-orders every item through the cart store, says so and goes to /checkout after 3001 ms', async () => {
    const api = fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    const button = await screen.findByRole('button', { name: 'Comprar novamente' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Adicionado ao Carrinho!'), { interval: 1 });
    expect(api.calls.filter((c) => c.operation === 'addToCart').map((c) => c.json)).toEqual([
      { idProduct: 501, idSku: 7012, quantity: 2, isRecurrent: false },
      { idProduct: 502, idSku: null, quantity: 1, isRecurrent: false },
    ]);
    expect($cartQuantity.get().quantity).toBe(3);
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2900));
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(101));
    expect(go).toHaveBeenCalledWith('/checkout');
  });

  it('re-order with some products refused: names them and why, says the others were added, goes to /checkout', async () => {
    fakeApi({
      ...orderAnswers(),
      addToCart: ({ json }) => (json.idProduct === 502 ? { fail: 'Produto esgotado.', status: 400 } : { success: true, quantity: 2 }),
    });
    render(<CustomerOrderDetails />);
    const button = await screen.findByRole('button', { name: 'Comprar novamente' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Adicionado ao Carrinho!'), { interval: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent('O produto “Caneca de Cerâmica 300 ml” não pôde ser adicionado no carrinho. Produto esgotado.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('502');
    act(() => vi.advanceTimersByTime(3001));
    expect(go).toHaveBeenCalledWith('/checkout');
  });

  it('re-order with every product refused: an error, and the customer stays', async () => {
    fakeApi({ ...orderAnswers(), addToCart: { fail: 'Produto indisponível.', status: 400 } });
    render(<CustomerOrderDetails />);
    const button = await screen.findByRole('button', { name: 'Comprar novamente' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Produtos não adicionados ao Carrinho!'), { interval: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O produto “Camiseta Básica Algodão” não pôde ser adicionado no carrinho. Produto indisponível. O produto “Caneca de Cerâmica 300 ml” não pôde ser adicionado no carrinho. Produto indisponível.',
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(go).not.toHaveBeenCalled();
  });

  it('links to the exchange/return service when the attribute is set and the service is on', async () => {
    const api = fakeApi(orderAnswers());
    const { unmount } = render(<CustomerOrderDetails exchangeUrl={EXCHANGE_TEMPLATE} />);
    expect(await screen.findByRole('link', { name: /Solicitar troca ou devolução/ })).toHaveAttribute(
      'href',
      'https://trocas.example.com/loja-jet/pedido/1042?email=maria%40example.com',
    );
    unmount();
    api.set('exchange', { status: false, accessAccount: '' });
    fakeApi(api.answers);
    const { unmount: again } = render(<CustomerOrderDetails exchangeUrl={EXCHANGE_TEMPLATE} />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.count('exchange')).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /Solicitar troca/ })).not.toBeInTheDocument();
    again();
    const plain = fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Solicitar troca/ })).not.toBeInTheDocument();
    expect(plain.count('exchange')).toBe(0);
  });

  it('shares one orderDetails read with the status widget', async () => {
    const api = fakeApi(orderAnswers());
    render(
      <>
        <CustomerOrderDetails />
        <CustomerOrderStatus />
      </>,
    );
    await screen.findByRole('heading', { level: 2, name: 'Status do seu pedido' });
    await screen.findByRole('heading', { level: 1, name: 'Pedido #1042' });
    expect(api.count('orderDetails')).toBe(1);
  });
});

describe('exchangeLink', () => {
  it('fills the template URL-encoded', () => {
    expect(exchangeLink('https://x.test/{accessAccount}?p={idOrder}&e={email}&again={idOrder}', { accessAccount: 'a b', idOrder: 5, email: 'm+1@x.com' })).toBe(
      'https://x.test/a%20b?p=5&e=m%2B1%40x.com&again=5',
    );
  });
  it('uses the fixture order e-mail', () => {
    expect(physicalOrder.email).toBe('maria@example.com');
  });
});
