/**
 * The delivery tracking section of <jet-customer-order-details> (widgets/customer-order-details/order-tracking.tsx),
 * as a shopper reads it: carrier, code and its copy, the events newest first, and the empty and unavailable states.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../../src/api/operations/orders.types';
import { navigation } from '../../../src/routes/navigation';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { orderAnswers, physicalOrder } from '../../../stories/order-fixtures';
import { inTransitTracking } from '../../../stories/tracking-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

const goTo = (path: string) => window.history.replaceState(null, '', path);
const trackingRegion = () => screen.findByRole('region', { name: 'Rastreamento da entrega' });
const trackingCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.operation === 'orderTracking');

describe('<jet-customer-order-details> delivery tracking', () => {
  beforeEach(() => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    goTo('/customer/order/details/1042');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    goTo('/');
  });

  it('shows the carrier, the code and the events as a list, newest first, the first being the current step', async () => {
    const api = fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    const region = await trackingRegion();
    expect(await within(region).findByText('Transportadora Jet')).toBeInTheDocument();
    expect(within(region).getByText('Código de rastreamento').nextElementSibling).toHaveTextContent('JT000001042BR');
    const list = within(region).getByRole('list', { name: 'Andamento da entrega, do mais recente ao mais antigo' });
    const events = within(list).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      'Em trânsito (Situação atual)Centro de distribuição, Cajamar/SP20/03/2026 09:15',
      'Pedido postadoSão Paulo/SP19/03/2026 13:15',
    ]);
    expect(events[0]).toHaveAttribute('aria-current', 'step');
    expect(events[1]).not.toHaveAttribute('aria-current');
    expect(trackingCalls(api).map((call) => call.params)).toEqual(['idOrder=1042']);
  });

  it('copies the tracking code and says so', async () => {
    fakeApi(orderAnswers());
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CustomerOrderDetails />);
    const region = await trackingRegion();
    await user.click(await within(region).findByRole('button', { name: 'Copiar código de rastreamento JT000001042BR' }));
    expect(writeText).toHaveBeenCalledWith('JT000001042BR');
    expect(await within(region).findByText('Código de rastreamento copiado.')).toBeInTheDocument();
  });

  it('selects the code for a copy by hand when the browser refuses the clipboard', async () => {
    fakeApi(orderAnswers());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) }, configurable: true });
    render(<CustomerOrderDetails />);
    const region = await trackingRegion();
    await user.click(await within(region).findByRole('button', { name: /^Copiar código de rastreamento/ }));
    expect(await within(region).findByText(/Não foi possível copiar automaticamente/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('JT000001042BR');
  });

  it('says the tracking comes once the order is sent when it has not been dispatched', async () => {
    goTo('/customer/order/details/1043');
    fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    const region = await trackingRegion();
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'empty'));
    expect(within(region).getByText('O rastreamento aparece aqui quando o pedido for enviado.')).not.toHaveAttribute('aria-hidden');
    expect(within(region).queryByText('Carregando o rastreamento…')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Andamento da entrega/ })).not.toBeInTheDocument();
  });

  it('says the tracking is unavailable when the read fails (or answers another shape), and its retry reads it again', async () => {
    let fail = true;
    const api = fakeApi({ ...orderAnswers(), orderTracking: () => (fail ? { fail: 'Erro interno.' } : inTransitTracking) });
    const user = userEvent.setup();
    render(<CustomerOrderDetails />);
    const region = await trackingRegion();
    expect(await within(region).findByText('Não foi possível carregar o rastreamento agora.')).toBeInTheDocument();
    // the order itself stays readable
    expect(screen.getByRole('region', { name: 'Itens do pedido' })).toBeInTheDocument();
    fail = false;
    const before = trackingCalls(api).length;
    await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByText('Transportadora Jet')).toBeInTheDocument();
    expect(trackingCalls(api).length).toBe(before + 1);
  });

  it('treats an answer of another shape as unavailable', async () => {
    fakeApi({ ...orderAnswers(), orderTracking: { events: 'x' } as never });
    render(<CustomerOrderDetails />);
    expect(await within(await trackingRegion()).findByText('Não foi possível carregar o rastreamento agora.')).toBeInTheDocument();
  });

  it('shows no tracking, and asks none, for a digital-only order or a cancelled one', async () => {
    const cancelled: OrderDetails = {
      ...physicalOrder,
      idOrder: 1050,
      historyListOrderStatus: [...physicalOrder.historyListOrderStatus, { statusName: 'Cancelado', statusCode: '07', dateRegisterStatus: '2026-03-19T10:00:00' }],
    };
    for (const [path, latest] of [['/customer/order/details/1044', undefined], ['/customer/order/details', cancelled]] as const) {
      goTo(path);
      const api = fakeApi(orderAnswers(latest ? { latest } : {}));
      const { unmount } = render(<CustomerOrderDetails />);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(screen.getByRole('region', { name: 'Itens do pedido' })).toBeInTheDocument());
      expect(screen.queryByRole('region', { name: 'Rastreamento da entrega' })).not.toBeInTheDocument();
      expect(trackingCalls(api)).toEqual([]);
      unmount();
    }
  });
});

describe('<jet-customer-order-details> tracking while it loads', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    goTo('/');
  });

  it('says it is loading to screen readers, in the space of the not-dispatched text', async () => {
    goTo('/customer/order/details/1042');
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ ...orderAnswers(), orderTracking: 'loading' });
    render(<CustomerOrderDetails />);
    const region = await trackingRegion();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByText('Carregando o rastreamento…')).toBeInTheDocument();
    expect(within(region).getByText('O rastreamento aparece aqui quando o pedido for enviado.')).toHaveAttribute('aria-hidden', 'true');
  });
});
