import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../../src/api/operations/orders.types';
import { formatDate, formatDateTime } from '../../../src/format/date';
import { formatLinha } from '../../../src/payment/boleto';
import { formatBRL } from '../../../src/format/money';
import { navigation } from '../../../src/routes/navigation';
import { companyInfo } from '../../fixtures/store-frame-data';
import { maria } from '../customer-account/fixtures';
import { CustomerOrderData } from '../../../widgets/customer-order-data/customer-order-data';
import {
  approvedPixOrder,
  boletoExpired,
  boletoOrder,
  cardOrder,
  gateway17Order,
  orderDataAnswers,
  pixCode06,
  pixExpired,
  pixOrder,
} from '../../../stories/payment-fixtures';
import { signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';

/** The fake clock: 2026-11-23 12:00:00 in São Paulo. Only Date is faked; timers stay real and short. */
const NOW = Date.parse('2026-11-23T12:00:00-03:00');

/** 'Pague até …' as the browser's time zone writes `ms`. */
const payUntil = (ms: number) => `Pague até ${formatDate(ms)} às ${formatDateTime(ms).slice(-5)}.`;

const show = (order: OrderDetails) => fakeApi(orderDataAnswers(order));
const section = (name: string) => screen.getByRole('region', { name });
/** The value (dd) of the field whose label (dt) is `label` inside `scope`. */
const field = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('<jet-customer-order-data>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    window.history.replaceState(null, '', '/customer/order/details');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows Dados do Pedido, Local de Entrega and Pagamento with their fields', async () => {
    show(pixOrder(NOW));
    render(<CustomerOrderData />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Dados do Pedido' })).toBeInTheDocument();
    const data = section('Dados do Pedido');
    expect(field(data, 'Número do pedido')).toHaveTextContent('1042');
    expect(field(data, 'Data e hora')).toHaveTextContent(formatDateTime(NOW - 2 * 3_600_000));
    expect(field(data, 'Forma de pagamento')).toHaveTextContent('Pix');
    expect(field(data, 'Valor')).toHaveTextContent('R$ 1.026,56');
    expect(field(data, 'Status')).toHaveTextContent('Novo');
    expect(within(data).queryByText('Parcelas')).not.toBeInTheDocument();
    const delivery = section('Local de Entrega');
    expect(field(delivery, 'Destinatário')).toHaveTextContent('Maria da Silva');
    expect(field(delivery, 'Endereço')).toHaveTextContent('Avenida Paulista, 1000 - Apto 12 - Bela Vista - CEP 01310-100');
    expect(field(delivery, 'Cidade - UF')).toHaveTextContent('São Paulo - SP');
    expect(field(delivery, 'Telefone de contato')).toHaveTextContent('(11) 98765-4321');
    expect(field(delivery, 'Forma de envio')).toHaveTextContent('SEDEX');
    expect(field(delivery, 'Prazo de entrega')).toHaveTextContent('5 dias úteis*');
    expect(within(delivery).getByText('*Após a data de confirmação de pagamento.')).toBeInTheDocument();
    expect(section('Pagamento')).toBeInTheDocument();
  });

  it('shows the carrier instead of the shipping name, and installments only for a card in more than one', async () => {
    show(boletoOrder(NOW));
    const { unmount } = render(<CustomerOrderData />);
    expect(field(await screen.findByRole('region', { name: 'Local de Entrega' }), 'Forma de envio')).toHaveTextContent('Jadlog (Frenet)');
    expect(screen.queryByText('Parcelas')).not.toBeInTheDocument();
    unmount();
    show(cardOrder(NOW));
    render(<CustomerOrderData />);
    const data = await screen.findByRole('region', { name: 'Dados do Pedido' });
    expect(field(data, 'Parcelas')).toHaveTextContent('3x de R$ 300,00');
    expect(field(data, 'Status')).toHaveTextContent('Aprovado');
    expect(within(section('Pagamento')).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reads the order of the address /customer/order/details/{id}, and the order-id attribute first', async () => {
    window.history.replaceState(null, '', '/customer/order/details/1042');
    const api = show(pixOrder(NOW));
    const { unmount } = render(<CustomerOrderData />);
    await screen.findByRole('heading', { name: 'Dados do Pedido' });
    expect(api.calls.find((call) => call.operation === 'orderDetails')?.params).toBe('idOrder=1042');
    unmount();
    const next = show(pixOrder(NOW));
    render(<CustomerOrderData orderId={77} />);
    await screen.findByRole('heading', { name: 'Dados do Pedido' });
    expect(next.calls.find((call) => call.operation === 'orderDetails')?.params).toBe('idOrder=77');
  });

  it('shares one orderDetails request with the other widgets of the page', async () => {
    const api = show(pixOrder(NOW));
    render(
      <>
        <CustomerOrderData />
        <CustomerOrderData />
      </>,
    );
    expect(await screen.findAllByRole('heading', { name: 'Dados do Pedido' })).toHaveLength(2);
    expect(api.count('orderDetails')).toBe(1);
  });

  describe('Pix', () => {
    it('shows the QR code, the copia e cola code, the deadline and a countdown that runs with the clock', async () => {
      const order = pixOrder(NOW);
      show(order);
      render(<CustomerOrderData />);
      const qr = await screen.findByRole('img', { name: 'QR Code Pix do pedido #1042' });
      await waitFor(() => expect(qr).toHaveAttribute('data-state', 'ready'));
      expect(qr.querySelector('svg path')).not.toBeNull();
      expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(order.orderPayment.codeLinkPayment);
      expect(screen.getByText(payUntil(NOW + 22 * 3_600_000))).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent('22:00:00');
      act(() => vi.setSystemTime(NOW + 61_000));
      await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('21:58:59'));
    });

    it('copies the code and says so in a live region', async () => {
      const user = userEvent.setup();
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const order = pixOrder(NOW);
      show(order);
      render(<CustomerOrderData />);
      await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
      expect(writeText).toHaveBeenCalledWith(order.orderPayment.codeLinkPayment);
      expect(await screen.findByRole('status')).toHaveTextContent('O código foi copiado com sucesso!');
    });

    it('selects the code for a copy by hand when the browser refuses the clipboard', async () => {
      const user = userEvent.setup();
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) }, configurable: true });
      const order = pixOrder(NOW);
      show(order);
      render(<CustomerOrderData />);
      await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Não foi possível copiar automaticamente. O código está selecionado');
      const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Pix copia e cola' });
      expect(box).toHaveFocus();
      expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
    });

    it('after a day says payment can no longer be made and shows no code', async () => {
      show(pixExpired(NOW));
      render(<CustomerOrderData />);
      expect(await screen.findByText('O prazo para pagamento deste pedido terminou. O pagamento não pode mais ser realizado.')).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copiar código' })).not.toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    });

    it('with a status code 06 says payment can no longer be made and shows no code', async () => {
      show(pixCode06(NOW));
      render(<CustomerOrderData />);
      expect(await screen.findByText(/O pagamento não pode mais ser realizado/)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('takes the code away when the countdown reaches zero', async () => {
      // placed 23 h 59 min 58 s ago
      show(pixOrder(NOW, 24 - 2 / 3600));
      render(<CustomerOrderData />);
      expect(await screen.findByRole('timer')).toHaveTextContent('00:00:02');
      act(() => vi.setSystemTime(NOW + 2_000));
      expect(await screen.findByText(/O pagamento não pode mais ser realizado/, {}, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('says the payment is confirmed, without code, once approved', async () => {
      show(approvedPixOrder(NOW));
      render(<CustomerOrderData />);
      expect(await screen.findByText('Pagamento confirmado.')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });
  });

  describe('boleto', () => {
    it('shows the grouped line, the barcode, copy and print', async () => {
      const user = userEvent.setup();
      const order = boletoOrder(NOW);
      show(order);
      const print = vi.fn(() => {
        expect(document.documentElement).toHaveClass('jet-print-boleto');
      });
      vi.stubGlobal('print', print);
      render(<CustomerOrderData />);
      const line = await screen.findByRole('textbox', { name: 'Linha digitável do boleto' });
      expect(line).toHaveValue(formatLinha(order.orderPayment.codeLinkPayment!));
      const barcode = screen.getByRole('img', { name: 'Código de barras do boleto do pedido #1051' });
      await waitFor(() => expect(barcode).toHaveAttribute('data-state', 'ready'));
      expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(40);
      expect(screen.getByText(payUntil(NOW + 43 * 3_600_000))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Imprimir boleto' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      window.dispatchEvent(new Event('afterprint'));
      expect(document.documentElement).not.toHaveClass('jet-print-boleto');
    });

    it("prints FEBRABAN's slip: bank, line, due date, amount, beneficiary and payer with their documents, barcode", async () => {
      const user = userEvent.setup();
      const order = boletoOrder(NOW);
      fakeApi({ ...orderDataAnswers(order), companyInfo, customerData: maria });
      const print = vi.fn();
      vi.stubGlobal('print', print);
      render(<CustomerOrderData />);
      await user.click(await screen.findByRole('button', { name: 'Imprimir boleto' }));
      const slip = await screen.findByRole('region', { name: 'Boleto do pedido #1051 para impressão' });
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      // drawn beside the page, not inside the widget, so the print can show it alone
      expect(slip.parentElement).toBe(document.body);
      const box = (label: string) => within(slip).getAllByText(label)[0].parentElement!;
      expect(within(slip).getAllByText('Banco do Brasil')).toHaveLength(2);
      expect(within(slip).getAllByText('001-9')).toHaveLength(2);
      expect(within(slip).getAllByText(formatLinha(order.orderPayment.codeLinkPayment!))).toHaveLength(2);
      expect(box('Vencimento')).toHaveTextContent(formatDate(new Date(NOW - 5 * 3_600_000 + 2 * 86_400_000)));
      expect(box('(=) Valor do documento')).toHaveTextContent(formatBRL(order.total).replace(/\s/g, ' '));
      expect(box('Beneficiário')).toHaveTextContent('Jet Store Comércio Eletrônico Ltda - CPF/CNPJ: 11.222.333/0001-81');
      expect(box('Beneficiário')).toHaveTextContent('Avenida Paulista, 1000 - Conjunto 42 - Bela Vista - São Paulo/SP - CEP 01310-100');
      expect(box('Pagador')).toHaveTextContent('Maria da Silva - CPF/CNPJ: 529.982.247-25');
      expect(box('Nº do documento')).toHaveTextContent('1051');
      expect(within(slip).getByRole('img', { name: 'Código de barras do boleto do pedido #1051' })).toBeInTheDocument();
      // asked again: printed at once, the slip already drawn
      await user.click(screen.getByRole('button', { name: 'Imprimir boleto' }));
      expect(print).toHaveBeenCalledTimes(2);
      expect(screen.getAllByRole('region', { name: /para impressão/ })).toHaveLength(1);
    });

    it('copies the digits of the line', async () => {
      const user = userEvent.setup();
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const order = boletoOrder(NOW);
      show(order);
      render(<CustomerOrderData />);
      await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
      expect(writeText).toHaveBeenCalledWith(order.orderPayment.codeLinkPayment);
      expect(await screen.findByText('O código foi copiado com sucesso!')).toBeInTheDocument();
    });

    it('after 2 days says payment can no longer be made and shows no line, barcode or print', async () => {
      show(boletoExpired(NOW));
      render(<CustomerOrderData />);
      expect(await screen.findByText(/O pagamento não pode mais ser realizado/)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Imprimir boleto' })).not.toBeInTheDocument();
    });
  });

  describe("'Realizar pagamento'", () => {
    it('opens the payment link in a new window for gateway 17', async () => {
      show(gateway17Order(NOW));
      render(<CustomerOrderData />);
      const pay = await screen.findByRole('link', { name: /Realizar pagamento/ });
      expect(pay).toHaveAttribute('href', 'https://pagamentos.example.com/pedido/1060');
      expect(pay).toHaveAttribute('target', '_blank');
      expect(pay.getAttribute('rel')).toContain('noopener');
    });

    it('is not offered for another gateway, an approved order or a payment that expired', async () => {
      for (const order of [pixOrder(NOW), approvedPixOrder(NOW), { ...gateway17Order(NOW), dateOrder: new Date(NOW - 25 * 3_600_000).toISOString() }]) {
        show(order);
        const { unmount } = render(<CustomerOrderData />);
        await screen.findByRole('heading', { name: 'Pagamento' });
        expect(screen.queryByRole('link', { name: /Realizar pagamento/ })).not.toBeInTheDocument();
        unmount();
      }
    });
  });

  describe('states', () => {
    it('shows a loading state while the order is read', async () => {
      fakeApi(orderDataAnswers('loading'));
      render(<CustomerOrderData />);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Carregando os dados do pedido…'));
    });

    it('shows the failure and reads again on Tentar novamente', async () => {
      const user = userEvent.setup();
      const api = fakeApi(orderDataAnswers({ fail: 'Erro interno.', status: 500 }));
      render(<CustomerOrderData />);
      expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno.');
      api.set('orderDetails', pixOrder(NOW));
      await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByRole('heading', { name: 'Dados do Pedido' })).toBeInTheDocument();
    });

    it('says the order was not found for an unknown id', async () => {
      fakeApi(orderDataAnswers({ fail: 'Oops, o pedido #999 não foi localizado.', status: 404 }));
      render(<CustomerOrderData orderId={999} />);
      expect(await screen.findByText('Oops, o pedido #999 não foi localizado.')).toBeInTheDocument();
    });

    it('says there is no order when the latest is asked and there is none', async () => {
      fakeApi(orderDataAnswers(null));
      render(<CustomerOrderData />);
      expect(await screen.findByText('Nenhum pedido encontrado!')).toBeInTheDocument();
    });

    it('sends visitors to /customer; the order, asked with the login status, is refused and never shown', async () => {
      const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
      // the order is read at once, together with the status (issue 24), and a visitor's read answers 401
      fakeApi({ ...orderDataAnswers(pixOrder(NOW)), loginStatus: { data: signedOut }, orderDetails: { fail: 'Faça login para continuar.', status: 401, code: 'LOGIN_REQUIRED' } });
      render(<CustomerOrderData />);
      await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
