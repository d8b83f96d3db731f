import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, Reply } from '../../fixtures/mock-api';
import { CustomerAccessCode } from '../../../widgets/customer-access-code/customer-access-code';
import { cooldownOf } from '../../../src/customer/resend-cooldown';
import { offline, resetPage, spyNavigation, visit } from './helpers';

afterEach(resetPage);

const code = () => screen.getByRole('textbox', { name: 'Chave de acesso' });
const validate = () => userEvent.click(screen.getByRole('button', { name: 'VALIDAR' }));

describe('<jet-customer-access-code>', () => {
  it('sends a visitor without an e-mail in the address back to the identification', async () => {
    const go = spyNavigation();
    fakeApi({});
    visit('/customer/checkaccesskey');
    render(<CustomerAccessCode />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/accesskey'));
  });

  it('reads the e-mail from the address and offers a one-time-code field', () => {
    fakeApi({});
    visit('/customer/checkaccesskey?email=joao%40example.com');
    render(<CustomerAccessCode />);
    expect(screen.getByText(/joao@example\.com/)).toBeInTheDocument();
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAttribute('inputmode', 'numeric');
  });

  it('asks for the code when it is empty, without a request', async () => {
    const api = fakeApi({});
    render(<CustomerAccessCode email="joao@example.com" />);
    await validate();
    expect(await screen.findByText('Informe uma chave de acesso')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('validates the code, checks the cookie and goes to finish the registration', async () => {
    const go = spyNavigation();
    const api = fakeApi({ checkAccessCode: { valid: true }, verifyAccessKeyEmail: { valid: true } });
    render(<CustomerAccessCode email="joao@example.com" />);
    await userEvent.type(code(), '123456');
    await validate();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/finishregistration/joao%40example.com'));
    expect(api.calls.map((c) => c.operation)).toEqual(['checkAccessCode', 'verifyAccessKeyEmail']);
    expect(api.calls[0]!.json).toEqual({ code: '123456', email: 'joao@example.com', tokenRecaptcha: 'offline:FirstAccess' });
    expect(api.calls[1]!.json).toEqual({ email: 'joao@example.com' });
  });

  it("names the finish-registration page with the customer's own e-mail after a CPF identification (masked e-mail)", async () => {
    const go = spyNavigation();
    const api = fakeApi({
      checkAccessCode: { valid: true },
      verifyAccessKeyEmail: { valid: true },
      customerData: { email: 'joao@example.com' } as never,
    });
    render(<CustomerAccessCode email="jo***@example.com" />);
    await userEvent.type(code(), '123456');
    await validate();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/finishregistration/joao%40example.com'));
    expect(api.calls.map((c) => c.operation)).toEqual(['checkAccessCode', 'verifyAccessKeyEmail', 'customerData']);
  });

  it.each([
    ['a wrong code', { checkAccessCode: { valid: false } }],
    ['a failed cookie check', { checkAccessCode: { valid: true }, verifyAccessKeyEmail: { valid: false } }],
    ['a refused code (400)', { checkAccessCode: { fail: 'Código incorreto.', status: 400 } }],
  ] as const)('says the code is invalid after %s and keeps it', async (_case, answers) => {
    const go = spyNavigation();
    fakeApi(answers);
    render(<CustomerAccessCode email="joao@example.com" />);
    await userEvent.type(code(), '654321');
    await validate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Chave de acesso inválida.');
    expect(code()).toHaveValue('654321');
    expect(go).not.toHaveBeenCalled();
  });

  it('keeps the network failure apart from an invalid code', async () => {
    fakeApi({ checkAccessCode: offline });
    render(<CustomerAccessCode email="joao@example.com" />);
    await userEvent.type(code(), '654321');
    await validate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível falar com a loja');
  });

  it('lets the code be resent once the visible countdown ends, then counts again from retryAfter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = fakeApi({ sendAccessCode: { retryAfter: 30 } });
    render(<CustomerAccessCode email="joao@example.com" />);
    expect(screen.getByRole('button', { name: /Reenviar código em 60 s/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: /Reenviar código em 5\d s/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(51_000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent('Código de acesso reenviado!');
    expect(api.calls.find((c) => c.operation === 'sendAccessCode')?.json).toEqual({ email: 'joao@example.com' });
    expect(screen.getByRole('button', { name: /Reenviar código em (30|29) s/ })).toBeDisabled();
  });

  it('shows why a resend failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fakeApi({ sendAccessCode: { fail: 'Aguarde para pedir outro código.', status: 429 } });
    render(<CustomerAccessCode email="joao@example.com" />);
    act(() => vi.advanceTimersByTime(61_000));
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aguarde para pedir outro código.');
  });

  it("restarts the visible countdown from the server's seconds when a resend is refused inside its cooldown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fakeApi({ sendAccessCode: new Reply(429, { error: 'Aguarde 25 segundos para pedir outro código.', code: 'RESEND_COOLDOWN', retryAfter: 25 }) });
    render(<CustomerAccessCode email="joao@example.com" />);
    act(() => vi.advanceTimersByTime(61_000));
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aguarde 25 segundos para pedir outro código.');
    expect(screen.getByRole('button', { name: /Reenviar código em (25|24) s/ })).toBeDisabled();
  });

  it('reads a retryAfter that makes no sense as the 60 s default', () => {
    expect(cooldownOf({ retryAfter: 42 })).toBe(42);
    expect(cooldownOf({ retryAfter: 'x' })).toBe(60);
    expect(cooldownOf(null)).toBe(60);
    expect(cooldownOf({ retryAfter: -1 })).toBe(60);
  });
});

describe('<jet-customer-access-code> and the limits (issue 22)', () => {
  it('sends the code again with a fresh token when the account asks for a bot check', async () => {
    const go = spyNavigation();
    let calls = 0;
    const api = fakeApi({
      checkAccessCode: () =>
        ++calls === 1 ? new Reply(400, { error: 'Por segurança, confirme que você não é um robô para continuar.', code: 'BOT_CHECK_REQUIRED' }) : { valid: true },
      verifyAccessKeyEmail: { valid: true },
    });
    render(<CustomerAccessCode email="joao@example.com" />);
    await userEvent.type(code(), '123456');
    await validate();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/finishregistration/joao%40example.com'));
    expect(api.calls.map((c) => c.operation)).toEqual(['checkAccessCode', 'checkAccessCode', 'verifyAccessKeyEmail']);
  });

  it('tells the wait of a delay (not an invalid code) and keeps the code typed', async () => {
    fakeApi({
      checkAccessCode: new Reply(429, { error: 'Muitos códigos errados nesta conta. Aguarde 2 segundos e tente novamente.', code: 'ACCOUNT_DELAY', retryAfter: 2 }),
    });
    render(<CustomerAccessCode email="joao@example.com" />);
    await userEvent.type(code(), '123456');
    await validate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitos códigos errados nesta conta. Aguarde 2 segundos e tente novamente.');
    expect(code()).toHaveValue('123456');
  });

  it('reaches the finish-registration by the customer e-mail when the step holds the CPF typed', async () => {
    const go = spyNavigation();
    fakeApi({ checkAccessCode: { valid: true }, verifyAccessKeyEmail: { valid: true }, customerData: { email: 'joao@example.com' } as never });
    render(<CustomerAccessCode email="529.982.247-25" />);
    await userEvent.type(code(), '123456');
    await validate();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer/finishregistration/joao%40example.com'));
  });
});
