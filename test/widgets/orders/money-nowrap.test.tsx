import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { CustomerOrderDetails } from '../../../widgets/customer-order-details/customer-order-details';
import { CustomerOrders } from '../../../widgets/customer-orders/customer-orders';
import { orderAnswers, orderSummaries } from '../../../stories/order-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

/** The classes whose rules keep an amount on one line ('R$ 1.812,9' / '0' at 320 px otherwise). */
const ordersCss = readFileSync(resolve(process.cwd(), 'src/customer/orders/orders.css'), 'utf8');
const NOWRAP = /\.jet-orders-money[^{]*\{[^}]*white-space:\s*nowrap/;
const historyCss = readFileSync(resolve(process.cwd(), 'widgets/customer-orders/customer-orders.css'), 'utf8');
const money = (element: HTMLElement) => /R\$/.test(element.textContent ?? '');

describe('money stays on one line in the order widgets', () => {
  beforeEach(() => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/customer/order/details');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('the rule exists', () => {
    expect(ordersCss).toMatch(NOWRAP);
  });

  it('every amount of the details (item cards and totals) is a money cell', async () => {
    fakeApi(orderAnswers());
    render(<CustomerOrderDetails />);
    const items = within(await screen.findByRole('region', { name: 'Itens do pedido' })).getByRole('table');
    const cells = within(items).getAllByRole('cell').filter(money);
    expect(cells).toHaveLength(4);
    for (const cell of cells) expect(cell).toHaveClass('jet-orders-money');
    const totals = within(screen.getByRole('region', { name: 'Valores' })).getAllByRole('definition');
    expect(totals.length).toBeGreaterThan(2);
    for (const value of totals) expect(value).toHaveClass('jet-orders-money');
  });

  it("the history's Valor is a money cell", async () => {
    fakeApi(orderAnswers({ history: orderSummaries(3) }));
    render(<CustomerOrders />);
    const table = await screen.findByRole('table');
    const cells = within(table).getAllByRole('cell').filter(money);
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell).toHaveClass('jet-orders-money');
  });

  it("the history's Data and 'Ver detalhes' never break ('24/11/202' / '6' at 1280 px otherwise)", async () => {
    expect(historyCss).toMatch(/\.jet-customer-orders__date[^{]*\{[^}]*white-space:\s*nowrap/);
    expect(historyCss).toMatch(/\.jet-customer-orders__details[^{]*\{[^}]*white-space:\s*nowrap/);
    fakeApi(orderAnswers({ history: orderSummaries(3) }));
    render(<CustomerOrders />);
    const table = await screen.findByRole('table');
    const dates = within(table).getAllByRole('cell').filter((cell) => /^\d\d\/\d\d\/\d{4}$/.test(cell.textContent ?? ''));
    expect(dates).toHaveLength(3);
    for (const cell of dates) expect(cell).toHaveClass('jet-customer-orders__date');
  });
});
