/**
 * What the order pages add to the spec, as a shopper sees it: each history row's products (pictures,
 * names, '+N') and 'Pagar agora' for an order whose Pix or boleto can still be paid; the details' items
 * linked to their product pages; 'Cancelar pedido' with its confirmation; the payment block reached at
 * #pagamento.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { CustomerOrderData } from '../../../widgets/customer-order-data/customer-order-data';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { CustomerOrders } from '../../../widgets/customer-orders/customer-orders';
import { cancelledOrder, orderAnswers, orderSummaries, physicalOrder, unpaidOrder, unpaidSummary } from '../../../stories/order-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

const goTo = (path: string) => window.history.replaceState(null, '', path);
const rowOf = (id: number) => screen.getByRole('rowheader', { name: `#${id}` }).closest('tr')!;

beforeEach(() => {
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  goTo('/');
});

describe('order history: products and Pagar agora', () => {
  it("shows each order's pictures (up to 3), its products' names and how many more it has", async () => {
    fakeApi(orderAnswers({ history: [unpaidSummary(1050, 'pix', 1), ...orderSummaries(2)] }));
    render(<CustomerOrders />);
    await screen.findByRole('table');
    const row = rowOf(1050);
    expect(row).toHaveTextContent('Camiseta Básica Algodão, Caneca de Cerâmica 300 ml, Tênis de Corrida Leve');
    expect(within(row).getByText('+2')).toBeInTheDocument();
    expect(within(row).getByText('e mais 2 produtos')).toBeInTheDocument();
    expect(row.querySelectorAll('img')).toHaveLength(3);
    // one item, no '+N'
    const single = rowOf(1002);
    expect(single).toHaveTextContent('Camiseta Básica Algodão');
    expect(single.querySelectorAll('img')).toHaveLength(1);
    expect(within(single).queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it("offers 'Pagar agora' for a Pix or boleto still in time, leading to the order's payment block", async () => {
    fakeApi(
      orderAnswers({
        history: [
          unpaidSummary(1053, 'pix', 1),
          unpaidSummary(1052, 'boleto', 30),
          // the Pix's day is over; an order not waiting for payment
          unpaidSummary(1051, 'pix', 25),
          { ...unpaidSummary(1050, 'boleto', 1), awaitingPayment: false, nameStatus: 'Aprovado' },
        ],
      }),
    );
    render(<CustomerOrders />);
    await screen.findByRole('table');
    expect(within(rowOf(1053)).getByRole('link', { name: 'Pagar agora o pedido 1053' })).toHaveAttribute('href', '/customer/order/details/1053#pagamento');
    expect(within(rowOf(1052)).getByRole('link', { name: 'Pagar agora o pedido 1052' })).toHaveAttribute('href', '/customer/order/details/1052#pagamento');
    expect(within(rowOf(1051)).queryByRole('link', { name: /Pagar agora/ })).not.toBeInTheDocument();
    expect(within(rowOf(1050)).queryByRole('link', { name: /Pagar agora/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Ver detalhes do pedido/ })).toHaveLength(4);
  });

  it('shows the spec\'s row, without pictures or Pagar agora, for a platform whose history has only its fields', async () => {
    const bare = orderSummaries(1).map(({ idOrder, dateOrder, total, namePaymentMethodGateway, nameStatus }) => ({ idOrder, dateOrder, total, namePaymentMethodGateway, nameStatus: nameStatus }));
    fakeApi(orderAnswers({ history: [{ ...bare[0]!, nameStatus: 'Novo' }] }));
    render(<CustomerOrders />);
    await screen.findByRole('table');
    const row = rowOf(1001);
    expect(row.querySelectorAll('img')).toHaveLength(0);
    expect(within(row).queryByRole('link', { name: /Pagar agora/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ver detalhes do pedido 1001' })).toBeInTheDocument();
  });
});

describe('order details: items and Cancelar pedido', () => {
  beforeEach(() => goTo('/customer/order/details/1046'));

  const withOrder = (order = unpaidOrder()) => {
    const api = fakeApi({ ...orderAnswers(), orderDetails: order });
    return api;
  };

  it('links each item to its product page with its picture; a product no longer sold stays plain text', async () => {
    withOrder(physicalOrder);
    render(<CustomerOrderDetails />);
    const items = within(await screen.findByRole('region', { name: 'Itens do pedido' })).getByRole('table');
    const shirt = within(items).getByRole('link', { name: 'Camiseta Básica Algodão' });
    expect(shirt).toHaveAttribute('href', '/produto/camiseta-basica-algodao');
    expect(shirt.closest('tr')!.querySelector('img')).not.toBeNull();
    expect(within(items).queryByRole('link', { name: 'Caneca de Cerâmica 300 ml' })).not.toBeInTheDocument();
    expect(within(items).getByRole('rowheader', { name: /Caneca de Cerâmica 300 ml/ })).toBeInTheDocument();
  });

  it('cancels an unpaid order after the confirmation: Cancelado shows, the button goes and a note takes the focus', async () => {
    const order = unpaidOrder();
    const api = withOrder(order);
    api.set('cancelOrder', cancelledOrder(order));
    const user = userEvent.setup();
    render(<CustomerOrderDetails />);
    const cancel = await screen.findByRole('button', { name: 'Cancelar pedido' });

    // changing one's mind asks nothing of the store
    await user.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar o pedido #1046?' });
    expect(dialog).toHaveAccessibleDescription('O código Pix deste pedido deixará de valer.');
    await user.click(within(dialog).getByRole('button', { name: 'Não, manter pedido' }));
    expect(api.count('cancelOrder')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sim, cancelar pedido' }));
    const note = await screen.findByText('Pedido #1046 cancelado.');
    expect(note).toHaveFocus();
    expect(api.calls.filter((c) => c.operation === 'cancelOrder').map((c) => c.json)).toEqual([{ idOrder: 1046 }]);
    expect(screen.getByText('Cancelado', { selector: '.jet-customer-order-details__status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('tells a boleto order that its boleto stops being payable and that the store credit it used comes back', async () => {
    withOrder({ ...unpaidOrder(), orderPayment: { ...unpaidOrder().orderPayment, method: 'boleto' }, totalShoppingVoucher: 40 });
    const user = userEvent.setup();
    render(<CustomerOrderDetails />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    expect(screen.getByRole('alertdialog', { name: 'Cancelar o pedido #1046?' })).toHaveAccessibleDescription(
      /^O boleto deste pedido deixará de valer\. O Vale Compra usado \(R\$\s40,00\) volta para o seu saldo\.$/,
    );
  });

  it("says why when the store refuses, and keeps the button", async () => {
    const api = withOrder();
    api.set('cancelOrder', { fail: 'O pedido #1046 já foi pago e não pode mais ser cancelado. Para desistir da compra, solicite a troca ou devolução.', status: 409 });
    const user = userEvent.setup();
    render(<CustomerOrderDetails />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sim, cancelar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O pedido #1046 já foi pago e não pode mais ser cancelado.');
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeEnabled();
  });

  it('offers no cancel for a paid order, nor for an unpaid one already cancelled', async () => {
    withOrder(physicalOrder);
    const { unmount } = render(<CustomerOrderDetails />);
    await screen.findByRole('heading', { level: 1, name: 'Pedido #1042' });
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    unmount();
    withOrder(cancelledOrder(unpaidOrder()));
    render(<CustomerOrderDetails />);
    await screen.findByRole('heading', { level: 1, name: 'Pedido #1046' });
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });
});

describe('order data: #pagamento', () => {
  it('brings the payment block into view and focuses it when the page opens at #pagamento', async () => {
    goTo('/customer/order/details/1046#pagamento');
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    fakeApi({ ...orderAnswers(), orderDetails: unpaidOrder() });
    render(<CustomerOrderData />);
    const payment = await screen.findByRole('region', { name: 'Pagamento' });
    await waitFor(() => expect(payment).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(within(payment).getByRole('textbox', { name: 'Pix copia e cola' })).toBeInTheDocument();
  });

  it('says a cancelled order has nothing to pay, without its code or the expiry message', async () => {
    goTo('/customer/order/details/1046');
    fakeApi({ ...orderAnswers(), orderDetails: cancelledOrder(unpaidOrder()) });
    render(<CustomerOrderData />);
    const payment = await screen.findByRole('region', { name: 'Pagamento' });
    expect(within(payment).getByText('Este pedido foi cancelado. Não há pagamento a fazer.')).toBeInTheDocument();
    expect(within(payment).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(payment).queryByText(/O prazo para pagamento/)).not.toBeInTheDocument();
  });

  it('leaves the focus alone without the anchor', async () => {
    goTo('/customer/order/details/1046');
    fakeApi({ ...orderAnswers(), orderDetails: unpaidOrder() });
    render(<CustomerOrderData />);
    const payment = await screen.findByRole('region', { name: 'Pagamento' });
    await screen.findByRole('textbox', { name: 'Pix copia e cola' });
    expect(payment).not.toHaveFocus();
  });
});
