import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerOrders } from '../../../widgets/customer-orders/customer-orders';
import { isOrderNumber } from '../../../widgets/customer-orders/use-customer-orders';
import { orderAnswers, orderSummaries } from '../../../stories/order-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

const HINT = 'Digite o número do pedido (apenas números).';
const box = () => screen.getByRole('searchbox', { name: 'Buscar pelo número do pedido' });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('<jet-customer-orders> search feedback', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("letters ('abc') are dropped as typed, the hint says why, and Buscar asks nothing", async () => {
    const api = fakeApi(orderAnswers({ history: orderSummaries(25) }));
    const user = userEvent.setup();
    render(<CustomerOrders />);
    await screen.findByRole('table');
    expect(box()).toHaveAttribute('inputmode', 'numeric');
    await user.type(box(), 'abc');
    expect(box()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(HINT);
    expect(box()).toHaveAccessibleDescription(HINT);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(HINT);
    // the list stays as it was, and no search was asked
    expect(rows()).toHaveLength(10);
    expect(api.count('orders')).toBe(1);
  });

  it('an empty box or only zeros: the hint and no request; a number then searches and clears the hint', async () => {
    const api = fakeApi(orderAnswers({ history: orderSummaries(25) }));
    const user = userEvent.setup();
    render(<CustomerOrders />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(HINT);
    await user.type(box(), '000{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(HINT);
    expect(api.count('orders')).toBe(1);
    await user.clear(box());
    await user.type(box(), '1007{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(box()).not.toHaveAttribute('aria-invalid');
    expect(api.count('orders')).toBe(2);
  });

  it('isOrderNumber: digits, not only zeros', () => {
    expect(isOrderNumber('1007')).toBe(true);
    expect(isOrderNumber('')).toBe(false);
    expect(isOrderNumber('000')).toBe(false);
    expect(isOrderNumber('12a')).toBe(false);
  });
});
