import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { pagerPages } from '../../../src/ui/pager';
import { CustomerOrders } from '../../../widgets/customer-orders/customer-orders';
import { ordersMatching, searchDigits } from '../../../widgets/customer-orders/use-customer-orders';
import { orderAnswers, orderSummaries, pageOf } from '../../../stories/order-fixtures';
import { signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('<jet-customer-orders>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a visitor to /customer', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ ...orderAnswers(), loginStatus: { data: signedOut } });
    render(<CustomerOrders />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });

  it('lists the first page of 10, newest first, with the columns and a details link per order', async () => {
    const api = fakeApi(orderAnswers({ history: orderSummaries(25) }));
    render(<CustomerOrders />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(within(table()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Pedido', 'Produtos', 'Data', 'Valor', 'Pagamento', 'Status', 'Ações']);
    expect(bodyRows()).toHaveLength(10);
    const first = bodyRows()[0]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('#1025');
    expect(first).toHaveTextContent('20/03/2026');
    expect(first).toHaveTextContent('R$ 89,90');
    expect(first).toHaveTextContent('Pix');
    expect(first).toHaveTextContent('Aprovado');
    expect(within(first).getByRole('link', { name: 'Ver detalhes do pedido 1025' })).toHaveAttribute('href', '/customer/order/details/1025');
    expect(api.calls.filter((c) => c.operation === 'orders').map(pageOf)).toEqual([{ page: 1, pageSize: 10 }]);
  });

  it('pages with first, previous, next and last and 2 page numbers either side', async () => {
    const api = fakeApi(orderAnswers({ history: orderSummaries(75) }));
    const user = userEvent.setup();
    render(<CustomerOrders />);
    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: 'Páginas de pedidos' });
    expect(within(pager).getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(within(pager).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('#1055'));
    expect(within(pager).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Página 3 de 8');
    await user.click(within(pager).getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    // the button pressed is now disabled: the table holds the focus
    await waitFor(() => expect(table()).toHaveFocus());
    expect(within(pager).getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(within(pager).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent)).toEqual(['6', '7', '8']);
    expect(api.calls.filter((c) => c.operation === 'orders').map((c) => pageOf(c).page)).toEqual([1, 3, 8]);
  });

  it('searches by order number over page 1 of 2000 and shows that order alone', async () => {
    const api = fakeApi(orderAnswers({ history: orderSummaries(25) }));
    const user = userEvent.setup();
    render(<CustomerOrders />);
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Buscar pelo número do pedido' });
    await user.type(box, '#10-07x');
    expect(box).toHaveValue('1007');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('#1007');
    expect(screen.getByRole('status')).toHaveTextContent('Pedido #1007 encontrado.');
    expect(screen.queryByRole('navigation', { name: 'Páginas de pedidos' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.operation === 'orders').map(pageOf)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 1, pageSize: 2000 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Ver todos os pedidos' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(box).toHaveValue('');
  });

  it('says Nenhum pedido encontrado! for a number the customer does not have', async () => {
    fakeApi(orderAnswers({ history: orderSummaries(5) }));
    const user = userEvent.setup();
    render(<CustomerOrders />);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox'), '99');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Nenhum pedido encontrado!', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum pedido encontrado!');
  });

  it('says Nenhum pedido encontrado! when there is no order, without a pager', async () => {
    fakeApi(orderAnswers({ history: [] }));
    render(<CustomerOrders />);
    expect(await screen.findByText('Nenhum pedido encontrado!', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with a retry that reads again', async () => {
    let fail = true;
    const api = fakeApi({ ...orderAnswers({ history: orderSummaries(3) }), orders: 'loading' });
    const { unmount } = render(<CustomerOrders />);
    await waitFor(() => expect(document.querySelector('.jet-customer-orders')).toHaveAttribute('data-state', 'loading'));
    expect(screen.getByText('Carregando os pedidos…')).toBeInTheDocument();
    unmount();
    const history = orderAnswers({ history: orderSummaries(3) }).orders as (call: { params: string | null }) => unknown;
    api.set('orders', (call) => (fail ? { fail: 'Erro interno.' } : (history(call) as never)));
    fakeApi(api.answers);
    const user = userEvent.setup();
    render(<CustomerOrders />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os seus pedidos.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });
});

describe('order history helpers', () => {
  it('keeps only digits of the search', () => {
    expect(searchDigits(' #12a3 ')).toBe('123');
  });
  it('matches the exact order number (leading zeros ignored)', () => {
    const orders = orderSummaries(20);
    expect(ordersMatching(orders, '1012').map((o) => o.idOrder)).toEqual([1012]);
    expect(ordersMatching(orders, '01012').map((o) => o.idOrder)).toEqual([1012]);
    expect(ordersMatching(orders, '101')).toEqual([]);
  });
  it('pager window of ±2 stays within 1..pageCount', () => {
    expect(pagerPages(1, 8, 2)).toEqual([1, 2, 3]);
    expect(pagerPages(5, 8, 2)).toEqual([3, 4, 5, 6, 7]);
    expect(pagerPages(8, 8, 2)).toEqual([6, 7, 8]);
    expect(pagerPages(2, 8)).toEqual([1, 2, 3]);
  });
});

describe('<jet-customer-orders> page failures', () => {
  it('shows the error of a page that failed, and its retry reads that page again', async () => {
    const all = orderSummaries(25);
    let failPage2 = true;
    const pages = orderAnswers({ history: all }).orders as (call: { params: string | null }) => never;
    const api = fakeApi({ ...orderAnswers({ history: all }), orders: (call) => (failPage2 && pageOf(call).page === 2 ? { fail: 'Erro interno.' } : pages(call)) });
    const user = userEvent.setup();
    render(<CustomerOrders />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os seus pedidos.');
    failPage2 = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('#1015'));
    expect(api.calls.filter((c) => c.operation === 'orders').map((c) => pageOf(c).page)).toEqual([1, 2, 2]);
  });
});
