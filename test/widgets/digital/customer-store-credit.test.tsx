import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../src/routes/navigation';
import { CustomerStoreCredit } from '../../../widgets/customer-store-credit/customer-store-credit';
import { creditEntries, isExpired } from '../../../widgets/customer-store-credit/use-customer-store-credit';
import { creditAnswers, creditEmpty, creditExpired, creditWithEntries } from '../../../stories/digital-fixtures';
import { signedInWithoutPassword } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';

const now = new Date('2026-11-23T12:00:00');
/** The text of each cell of the body's rows, row by row. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Lançamentos do vale compra' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

describe('<jet-customer-store-credit>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends customers without a password to /customer', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ ...creditAnswers(creditEmpty), loginStatus: { data: signedInWithoutPassword } });
    render(<CustomerStoreCredit now={now} />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });

  it("shows 'Vale Compra', the 'Saldo total' and credits and debits merged, newest first, each with its type", async () => {
    fakeApi(creditAnswers(creditWithEntries));
    render(<CustomerStoreCredit now={now} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vale Compra' })).toBeInTheDocument();
    expect(screen.getByText('Saldo total').parentElement?.textContent?.replace(/\u00a0/g, ' ')).toBe('Saldo total R$ 70,00');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tipo', 'Data', 'Observação', 'Valor', 'Validade', 'Pedido']);
    expect(rows()).toEqual([
      ['Débito', '01/11/2026', 'Ajuste de saldo', '- R$ 4,50', '', ''],
      ['Débito', '02/10/2026', 'Usado na compra', '- R$ 25,50', '', 'Pedido #1042'],
      ['Crédito', '10/09/2026', 'Troca do pedido #1010', 'R$ 100,00', '10/03/2099', ''],
      ['Crédito', '05/01/2026', 'Cupom de aniversário', 'R$ 30,00', '05/04/2026Expirado', ''],
    ]);
    expect(screen.getByRole('link', { name: 'Pedido #1042' })).toHaveAttribute('href', '/customer/order/details/1042');
  });

  it('marks an expired credit as such', async () => {
    fakeApi(creditAnswers(creditExpired));
    render(<CustomerStoreCredit now={now} />);
    const row = (await screen.findByRole('rowheader', { name: 'Crédito' })).closest('tr')!;
    expect(within(row).getByText('Expirado')).toBeInTheDocument();
    expect(row).toHaveAttribute('data-expired');
    expect(screen.getByText('Saldo total').parentElement?.textContent?.replace(/\u00a0/g, ' ')).toBe('Saldo total R$ 0,00');
  });

  it('says so when there is no entry yet', async () => {
    fakeApi(creditAnswers(creditEmpty));
    render(<CustomerStoreCredit now={now} />);
    expect(await screen.findByText('Você ainda não tem lançamentos de vale compra.')).toBeInTheDocument();
    expect(screen.getByText('Saldo total')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says it is loading while the entries are on their way', async () => {
    fakeApi(creditAnswers('loading'));
    render(<CustomerStoreCredit now={now} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando o vale compra…');
  });

  it('offers a retry when the store credit cannot be read', async () => {
    const api = fakeApi(creditAnswers({ fail: 'Erro interno.', status: 500 }));
    const user = userEvent.setup();
    render(<CustomerStoreCredit now={now} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o seu vale compra.');
    api.set('storeCredit', creditWithEntries);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Lançamentos do vale compra' })).toBeInTheDocument();
    expect(api.count('storeCredit')).toBe(2);
  });
});

describe('the store credit entries', () => {
  it('expires a credit after its expiration date (a date alone lasts to the end of that day)', () => {
    expect(isExpired('2026-11-23', now)).toBe(false);
    expect(isExpired('2026-11-22', now)).toBe(true);
    expect(isExpired('2026-11-23T11:59:59', now)).toBe(true);
    expect(isExpired('2026-11-23T12:00:01', now)).toBe(false);
  });

  it('gives each debit its order page, none without an order', () => {
    const entries = creditEntries(creditWithEntries, now);
    expect(entries.map((e) => [e.type, e.orderUrl])).toEqual([
      ['debit', null],
      ['debit', '/customer/order/details/1042'],
      ['credit', null],
      ['credit', null],
    ]);
  });
});
