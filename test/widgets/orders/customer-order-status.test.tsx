import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerOrderStatus } from '../../../widgets/customer-order-status/customer-order-status';
import { orderAnswers, physicalOrder } from '../../../stories/order-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

describe('<jet-customer-order-status>', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lists each step in date order with pt-BR dates, the latest marked as current', async () => {
    const shuffled = {
      ...physicalOrder,
      historyListOrderStatus: [
        { statusName: 'Aprovado', statusCode: '03', dateRegisterStatus: '2026-03-18T15:02:00' },
        { statusName: 'Sem data', statusCode: '09', dateRegisterStatus: null },
        { statusName: 'Novo', statusCode: '01', dateRegisterStatus: '2026-03-18T13:30:00' },
        { statusName: 'Enviado', statusCode: '04', dateRegisterStatus: '2026-03-20T09:05:00' },
        { statusName: 'Em aprovação', statusCode: '02', dateRegisterStatus: '2026-03-18T13:31:00' },
      ],
    };
    fakeApi({ ...orderAnswers(), orderDetails: shuffled });
    render(<CustomerOrderStatus />);
    const region = await screen.findByRole('region', { name: 'Status do seu pedido' });
    const steps = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.jet-customer-order-status__name')!.textContent)).toEqual(['Novo', 'Em aprovação', 'Aprovado', 'Enviado']);
    expect(steps[0]).toHaveTextContent('18/03/2026 13:30');
    expect(steps[3]).toHaveTextContent('20/03/2026 09:05');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveTextContent('(status atual)');
    expect(steps.slice(0, 3).every((step) => !step.hasAttribute('aria-current'))).toBe(true);
  });

  it('shows Novo for an order without a dated step', async () => {
    fakeApi({ ...orderAnswers(), orderDetails: { ...physicalOrder, historyListOrderStatus: [] } });
    render(<CustomerOrderStatus />);
    const region = await screen.findByRole('region', { name: 'Status do seu pedido' });
    const steps = within(region).getAllByRole('listitem');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toHaveTextContent('Novo');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('shows nothing when the order is not found (the details widget says so)', async () => {
    window.history.replaceState(null, '', '/customer/order/details/77');
    const api = fakeApi(orderAnswers());
    const { container } = render(<CustomerOrderStatus />);
    await waitFor(() => expect(api.count('orderDetails')).toBe(1));
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
