/**
 * 'Cartão de crédito' at checkout (issue 25), as a shopper uses it: the card form after choosing card, the
 * brand as the number is typed, the gateway's installments, the form's checks (no request while invalid),
 * and the sandbox's outcomes: approved (the order, with only a token of the card), declined and
 * insufficient funds (the reason, the form kept but the CVV).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { resetCart } from '../../../src/stores/cart';
import { Checkout } from '../../../widgets/checkout/checkout';
import { fakeApi } from '../../fixtures/mock-api';
import { cardCheckoutAnswers } from '../../../stories/checkout-fixtures';

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  resetCart();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const place = () => screen.getByRole('button', { name: 'Finalizar pedido' });

async function chooseCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Cartão de crédito' }));
  return screen.findByRole('form', { name: 'Dados do cartão de crédito' });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: { number: string; expiry?: string; cvv?: string; cpf?: string }) {
  await user.type(screen.getByLabelText('Número do cartão'), card.number);
  await user.type(screen.getByLabelText('Nome impresso no cartão'), 'MARIA S SILVA');
  await user.type(screen.getByLabelText('Validade (MM/AA)'), card.expiry ?? '1131');
  await user.type(screen.getByLabelText('CVV'), card.cvv ?? '739');
  await user.type(screen.getByLabelText('CPF do titular do cartão'), card.cpf ?? '52998224725');
}

describe('<jet-checkout> with a credit card', () => {
  it('shows the card form when card is chosen: the brand as the number is typed, the gateway’s installments with and without interest', async () => {
    fakeApi(cardCheckoutAnswers());
    const user = userEvent.setup();
    render(<Checkout />);
    expect(await screen.findByRole('radio', { name: 'Pix' })).toBeChecked();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    await chooseCard(user);
    expect(screen.getByText('Digite o número do cartão para ver as parcelas.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Número do cartão'), '5555555555554444');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('5555 5555 5555 4444');
    expect(screen.getByText('Bandeira: Mastercard')).toBeInTheDocument();
    const plans = await screen.findByRole('combobox', { name: 'Parcelas' });
    const labels = within(plans).getAllByRole('option').map((option) => option.textContent);
    expect(labels[0]).toMatch(/^1x de R\$\s2\.624,70 sem juros$/);
    expect(labels[5]).toMatch(/^6x de R\$\s437,45 sem juros$/);
    expect(labels[11]).toMatch(/^12x de R\$\s248,04 com juros \(total R\$\s2\.976,48\)$/);
  });

  it('checks the card before anything is sent: number, expiry in the past, CVV and CPF each with its message', async () => {
    const api = fakeApi(cardCheckoutAnswers());
    const user = userEvent.setup();
    render(<Checkout />);
    await chooseCard(user);
    await fillCard(user, { number: '4111111111111112', expiry: '0120', cvv: '12', cpf: '11111111111' });
    await user.click(place());
    expect(await screen.findByText('Número de cartão inválido. Confira os dígitos.')).toBeInTheDocument();
    expect(screen.getByText('Validade inválida: informe mês e ano (MM/AA) de um cartão não vencido.')).toBeInTheDocument();
    expect(screen.getByText('Informe um CPF Válido')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Número do cartão')).toHaveFocus());
    // the brand is known (4…): its CVV has 3 digits
    await user.clear(screen.getByLabelText('Número do cartão'));
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await user.click(place());
    expect(await screen.findByText('O CVV tem 3 dígitos.')).toBeInTheDocument();
    expect(screen.getByLabelText('CVV')).toHaveAttribute('aria-invalid', 'true');
    expect(api.count('placeOrder')).toBe(0);
  });

  it('asks for every field of an empty card form and sends nothing', async () => {
    const api = fakeApi(cardCheckoutAnswers());
    const user = userEvent.setup();
    render(<Checkout />);
    await chooseCard(user);
    await user.click(place());
    for (const text of ['Informe o número do cartão', 'Informe o nome impresso no cartão', 'Informe a validade', 'Informe o CVV', 'Informe o CPF do titular']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(api.count('placeOrder')).toBe(0);
  });

  it('pays with an approved card: the order carries a token, the brand and the plan, never the card’s data', async () => {
    const api = fakeApi(cardCheckoutAnswers());
    const user = userEvent.setup();
    render(<Checkout />);
    await chooseCard(user);
    await fillCard(user, { number: '4111111111111111' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Parcelas' }), '3');
    await user.click(place());
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/confirmacao?pedido=1042'));
    const sent = api.calls.find((c) => c.operation === 'placeOrder')!.json;
    expect(sent).toEqual({
      idAddress: 11,
      paymentMethod: 'card',
      useStoreCredit: false,
      card: { token: expect.stringMatching(/^sandbox_/), brand: 'visa', installments: 3, holderDocument: '529.982.247-25', sessionId: 'session-for-stories-1' },
    });
    const everything = JSON.stringify(api.calls.map((c) => [c.url, c.params, c.json]));
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', '11/31', '739']) expect(everything).not.toContain(secret);
  });

  for (const [number, reason] of [
    ['4000000000000002', 'Pagamento recusado pelo emissor do cartão.'],
    ['4000000000009995', 'Saldo insuficiente no cartão.'],
  ] as const) {
    it(`shows '${reason}' for ${number}, keeps the form but the CVV, and places nothing`, async () => {
      fakeApi(cardCheckoutAnswers());
      const user = userEvent.setup();
      render(<Checkout />);
      await chooseCard(user);
      await fillCard(user, { number });
      await user.click(place());
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(go).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Número do cartão')).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
      expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('MARIA S SILVA');
      await waitFor(() => expect(screen.getByLabelText('CVV')).toHaveValue(''));
      expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Finalizar pedido' })).toBeEnabled();
    });
  }
});
