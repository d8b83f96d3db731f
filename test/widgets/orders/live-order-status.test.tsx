/**
 * The order page follows a pending payment without a reload (issue 25, src/customer/orders/use-live-order-status.ts):
 * the order is asked again every 5 s while the tab is visible, once for the whole page, until its payment is final.
 */
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../../src/api/operations/orders.types';
import { navigation } from '../../../src/routes/navigation';
import { CustomerOrderData } from '../../../widgets/customer-order-data/customer-order-data';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { CustomerOrderStatus } from '../../../widgets/customer-order-status/customer-order-status';
import { orderAnswers, unpaidOrder } from '../../../stories/order-fixtures';
import { cardInReviewOrder } from '../../../stories/payment-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

const withStatus = (order: OrderDetails, statusName: string, statusCode: string): OrderDetails => ({
  ...order,
  historyListOrderStatus: [...order.historyListOrderStatus, { statusName, statusCode, dateRegisterStatus: new Date().toISOString() }],
});
const statusField = () => within(screen.getByRole('region', { name: 'Dados do Pedido' })).getByText('Status', { selector: 'dt' }).nextElementSibling;

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The order page as the demo has it: details, data and payment, status steps; the order's answer is `answer()`. */
function orderPage(answer: () => OrderDetails) {
  window.history.replaceState(null, '', '/customer/order/details/1046');
  const api = fakeApi({ ...orderAnswers(), orderDetails: () => answer(), orderTracking: null });
  render(
    <>
      <CustomerOrderDetails />
      <CustomerOrderData />
      <CustomerOrderStatus />
    </>,
  );
  return api;
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  // the fake clock follows the real one while the page loads; then the test moves it
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('live order status', () => {
  it("turns to 'Aprovado' and 'Pagamento confirmado.' without a reload once the Pix is paid, and then stops asking", async () => {
    const order = unpaidOrder(1);
    let answer = order;
    const api = orderPage(() => answer);
    expect(await screen.findByRole('textbox', { name: 'Pix copia e cola' })).toBeInTheDocument();
    expect(statusField()).toHaveTextContent('Novo');
    expect(api.count('orderDetails')).toBe(1);

    // three widgets, one read every 5 s
    await wait(4900);
    expect(api.count('orderDetails')).toBe(1);
    await wait(100);
    expect(api.count('orderDetails')).toBe(2);
    expect(statusField()).toHaveTextContent('Novo');

    answer = withStatus(order, 'Aprovado', '03');
    await wait(5000);
    expect(api.count('orderDetails')).toBe(3);
    expect(screen.getByText('Pagamento confirmado.')).toBeInTheDocument();
    expect(statusField()).toHaveTextContent('Aprovado');
    expect(screen.queryByRole('textbox', { name: 'Pix copia e cola' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR Code Pix/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).not.toBeInTheDocument();

    // final: no more reads
    await wait(30_000);
    expect(api.count('orderDetails')).toBe(3);
  });

  it("shows 'Pagamento não realizado' when the payment is refused, with no code to pay", async () => {
    const order = unpaidOrder(1);
    let answer = order;
    orderPage(() => answer);
    await screen.findByRole('textbox', { name: 'Pix copia e cola' });
    answer = withStatus(order, 'Pagamento não realizado', '06');
    await wait(5000);
    expect(statusField()).toHaveTextContent('Pagamento não realizado');
    expect(screen.getByText('O prazo para pagamento deste pedido terminou. O pagamento não pode mais ser realizado.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Pix copia e cola' })).not.toBeInTheDocument();
  });

  it("follows a card payment in the issuer's review: 'Pagamento em análise', then 'Pagamento confirmado.' once approved", async () => {
    const order = cardInReviewOrder(Date.now());
    let answer = order;
    const api = orderPage(() => answer);
    expect(await screen.findByRole('heading', { name: 'Pagamento em análise' })).toBeInTheDocument();
    expect(screen.getByText(/^A operadora do cartão está analisando o pagamento\./)).toBeInTheDocument();
    expect(statusField()).toHaveTextContent('Em aprovação');
    answer = withStatus(order, 'Aprovado', '03');
    await wait(5000);
    expect(api.count('orderDetails')).toBe(2);
    expect(screen.getByText('Pagamento confirmado.')).toBeInTheDocument();
    expect(statusField()).toHaveTextContent('Aprovado');
    expect(screen.queryByRole('heading', { name: 'Pagamento em análise' })).not.toBeInTheDocument();
    await wait(30_000);
    expect(api.count('orderDetails')).toBe(2);
  });

  it('says so when the review refuses the card', async () => {
    const order = cardInReviewOrder(Date.now());
    let answer = order;
    orderPage(() => answer);
    await screen.findByRole('heading', { name: 'Pagamento em análise' });
    answer = withStatus(order, 'Pagamento não realizado', '06');
    await wait(5000);
    expect(statusField()).toHaveTextContent('Pagamento não realizado');
    expect(screen.getByRole('note')).toHaveTextContent('A operadora do cartão não aprovou o pagamento deste pedido. Para comprar estes itens, faça um novo pedido.');
    expect(screen.queryByRole('heading', { name: 'Pagamento em análise' })).not.toBeInTheDocument();
  });

  it('asks nothing while the tab is hidden, and at once when it is shown again', async () => {
    const api = orderPage(() => unpaidOrder(1));
    await screen.findByRole('textbox', { name: 'Pix copia e cola' });
    setHidden(true);
    await wait(60_000);
    expect(api.count('orderDetails')).toBe(1);
    setHidden(false);
    await wait(0);
    expect(api.count('orderDetails')).toBe(2);
    await wait(5000);
    expect(api.count('orderDetails')).toBe(3);
  });

  it('keeps the order shown when a read fails, and goes on asking', async () => {
    const order = unpaidOrder(1);
    let answer: () => OrderDetails | { fail: string; status: number } = () => order;
    window.history.replaceState(null, '', '/customer/order/details/1046');
    const api = fakeApi({ ...orderAnswers(), orderDetails: () => answer(), orderTracking: null });
    render(<CustomerOrderData />);
    await screen.findByRole('textbox', { name: 'Pix copia e cola' });
    answer = () => ({ fail: 'Serviço indisponível.', status: 503 });
    await wait(5000);
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toBeInTheDocument();
    expect(screen.queryByText('Serviço indisponível.')).not.toBeInTheDocument();
    expect(api.count('orderDetails')).toBe(2);
    answer = () => withStatus(order, 'Aprovado', '03');
    await wait(5000);
    expect(screen.getByText('Pagamento confirmado.')).toBeInTheDocument();
  });

  it('does not ask again for an order already paid', async () => {
    const api = orderPage(() => withStatus(unpaidOrder(1), 'Aprovado', '03'));
    await screen.findByText('Pagamento confirmado.');
    await wait(30_000);
    expect(api.count('orderDetails')).toBe(1);
  });
});
