import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerNavigation } from '../../../src/customer/navigation';
import type { OperationName } from '../../../src/api/operations';
import { CustomerOrderData } from '../../../widgets/customer-order-data/customer-order-data';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { CustomerOrderStatus } from '../../../widgets/customer-order-status/customer-order-status';
import { orderAnswers, physicalOrder } from '../../../stories/order-fixtures';
import { signedIn, signedOut } from '../../fixtures/api-data';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';

/**
 * A customer page's reads leave together with the login status, not one round trip after it (issue 24):
 * the server answers them for the session's customer, so they need nothing from the status. Each test
 * holds every answer until both requests are in: with reads that waited for the status, the second one
 * never comes and the test fails.
 */

/** Answers held until `open()`: the page's requests are all sent before any answers. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const held =
    <T,>(answer: T) =>
    async () => {
      await opened;
      return answer;
    };
  return { open, held, opened };
}

const operations = (api: MockApi) => api.calls.map((call) => call.operation);

/** Waits until `names` were all asked (each request in flight: nothing has answered yet). */
async function allInFlight(api: MockApi, names: OperationName[]) {
  await waitFor(() => expect(operations(api)).toEqual(expect.arrayContaining(names)));
}

const goTo = (path: string) => window.history.replaceState(null, '', path);
const MESSAGE = 'Não foi possível carregar sua conta. Tente novamente.';

describe('the order details page reads the order with the login status', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    go = vi.spyOn(customerNavigation, 'go').mockImplementation(() => undefined);
    goTo(`/customer/order/details/${physicalOrder.idOrder}`);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    goTo('/');
  });

  it('asks for the login status and the order at once, and shows the order when both are in', async () => {
    const { open, held } = gate();
    const api = fakeApi({ ...orderAnswers(), loginStatus: held({ data: signedIn }), orderDetails: held(physicalOrder) });
    render(<CustomerOrderDetails />);
    await allInFlight(api, ['loginStatus', 'orderDetails']);
    // nothing answered yet: the page still checks, and shows no order
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido #${physicalOrder.idOrder}` })).toBeInTheDocument();
    expect(api.count('orderDetails')).toBe(1);
    expect(api.count('loginStatus')).toBe(1);
  });

  it('the data and status widgets alone ask for the order with the status too, once for both', async () => {
    const { open, held } = gate();
    const api = fakeApi({ ...orderAnswers(), loginStatus: held({ data: signedIn }), orderDetails: held(physicalOrder) });
    render(
      <>
        <CustomerOrderData />
        <CustomerOrderStatus />
      </>,
    );
    await allInFlight(api, ['loginStatus', 'orderDetails']);
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Status do seu pedido' })).toBeInTheDocument();
    expect(api.count('orderDetails')).toBe(1);
  });

  it('still shows the order only once the status lets the customer in', async () => {
    let letIn!: () => void;
    const status = new Promise<void>((resolve) => (letIn = resolve));
    const api = fakeApi({
      ...orderAnswers(),
      loginStatus: async () => {
        await status;
        return { data: signedIn };
      },
    });
    render(<CustomerOrderDetails />);
    // the order is in, the status is not: nothing of the order shows yet
    await waitFor(() => expect(api.count('orderDetails')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    letIn();
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido #${physicalOrder.idOrder}` })).toBeInTheDocument();
  });

  it('a visitor is sent to /customer as before (the order answers 401 meanwhile, and is not shown)', async () => {
    const { open, held } = gate();
    const api = fakeApi({
      ...orderAnswers(),
      loginStatus: held({ data: signedOut }),
      orderDetails: held({ fail: 'Faça login para continuar.', status: 401, code: 'LOGIN_REQUIRED' }),
    });
    render(<CustomerOrderDetails />);
    await allInFlight(api, ['loginStatus', 'orderDetails']);
    open();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("when the status and the order both failed, the guard's retry reads both again and shows the order", async () => {
    const api = fakeApi({ ...orderAnswers(), loginStatus: { fail: 'Erro interno.' }, orderDetails: { fail: 'Erro interno.' } });
    render(<CustomerOrderDetails />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    await waitFor(() => expect(api.count('orderDetails')).toBeGreaterThan(0));
    const asked = api.count('orderDetails');
    api.set('loginStatus', { data: signedIn });
    api.set('orderDetails', physicalOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido #${physicalOrder.idOrder}` })).toBeInTheDocument();
    expect(api.count('orderDetails')).toBe(asked + 1);
    expect(go).not.toHaveBeenCalled();
  });
});
