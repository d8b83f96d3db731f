import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../../src/api/operations/orders.types';
import { formatDate, formatDateTime } from '../../../src/format/date';
import { formatLinha } from '../../../src/payment/boleto';
import { navigation } from '../../../src/routes/navigation';
import { boletoOrder, cardInReviewOrder, cardOrder, orderDataAnswers, pixExpired, pixOrder } from '../../../stories/payment-fixtures';
import { signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { OrderConfirmation } from '../../../widgets/order-confirmation/order-confirmation';

/** The fake clock: 2026-11-23 12:00:00 in São Paulo. Only Date is faked. */
const NOW = Date.parse('2026-11-23T12:00:00-03:00');
const HOUR = 3_600_000;

const show = (order: OrderDetails) => fakeApi(orderDataAnswers(order));
const heading = () => screen.findByRole('heading', { level: 1, name: 'Pedido realizado com sucesso!' });
/** The names of the page's headings, in order: what a screen-reader user hears first. */
const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);

describe('<jet-order-confirmation>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    window.history.replaceState(null, '', '/checkout/confirmacao?pedido=1042');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('confirms a Pix order: the number, Aguardando pagamento, then the QR code and Copiar código before the items', async () => {
    const order = pixOrder(NOW, 0);
    const api = show(order);
    render(<OrderConfirmation />);
    await heading();
    expect(api.calls.find((call) => call.operation === 'orderDetails')?.params).toBe('idOrder=1042');
    expect(screen.getByText('Pedido nº 1042')).toBeInTheDocument();
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(headings()).toEqual(['Pedido realizado com sucesso!', 'Pagamento', 'Pague com Pix', 'Próximos passos', 'Resumo do pedido']);
    expect(await screen.findByRole('img', { name: 'QR Code Pix do pedido #1042' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(order.orderPayment.codeLinkPayment);
    const copy = screen.getByRole('button', { name: 'Copiar código' });
    const items = screen.getByRole('table', { name: 'Itens do pedido #1042' });
    // the payment comes before the items in the page's order
    expect(copy.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(items).getByText('Camiseta Básica')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.026,56', { selector: 'dd' })).toBeInTheDocument();
  });

  it('says what happens next: pay by the deadline, the e-mail sent, the delivery after approval', async () => {
    show(pixOrder(NOW, 0));
    render(<OrderConfirmation />);
    await heading();
    const deadline = NOW + 24 * HOUR;
    const steps = within(screen.getByRole('region', { name: 'Próximos passos' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Pague o Pix até ${formatDate(deadline)} às ${formatDateTime(deadline).slice(-5)}. A confirmação é automática e leva poucos minutos.`,
      'Enviamos o resumo do pedido para maria@exemplo.com.br.',
      'Depois da aprovação do pagamento, o pedido é enviado por SEDEX. Prazo de entrega: 5 dias úteis.',
    ]);
  });

  it('copies the Pix code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const order = pixOrder(NOW, 0);
    show(order);
    render(<OrderConfirmation />);
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(order.orderPayment.codeLinkPayment);
    expect(await screen.findByText('O código foi copiado com sucesso!')).toBeInTheDocument();
  });

  it('confirms a boleto order: the grouped line, Copiar código and Imprimir boleto, with its deadline', async () => {
    const order = boletoOrder(NOW, 0);
    show(order);
    render(<OrderConfirmation />);
    await heading();
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Linha digitável do boleto' })).toHaveValue(formatLinha(order.orderPayment.codeLinkPayment!));
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir boleto' })).toBeInTheDocument();
    expect(screen.getByText(/^Pague o boleto até /)).toHaveTextContent(formatDate(NOW + 48 * HOUR));
  });

  it('an approved card order says Aprovado, with its installments and no code to pay', async () => {
    show(cardOrder(NOW));
    render(<OrderConfirmation />);
    await heading();
    expect(screen.getByText('Aprovado')).toBeInTheDocument();
    expect(screen.queryByText('Aguardando pagamento')).not.toBeInTheDocument();
    expect(screen.getByText('Cartão de Crédito: 3x de R$ 300,00')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Pagamento aprovado. Agora preparamos o seu pedido.')).toBeInTheDocument();
  });

  it("a card in the issuer's review says Pagamento em análise and that an e-mail follows, with nothing to pay", async () => {
    show(cardInReviewOrder(NOW));
    render(<OrderConfirmation />);
    await heading();
    expect(screen.getByText('Pagamento em análise', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Pagamento em análise' })).toBeInTheDocument();
    expect(
      screen.getByText('A operadora do cartão está analisando o pagamento. Avisaremos por e-mail assim que for aprovado; isso costuma levar poucos minutos.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Aprovado')).not.toBeInTheDocument();
    expect(screen.queryByText('Pagamento aprovado. Agora preparamos o seu pedido.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Próximos passos' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Enviamos o resumo do pedido para maria@exemplo.com.br.',
      'Depois da aprovação do pagamento, o pedido é enviado por SEDEX. Prazo de entrega: 5 dias úteis.',
    ]);
  });

  it('an expired Pix says so, with no code and no steps that will not happen', async () => {
    show(pixExpired(NOW));
    render(<OrderConfirmation />);
    await heading();
    expect(screen.getByText('Prazo de pagamento encerrado')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Próximos passos' })).not.toBeInTheDocument();
  });

  it("leads on to the order's details and to the store, and 'Comprar novamente' is not offered", async () => {
    show(pixOrder(NOW, 0));
    render(<OrderConfirmation />);
    await heading();
    expect(screen.getByRole('link', { name: 'Ver detalhes do pedido' })).toHaveAttribute('href', '/customer/order/details/1042');
    expect(screen.getByRole('link', { name: 'Continuar comprando' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Comprar novamente' })).not.toBeInTheDocument();
  });

  it('says the order was placed when it cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    const api = fakeApi(orderDataAnswers({ fail: 'Erro interno.', status: 500 }));
    render(<OrderConfirmation />);
    expect(await screen.findByRole('alert')).toHaveTextContent('O seu pedido foi registrado, mas não foi possível mostrá-lo agora.');
    expect(screen.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/customer/order');
    api.set('orderDetails', pixOrder(NOW, 0));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await heading();
  });

  it("says so for an unknown order (or another customer's)", async () => {
    fakeApi(orderDataAnswers({ fail: 'Oops, o pedido #1042 não foi localizado.', status: 404 }));
    render(<OrderConfirmation />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, o pedido #1042 não foi localizado.');
  });

  it('shows a busy skeleton while reading, and sends a visitor to /customer', async () => {
    fakeApi(orderDataAnswers('loading'));
    const { container, unmount } = render(<OrderConfirmation />);
    expect(await screen.findByText('Carregando o seu pedido…')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    unmount();
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ loginStatus: { data: signedOut }, orderDetails: pixOrder(NOW, 0) });
    render(<OrderConfirmation />);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });
});
