import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginStatus } from '../../../src/api/operations';
import { listen } from '../../../src/events';
import { $loginStatus } from '../../../src/stores/login-status';
import { CustomerHome } from '../../../widgets/customer-home/customer-home';
import { company, signedIn, signedInWithoutPassword, signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { ana, anaSignedIn, companyWithoutPolicy, joao, maria } from './fixtures';

const status = (data: LoginStatus) => ({ data });
const tileNames = () =>
  within(screen.getByRole('list', { name: 'Páginas da sua conta' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('<jet-customer-home>', () => {
  it('shows a visitor the registration wizard, under a link to sign in', async () => {
    fakeApi({ loginStatus: status(signedOut), company, newsletterCategories: [] });
    render(<CustomerHome />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro — Etapa 1 de 3: Informações Pessoais' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Já tem cadastro?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/customer/login');
    expect(screen.getByRole('button', { name: 'PRÓXIMO' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '(sair)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Páginas da sua conta' })).not.toBeInTheDocument();
  });

  it("keeps the visitor's wizard when the login status changes on the page (the registration's success shows until its redirect)", async () => {
    const api = fakeApi({ loginStatus: status(signedOut), company, newsletterCategories: [], customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    render(<CustomerHome />);
    await screen.findByRole('heading', { level: 1, name: 'Cadastro — Etapa 1 de 3: Informações Pessoais' });
    act(() => $loginStatus.setData(status(signedIn)));
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastro — Etapa 1 de 3: Informações Pessoais' })).toBeInTheDocument();
    expect(screen.queryByText('Olá, Maria')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Páginas da sua conta' })).not.toBeInTheDocument();
    // nothing of the customer's home is read for a page that is about to change
    expect(api.count('digitalOrders')).toBe(0);
  });

  it("shows a customer's home, not the wizard, when the visitor was never shown one", async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    render(<CustomerHome />);
    expect(await screen.findByText('Olá, Maria')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Cadastro/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Já tem cadastro?')).not.toBeInTheDocument();
  });

  it('greets a customer by first name and lists the tiles in the spec order, from the /customer base', async () => {
    const api = fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    render(<CustomerHome />);
    expect(await screen.findByText('Olá, Maria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '(sair)' })).toBeInTheDocument();
    await waitFor(() => expect(api.count('digitalOrders')).toBe(1));
    expect(tileNames()).toEqual([
      ['Último pedido', '/customer/order/details'],
      ['Consultar meus pedidos', '/customer/order'],
      ['Vale Compra', '/customer/shoppingVoucherDetails'],
      ['Dados Cadastrais', '/customer/edit'],
      ['Gestão de Endereços', '/customer/address'],
      ['Alterar senha', '/customer/changepassword'],
      ['Alterar e-mail', '/customer/alterEmail'],
    ]);
  });

  it('shows the digital products tile after Vale Compra only when the customer has digital orders', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: true } });
    render(<CustomerHome baseUrl="/loja/customer/" />);
    const tile = await screen.findByRole('link', { name: 'Meus produtos digitais' });
    expect(tile).toHaveAttribute('href', '/loja/customer/digital-products');
    expect(tileNames().map(([name]) => name)).toEqual([
      'Último pedido',
      'Consultar meus pedidos',
      'Vale Compra',
      'Meus produtos digitais',
      'Dados Cadastrais',
      'Gestão de Endereços',
      'Alterar senha',
      'Alterar e-mail',
    ]);
  });

  it('invites a customer signed in by access code to finish the registration with their e-mail', async () => {
    fakeApi({ loginStatus: status(signedInWithoutPassword), company, customerData: joao });
    render(<CustomerHome />);
    expect(await screen.findByRole('link', { name: 'Completar cadastro' })).toHaveAttribute('href', '/customer/finishregistration/joao%40exemplo.com.br');
    expect(screen.queryByRole('list', { name: 'Páginas da sua conta' })).not.toBeInTheDocument();
  });

  it('sends a customer without password whose data cannot be read to the identification', async () => {
    fakeApi({ loginStatus: status(signedInWithoutPassword), company, customerData: { fail: 'Erro interno.' } });
    render(<CustomerHome />);
    expect(await screen.findByRole('link', { name: 'Completar cadastro' })).toHaveAttribute('href', '/customer/accesskey');
  });

  it('logs out with (sair), tells the page and shows the visitor the registration wizard', async () => {
    const api = fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false }, logout: { ok: true }, newsletterCategories: [] });
    const onLogout = vi.fn();
    const stop = listen('jet:logout', onLogout);
    render(<CustomerHome />);
    await userEvent.click(await screen.findByRole('button', { name: '(sair)' }));
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro — Etapa 1 de 3: Informações Pessoais' })).toBeInTheDocument();
    expect(api.count('logout')).toBe(1);
    expect(onLogout).toHaveBeenCalledOnce();
    stop();
  });

  it('says so when the log out fails and keeps the tiles', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false }, logout: { fail: 'Erro interno.' } });
    render(<CustomerHome />);
    await userEvent.click(await screen.findByRole('button', { name: '(sair)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao realizar o logout');
    expect(screen.getByRole('link', { name: 'Vale Compra' })).toBeInTheDocument();
  });

  describe('a new privacy policy version', () => {
    it('is accepted first: the tiles wait until the box is ticked and confirmed', async () => {
      const api = fakeApi({ loginStatus: status(anaSignedIn), company, customerData: ana, digitalOrders: { hasDigitalProducts: false }, acceptPrivacy: { ok: true } });
      const user = userEvent.setup();
      render(<CustomerHome />);
      expect(await screen.findByRole('heading', { name: 'Atualizamos nossa política de privacidade' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('Política de privacidade.')).toBeInTheDocument());
      expect(screen.queryByRole('link', { name: 'Vale Compra' })).not.toBeInTheDocument();
      const confirm = screen.getByRole('button', { name: 'Confirmar' });
      expect(confirm).toBeDisabled();

      await user.click(screen.getByRole('checkbox', { name: 'Li e concordo com a nova política de privacidade' }));
      expect(confirm).toBeEnabled();
      await user.click(confirm);

      expect(await screen.findByRole('link', { name: 'Vale Compra' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Atualizamos nossa política de privacidade' })).not.toBeInTheDocument();
      expect(api.calls.find((c) => c.operation === 'acceptPrivacy')?.json).toEqual({ version: '2' });
    });

    it('keeps the box and says why when the acceptance fails', async () => {
      fakeApi({ loginStatus: status(anaSignedIn), company, customerData: ana, acceptPrivacy: { fail: 'Versão da política desatualizada.', status: 409 } });
      const user = userEvent.setup();
      render(<CustomerHome />);
      await user.click(await screen.findByRole('checkbox', { name: 'Li e concordo com a nova política de privacidade' }));
      await user.click(screen.getByRole('button', { name: 'Confirmar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Versão da política desatualizada.');
      expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
      expect(screen.queryByRole('link', { name: 'Vale Compra' })).not.toBeInTheDocument();
    });

    it('is not asked when the policy is inactive', async () => {
      fakeApi({ loginStatus: status(anaSignedIn), company: companyWithoutPolicy, customerData: ana, digitalOrders: { hasDigitalProducts: false } });
      render(<CustomerHome />);
      expect(await screen.findByRole('link', { name: 'Vale Compra' })).toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });

    it('is not asked of a customer who accepted the current version', async () => {
      fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
      render(<CustomerHome />);
      expect(await screen.findByRole('link', { name: 'Vale Compra' })).toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });
  });

  it('works as the custom element', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    await import('../../../widgets/customer-home/customer-home.element');
    const element = document.createElement('jet-customer-home');
    element.setAttribute('base-url', '/conta');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('a[href="/conta/address"]')).toHaveTextContent('Gestão de Endereços'));
    element.remove();
  });
});
