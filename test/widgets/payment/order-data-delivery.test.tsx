import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { CustomerOrderData } from '../../../widgets/customer-order-data/customer-order-data';
import { boletoOrder, orderDataAnswers, pixOrder } from '../../../stories/payment-fixtures';
import { fakeApi } from '../../fixtures/mock-api';

const NOW = Date.parse('2026-11-23T12:00:00-03:00');
/** The value (dd) of the field whose label (dt) is `label` inside `scope`. */
const field = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const NOTE = '*Após a data de confirmação de pagamento.';

describe('<jet-customer-order-data> delivery time', () => {
  beforeEach(() => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/customer/order/details');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it.each([true, false])("delivery time 0 (usefulDay %s) reads 'Envio Imediato', without the '*' note", async (usefulDay) => {
    fakeApi(orderDataAnswers({ ...pixOrder(NOW), deliveryTime: 0, usefulDay }));
    render(<CustomerOrderData />);
    const delivery = await screen.findByRole('region', { name: 'Local de Entrega' });
    expect(field(delivery, 'Prazo de entrega')).toHaveTextContent(/^Envio Imediato$/);
    expect(within(delivery).queryByText(NOTE)).not.toBeInTheDocument();
  });

  it("a delivery time in days keeps its '*' and the note", async () => {
    fakeApi(orderDataAnswers({ ...pixOrder(NOW), deliveryTime: 3, usefulDay: false }));
    render(<CustomerOrderData />);
    const delivery = await screen.findByRole('region', { name: 'Local de Entrega' });
    expect(field(delivery, 'Prazo de entrega')).toHaveTextContent('3 dias*');
    expect(within(delivery).getByText(NOTE)).toBeInTheDocument();
  });
});

describe('<jet-customer-order-data> boleto barcode on a narrow screen', () => {
  beforeEach(() => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/customer/order/details');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('a barcode wider than its box: a named, focusable region the keyboard can scroll', async () => {
    // the box is 254 px wide and the barcode 567 px
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(567);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(254);
    // a boleto placed hours ago by the real clock: the widget tells expiry by it
    fakeApi(orderDataAnswers(boletoOrder(Date.now())));
    render(<CustomerOrderData />);
    const box = await screen.findByRole('region', { name: 'Código de barras em tamanho real: role para o lado para vê-lo inteiro' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(await within(box).findByRole('img', { name: /^Código de barras do boleto do pedido #\d+$/ })).toBeInTheDocument();
  });

  it('a barcode that fits: no region, nothing more in the tab order', async () => {
    // a boleto placed hours ago by the real clock: the widget tells expiry by it
    fakeApi(orderDataAnswers(boletoOrder(Date.now())));
    render(<CustomerOrderData />);
    const barcode = await screen.findByRole('img', { name: /^Código de barras do boleto do pedido #\d+$/ });
    expect(screen.queryByRole('region', { name: /Código de barras em tamanho real/ })).not.toBeInTheDocument();
    expect(barcode.parentElement).not.toHaveAttribute('tabindex');
  });
});
