import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationName } from '../../../src/api/operations';
import { navigation } from '../../../src/routes/navigation';
import { resetCart } from '../../../src/stores/cart';
import { query } from '../../../src/stores/query';
import { orderDetailsParams } from '../../../src/customer/orders/order-details-query';
import { Checkout } from '../../../widgets/checkout/checkout';
import { CustomerAddresses } from '../../../widgets/customer-addresses/customer-addresses';
import { CustomerData } from '../../../widgets/customer-data/customer-data';
import { CustomerOrderData } from '../../../widgets/customer-order-data/customer-order-data';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { CustomerOrderStatus } from '../../../widgets/customer-order-status/customer-order-status';
import { CustomerOrders } from '../../../widgets/customer-orders/customer-orders';
import { CustomerRegister } from '../../../widgets/customer-register/customer-register';
import { CustomerStoreCredit } from '../../../widgets/customer-store-credit/customer-store-credit';
import { DigitalProducts } from '../../../widgets/digital-products/digital-products';
import { checkoutAnswers } from '../../../stories/checkout-fixtures';
import { creditAnswers, creditWithEntries, digitalAnswers, mixedLines } from '../../../stories/digital-fixtures';
import { orderAnswers, physicalOrder } from '../../../stories/order-fixtures';
import { signedIn, signedOut } from '../../fixtures/api-data';
import { fakeApi, type Answers, type MockApi } from '../../fixtures/mock-api';
import { addressBookAnswers, home } from '../customer-account/fixtures';
import { categories, company as registerCompany, homeAddress, passwordCustomer, paulista, signedInCustomer, visitor } from '../customer-registration/registration-data';

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
    go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
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
    await waitFor(() => expect(query('orderDetails', orderDetailsParams(physicalOrder.idOrder)).value?.status).toBe('ready'));
    expect(api.count('orderDetails')).toBe(1);
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

/** Every answer of `answers` held until the gate opens (a function answer keeps its own logic). */
function holdAll(answers: Answers, opened: Promise<void>): Answers {
  const held: Record<string, unknown> = {};
  for (const [name, answer] of Object.entries(answers)) {
    held[name] = async (call: unknown) => {
      await opened;
      return typeof answer === 'function' ? (answer as (call: unknown) => unknown)(call) : answer;
    };
  }
  return held as Answers;
}

interface PageCase {
  page: string;
  element: () => ReactElement;
  answers: () => Answers;
  /** The reads that go out together, before any answer. */
  together: OperationName[];
  /** What the page shows once everything answered. */
  shown: () => Promise<unknown>;
}

const PAGES: PageCase[] = [
  {
    page: 'the orders (/customer/order)',
    element: () => <CustomerOrders />,
    answers: orderAnswers,
    together: ['loginStatus', 'orders'],
    shown: () => screen.findByRole('table'),
  },
  {
    page: 'the address book (/customer/address)',
    element: () => <CustomerAddresses />,
    answers: () => addressBookAnswers([home]),
    together: ['loginStatus', 'addresses'],
    shown: () => screen.findByRole('heading', { level: 2, name: 'Casa' }),
  },
  {
    page: 'the personal data (/customer/edit)',
    element: () => <CustomerData />,
    answers: () => ({
      loginStatus: { data: passwordCustomer },
      customerData: signedInCustomer,
      addresses: [homeAddress],
      newsletterCategories: categories,
      postcodeAddress: paulista,
    }),
    together: ['loginStatus', 'customerData', 'addresses', 'newsletterCategories'],
    shown: () => screen.findByLabelText('Nome completo'),
  },
  {
    page: 'the store credit (/customer/shoppingVoucherDetails)',
    element: () => <CustomerStoreCredit now={new Date('2026-03-20T12:00:00')} />,
    answers: () => creditAnswers(creditWithEntries),
    together: ['loginStatus', 'storeCredit'],
    shown: () => screen.findByRole('heading', { level: 1, name: 'Vale Compra' }),
  },
  {
    page: 'the digital products (/customer/digital-products)',
    element: () => <DigitalProducts />,
    answers: () => digitalAnswers(mixedLines),
    together: ['loginStatus', 'digitalProducts'],
    shown: () => screen.findByRole('columnheader', { name: 'Produto' }),
  },
  {
    page: 'the checkout (/checkout): the address book and the payment options',
    element: () => <Checkout />,
    answers: checkoutAnswers,
    together: ['loginStatus', 'addresses', 'checkoutOptions'],
    shown: () => screen.findByRole('button', { name: 'Finalizar pedido' }),
  },
  {
    page: "the registration (/customer/register): the newsletter categories with the company's settings",
    element: () => <CustomerRegister mode="register" />,
    answers: () => ({ company: registerCompany, loginStatus: { data: visitor }, newsletterCategories: categories, postcodeAddress: paulista }),
    together: ['company', 'newsletterCategories'],
    shown: () => screen.findByLabelText('Nome completo'),
  },
];

describe('other pages whose reads waited for another read', () => {
  beforeEach(() => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    resetCart();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it.each(PAGES)('$page: asked together, shown once answered', async ({ element, answers, together, shown }) => {
    const { open, opened } = gate();
    const api = fakeApi(holdAll(answers(), opened));
    render(element());
    await allInFlight(api, together);
    open();
    expect(await shown()).toBeInTheDocument();
    for (const name of together) expect(api.count(name)).toBe(1);
  });
});
