import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginStatus } from '../../src/api/operations';
import { listen } from '../../src/events';
import { UserMenu } from '../../widgets/user-menu/user-menu';
import { signedIn, signedInWithoutPassword, signedOut } from '../fixtures/api-data';
import { fakeApi } from '../fixtures/mock-api';

const status = (data: LoginStatus) => () => ({ data });

describe('<jet-user-menu>', () => {
  it('invites a visitor to sign in', async () => {
    fakeApi({ loginStatus: status(signedOut) });
    render(<UserMenu loginUrl="/entrar" />);
    expect(await screen.findByRole('link', { name: 'Entre ou cadastre-se' })).toHaveAttribute('href', '/entrar');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites a customer without a password to sign in too', async () => {
    fakeApi({ loginStatus: status(signedInWithoutPassword) });
    render(<UserMenu />);
    expect(await screen.findByRole('link', { name: 'Entre ou cadastre-se' })).toHaveAttribute('href', '/customer/login');
  });

  it('greets a signed-in customer by first name and opens the account links', async () => {
    fakeApi({ loginStatus: status(signedIn) });
    render(<UserMenu />);
    const toggle = await screen.findByRole('button', { name: 'Olá, Maria' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Minha conta' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/customer');
    expect(screen.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/customer/order');

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('logs out, tells the page and shows the sign-in link again', async () => {
    const api = fakeApi({ loginStatus: status(signedIn), logout: () => ({ ok: true }) });
    const onLogout = vi.fn();
    const stop = listen('jet:logout', onLogout);
    render(<UserMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Olá, Maria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('link', { name: 'Entre ou cadastre-se' })).toBeInTheDocument();
    expect(api.count('logout')).toBe(1);
    expect(onLogout).toHaveBeenCalledOnce();
    stop();
  });

  it('says so when the log out fails and keeps the customer signed in', async () => {
    fakeApi({ loginStatus: status(signedIn), logout: () => ({ fail: 'Erro interno.' }) });
    render(<UserMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Olá, Maria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao realizar o logout');
    expect(screen.getByRole('button', { name: 'Olá, Maria' })).toBeInTheDocument();
  });

  it('works as the custom element, with its attributes', async () => {
    fakeApi({ loginStatus: status(signedOut) });
    await import('../../widgets/user-menu/user-menu.element');
    const element = document.createElement('jet-user-menu');
    element.setAttribute('login-url', '/conta/entrar');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('a')).toHaveAttribute('href', '/conta/entrar'));
    expect(element.querySelector('a')).toHaveTextContent('Entre ou cadastre-se');
    element.setAttribute('login-url', '/outra');
    await waitFor(() => expect(element.querySelector('a')).toHaveAttribute('href', '/outra'));

    // removed, its React root unmounts; attached again, it renders again
    element.remove();
    await waitFor(() => expect(element.querySelector('a')).toBeNull());
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('a')).toHaveAttribute('href', '/outra'));
    element.remove();
  });
});
