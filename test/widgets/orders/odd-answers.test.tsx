import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { CustomerOrderData } from '../../../widgets/customer-order-data/customer-order-data';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { CustomerOrderStatus } from '../../../widgets/customer-order-status/customer-order-status';
import { CustomerOrders } from '../../../widgets/customer-orders/customer-orders';
import { CustomerStoreCredit } from '../../../widgets/customer-store-credit/customer-store-credit';
import { DigitalProducts } from '../../../widgets/digital-products/digital-products';
import { historyAnswer, orderAnswers, orderSummaries, physicalOrder } from '../../../stories/order-fixtures';
import { creditAnswers, creditWithEntries, digitalAnswers, digitalLines } from '../../../stories/digital-fixtures';
import { fakeApi, Reply } from '../../fixtures/mock-api';

const DetailsTag = 'jet-customer-order-details' as unknown as 'div';
/** 200 answers of the wrong shape. */
const oddAnswers = [
  ['{}', {}],
  ['[]', []],
  ['wrong types', { orderSimples: 'nada', orderItems: 3, settings: { pageCount: 'x' }, credits: {}, debits: null, balance: '1' }],
] as const;

describe('answers of an unexpected shape are failed reads, not crashes', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    error = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it.each(oddAnswers)('order history answering %s: the error and Tentar novamente, which reads again', async (_, body) => {
    const api = fakeApi({ ...orderAnswers(), orders: new Reply(200, body) });
    const user = userEvent.setup();
    render(<CustomerOrders />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tentar novamente');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    api.set('orders', historyAnswer(orderSummaries(3)));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it.each(oddAnswers)('order details page answering %s: the details error, the data and status quiet', async (_, body) => {
    window.history.replaceState(null, '', '/customer/order/details/1042');
    const api = fakeApi({ ...orderAnswers(), orderDetails: new Reply(200, body) });
    const user = userEvent.setup();
    render(
      <>
        <DetailsTag>
          <CustomerOrderDetails />
        </DetailsTag>
        <CustomerOrderData />
        <CustomerOrderStatus />
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tentar novamente');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    api.set('orderDetails', { ...physicalOrder, idOrder: 1042 });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Dados do Pedido' })).toBeInTheDocument();
  });

  it.each(oddAnswers)('order data alone answering %s: its error and Tentar novamente', async (_, body) => {
    window.history.replaceState(null, '', '/customer/order/details/1042');
    fakeApi({ ...orderAnswers(), orderDetails: new Reply(200, body) });
    render(<CustomerOrderData />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it.each(oddAnswers)('digital products answering %s: nothing shown (§8)', async (_, body) => {
    fakeApi({ ...digitalAnswers(digitalLines(3)), digitalProducts: new Reply(200, body) });
    const { container } = render(<DigitalProducts />);
    await waitFor(() => expect(container.querySelector('[data-state="error"]')).not.toBeNull());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum produto encontrado!')).not.toBeInTheDocument();
  });

  it.each(oddAnswers)('store credit answering %s: the error and Tentar novamente, which reads again', async (_, body) => {
    const api = fakeApi({ ...creditAnswers(creditWithEntries), storeCredit: new Reply(200, body) });
    const user = userEvent.setup();
    render(<CustomerStoreCredit />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o seu vale compra.');
    api.set('storeCredit', creditWithEntries);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Lançamentos do vale compra' })).toBeInTheDocument();
  });
});
