import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { CustomerAddresses } from '../../../widgets/customer-addresses/customer-addresses';
import { CustomerChangeEmail } from '../../../widgets/customer-change-email/customer-change-email';
import { CustomerHome } from '../../../widgets/customer-home/customer-home';
import { CustomerOrders } from '../../../widgets/customer-orders/customer-orders';
import { orderAnswers } from '../../../stories/order-fixtures';
import { company, signedIn, signedOut } from '../../fixtures/api-data';
import { fakeApi, Reply, type Answers } from '../../fixtures/mock-api';

/**
 * The customer guard when the login status cannot be read (issue 14): the page says so with
 * 'Tentar novamente', never sends the shopper to /customer and never shows the sign-in panel; a clean
 * 'not authenticated' answer still sends a visitor away.
 */
const FAILURES: [string, Answers['loginStatus']][] = [
  ['a server error', { fail: 'Erro interno.' }],
  ['a wrong shape', new Reply(200, { data: 42 })],
  ['malformed JSON', new Reply(200, '{"data": {"authent', 'application/json')],
];

const MESSAGE = 'Não foi possível carregar sua conta. Tente novamente.';

describe('customer pages whose login status could not be read', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(FAILURES)('the orders page shows an error with a retry after %s, and stays', async (_, loginStatus) => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ ...orderAnswers(), loginStatus });
    render(<CustomerOrders />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('the retry reads the status again and shows the page once it answers', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const api = fakeApi({ ...orderAnswers(), loginStatus: { fail: 'Erro interno.' } });
    render(<CustomerOrders />);
    await screen.findByRole('alert');
    api.set('loginStatus', { data: signedIn });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('a clean "not authenticated" answer still sends the visitor to /customer', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ ...orderAnswers(), loginStatus: { data: signedOut } });
    render(<CustomerOrders />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });

  it('the address book and the change of e-mail say it too, without redirecting', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ loginStatus: { fail: 'Erro interno.' } });
    const { unmount } = render(<CustomerAddresses />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    unmount();
    render(<CustomerChangeEmail />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(go).not.toHaveBeenCalled();
  });

  it('the customer home shows the error instead of the sign-in panel', async () => {
    fakeApi({ loginStatus: { fail: 'Erro interno.' }, company });
    render(<CustomerHome />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(screen.queryByText('Já tem cadastro?')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Cadastro/ })).not.toBeInTheDocument();
  });
});
