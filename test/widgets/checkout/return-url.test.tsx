import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCustomerSessionData, keepReturnUrl, keptReturnUrl } from '../../../src/customer/identifier-storage';
import { navigation } from '../../../src/routes/navigation';
import { CustomerIdentification } from '../../../widgets/customer-identification/customer-identification';
import { CustomerRegister } from '../../../widgets/customer-register/customer-register';
import { company } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { codeCustomer, guestCustomer, homeAddress, passwordCustomer, plainCompany } from '../customer-registration/registration-data';

/** The registration reached from /checkout/identification comes back to /checkout. */
let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function identify(returnUrl?: string) {
  fakeApi({ company, identification: { next: 'unknown', email: null, automaticSecurePasswordGeneration: false } });
  render(<CustomerIdentification returnUrl={returnUrl} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail, CPF ou CNPJ' }), 'nova@exemplo.com.br');
  await userEvent.click(screen.getByRole('button', { name: 'CONTINUAR' }));
  await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
}

describe('the return URL kept for the registration', () => {
  it('is kept by the checkout’s identification (return-url /checkout)', async () => {
    await identify('/checkout');
    expect(keptReturnUrl()).toBe('/checkout');
  });

  it('is not kept, and one kept earlier is forgotten, by the customer area’s identification (return-url /customer, the default)', async () => {
    keepReturnUrl('/checkout');
    await identify();
    expect(keptReturnUrl()).toBeNull();
  });

  it('keeps only a path of this site, and is cleared with the rest of the hand-over', () => {
    keepReturnUrl('https://example.org/phish');
    expect(keptReturnUrl()).toBeNull();
    keepReturnUrl('//example.org');
    expect(keptReturnUrl()).toBeNull();
    keepReturnUrl('/checkout');
    expect(keptReturnUrl()).toBe('/checkout');
    clearCustomerSessionData();
    expect(keptReturnUrl()).toBeNull();
  });

  it('sends the finish-registration to /checkout instead of /customer, and forgets it', async () => {
    keepReturnUrl('/checkout');
    window.history.replaceState(null, '', '/customer/finishregistration/joao@exemplo.com.br');
    const mock = fakeApi({
      company: plainCompany,
      loginStatus: { data: codeCustomer },
      customerData: guestCustomer,
      addresses: [homeAddress],
      newsletterCategories: [],
      postcodeAddress: null,
      finishRegistration: { data: passwordCustomer },
    });
    const user = userEvent.setup();
    render(<CustomerRegister />);
    await screen.findByRole('heading', { level: 1, name: /Etapa 1 de 3/ });
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await screen.findByRole('heading', { level: 1, name: /Etapa 2 de 3/ });
    await user.click(screen.getByRole('button', { name: 'PRÓXIMO' }));
    await screen.findByRole('heading', { level: 1, name: /Etapa 3 de 3/ });
    await user.type(screen.getByLabelText('Senha'), 'segredo1');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    for (let i = 0; i < 100 && !screen.queryByText('Cadastro realizado com sucesso!'); i += 1) {
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    expect(mock.count('finishRegistration')).toBe(1);
    expect(screen.getByText('Cadastro realizado com sucesso!')).toBeInTheDocument();
    vi.advanceTimersByTime(200);
    expect(go).toHaveBeenCalledWith('/checkout');
    expect(keptReturnUrl()).toBeNull();
  });
});
