import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginStatus } from '../../../src/api/operations';
import { listen } from '../../../src/events';
import { navigation } from '../../../src/routes/navigation';
import { CustomerHome } from '../../../widgets/customer-home/customer-home';
import { CustomerMenu } from '../../../widgets/customer-menu/customer-menu';
import { company, signedIn, signedInWithoutPassword, signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { ana, anaSignedIn, maria } from './fixtures';

const status = (data: LoginStatus) => ({ data });
const menu = () => screen.getByRole('navigation', { name: 'Minha conta' });

describe('<jet-customer-menu>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the pages in the spec order, then Desconectar, and marks the current page', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    render(<CustomerMenu currentPath="/customer/address/" />);
    const current = await screen.findByRole('link', { name: 'Gestão de Endereços' });
    expect(current).toHaveAttribute('aria-current', 'page');
    const items = within(menu()).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Último pedido',
      'Consultar meus pedidos',
      'Vale Compra',
      'Alterar dados cadastrais',
      'Gestão de Endereços',
      'Alterar senha',
      'Alterar e-mail',
      'Desconectar',
    ]);
    expect(screen.getByRole('link', { name: 'Alterar dados cadastrais' })).toHaveAttribute('href', '/customer/edit');
    expect(within(menu()).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('places Meus produtos digitais before Desconectar for a customer with digital orders', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: true } });
    render(<CustomerMenu currentPath="/customer/order/details/15" />);
    await screen.findByRole('link', { name: 'Meus produtos digitais' });
    const items = within(menu()).getAllByRole('listitem').map((item) => item.textContent);
    expect(items.slice(-3)).toEqual(['Alterar e-mail', 'Meus produtos digitais', 'Desconectar']);
    // one order's details are under 'Consultar meus pedidos', not 'Último pedido'
    expect(screen.getByRole('link', { name: 'Consultar meus pedidos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Último pedido' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/customer/order/details', 'Último pedido'],
    ['/customer/order/details/', 'Último pedido'],
    ['/customer/order/details/1007', 'Consultar meus pedidos'],
    ['/customer/order', 'Consultar meus pedidos'],
  ])('on %s marks %s alone', async (path, name) => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    render(<CustomerMenu currentPath={path} />);
    await screen.findByRole('link', { name: 'Vale Compra' });
    const marked = within(menu()).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(marked.map((link) => link.textContent)).toEqual([name]);
  });

  it('marks nothing on the home', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    render(<CustomerMenu currentPath="/customer" />);
    await screen.findByRole('link', { name: 'Vale Compra' });
    expect(within(menu()).getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });

  it('folds behind a disclosure button that names the current page', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    render(<CustomerMenu currentPath="/customer/changepassword" />);
    const toggle = await screen.findByRole('button', { name: /Menu da conta/ });
    expect(toggle).toHaveTextContent('Alterar senha');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveAttribute('data-open');
  });

  it('shows nothing to a visitor or to a customer without a password', async () => {
    fakeApi({ loginStatus: status(signedOut), company });
    const { unmount } = render(<CustomerMenu />);
    await waitFor(() => expect(menu()).toHaveAttribute('data-state', 'hidden'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    fakeApi({ loginStatus: status(signedInWithoutPassword), company });
    render(<CustomerMenu />);
    await waitFor(() => expect(menu()).toHaveAttribute('data-state', 'hidden'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('logs out with Desconectar and goes to the account home', async () => {
    const api = fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false }, logout: { ok: true } });
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const onLogout = vi.fn();
    const stop = listen('jet:logout', onLogout);
    render(<CustomerMenu currentPath="/customer/address" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(api.count('logout')).toBe(1);
    expect(onLogout).toHaveBeenCalledOnce();
    stop();
  });

  it('says so when the log out fails and stays', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false }, logout: { fail: 'Erro interno.' } });
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    render(<CustomerMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao realizar o logout');
    expect(go).not.toHaveBeenCalled();
  });

  describe('with a new privacy policy version to accept', () => {
    it('shows the acceptance box instead of the items, then the items once confirmed', async () => {
      fakeApi({ loginStatus: status(anaSignedIn), company, customerData: ana, digitalOrders: { hasDigitalProducts: false }, acceptPrivacy: { ok: true } });
      const user = userEvent.setup();
      render(<CustomerMenu currentPath="/customer/address" />);
      const confirm = await screen.findByRole('button', { name: 'Confirmar' });
      expect(screen.queryByRole('link', { name: 'Gestão de Endereços' })).not.toBeInTheDocument();
      expect(confirm).toBeDisabled();
      await user.click(screen.getByRole('checkbox', { name: 'Li e concordo com a nova política de privacidade' }));
      await user.click(confirm);
      expect(await screen.findByRole('link', { name: 'Gestão de Endereços' })).toHaveAttribute('aria-current', 'page');
    });

    it('leaves the box to the home on the home page, and both open together', async () => {
      fakeApi({ loginStatus: status(anaSignedIn), company, customerData: ana, digitalOrders: { hasDigitalProducts: false }, acceptPrivacy: { ok: true } });
      const user = userEvent.setup();
      render(
        <>
          <CustomerMenu currentPath="/customer" />
          <CustomerHome />
        </>,
      );
      await screen.findByRole('button', { name: 'Confirmar' });
      expect(screen.getAllByRole('checkbox')).toHaveLength(1);
      expect(within(menu()).getByText('Aceite a nova política de privacidade para usar o menu da sua conta.')).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(within(menu()).getByRole('link', { name: 'Vale Compra' })).toBeInTheDocument());
      expect(screen.getByRole('list', { name: 'Páginas da sua conta' })).toBeInTheDocument();
    });
  });

  it('works as the custom element', async () => {
    fakeApi({ loginStatus: status(signedIn), company, customerData: maria, digitalOrders: { hasDigitalProducts: false } });
    await import('../../../widgets/customer-menu/customer-menu.element');
    const element = document.createElement('jet-customer-menu');
    element.setAttribute('current-path', '/customer/alterEmail');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('[aria-current="page"]')).toHaveTextContent('Alterar e-mail'));
    element.remove();
  });
});
