import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { CustomerOrderData } from '../../../widgets/customer-order-data/customer-order-data';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { CustomerOrderStatus } from '../../../widgets/customer-order-status/customer-order-status';
import { orderAnswers } from '../../../stories/order-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

const StatusTag = 'jet-customer-order-status' as unknown as 'div';
const DataTag = 'jet-customer-order-data' as unknown as 'div';
const DetailsTag = 'jet-customer-order-details' as unknown as 'div';
const notFound = 'Oops, o pedido #99999 não foi localizado.';

/** The details page as the demo has it: the details element, then the order data and status widgets. */
const detailsPage = () =>
  render(
    <>
      <DetailsTag>
        <CustomerOrderDetails />
      </DetailsTag>
      <DataTag>
        <CustomerOrderData />
      </DataTag>
      <StatusTag>
        <CustomerOrderStatus />
      </StatusTag>
    </>,
  );

describe('order data and status beside the order details: one message, not two', () => {
  beforeEach(() => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/customer/order/details/99999');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('an unknown order: the §8 text once, from the details', async () => {
    fakeApi(orderAnswers());
    const { container } = detailsPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(notFound);
    await waitFor(() => expect(container.querySelector('.jet-customer-order-data')).toBeNull());
    expect(screen.getAllByText(notFound)).toHaveLength(1);
    expect(container.querySelector('jet-customer-order-data')).toBeEmptyDOMElement();
    expect(container.querySelector('jet-customer-order-status')).toBeEmptyDOMElement();
  });

  it('a server failure: one error and one Tentar novamente, from the details', async () => {
    fakeApi({ ...orderAnswers(), orderDetails: { fail: 'Erro interno.', status: 500 } });
    const { container } = detailsPage();
    await screen.findByRole('alert');
    await waitFor(() => expect(container.querySelector('.jet-customer-order-data')).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1);
    expect(container.querySelector('jet-customer-order-data')).toBeEmptyDOMElement();
  });

  it('alone on a page, the order data keeps its own messages', async () => {
    fakeApi(orderAnswers());
    render(<CustomerOrderData />);
    expect(await screen.findByText(notFound)).toBeInTheDocument();
  });

  it('alone on a page, the order data keeps its error and retry', async () => {
    fakeApi({ ...orderAnswers(), orderDetails: { fail: 'Erro interno.', status: 500 } });
    render(<CustomerOrderData />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
