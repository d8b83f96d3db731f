import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationName } from '../../../src/api/operations';
import { CustomerHome } from '../../../widgets/customer-home/customer-home';
import { CustomerMenu } from '../../../widgets/customer-menu/customer-menu';
import { company, signedIn, signedOut } from '../../fixtures/api-data';
import { fakeApi, type MockApi } from '../../fixtures/mock-api';
import { maria } from '../customer-account/fixtures';

/**
 * The menu's and the home's account reads leave as soon as the login status says a customer is here,
 * while the account code (account-menu, account-home, lazy chunks) is still on its way, not one round
 * trip after it arrived (issue 24). The account code is held here until the reads are asked: with reads
 * that waited for the code, they never come and the test fails. React's lazy keeps a code once loaded,
 * so each is held in the first test that loads it: one test per code, in this order.
 */
const code = vi.hoisted(() => {
  let open!: () => void;
  let opened!: Promise<void>;
  const close = () => {
    opened = new Promise<void>((resolve) => (open = resolve));
  };
  close();
  return { close, open: () => open(), wait: () => opened };
});
vi.mock('../../../widgets/customer-menu/account-menu', async (original) => {
  await code.wait();
  return original();
});
vi.mock('../../../widgets/customer-home/account-home', async (original) => {
  await code.wait();
  return original();
});

const asked = (api: MockApi, names: OperationName[]) => waitFor(() => expect(api.calls.map((call) => call.operation)).toEqual(expect.arrayContaining(names)));
const status = { loginStatus: { data: signedIn }, company, customerData: maria, digitalOrders: { hasDigitalProducts: true } };

describe("the account's reads leave with its code, not after it", () => {
  beforeEach(() => code.close());
  afterEach(() => code.open());

  it('the menu asks for the digital orders and the policy data while its code loads', async () => {
    const api = fakeApi(status);
    render(<CustomerMenu currentPath="/customer/order" />);
    await asked(api, ['digitalOrders', 'customerData']);
    // the code is held: the menu still holds its place
    expect(screen.getByRole('navigation', { name: 'Minha conta' })).toHaveAttribute('aria-busy', 'true');
    code.open();
    expect(await screen.findByRole('link', { name: 'Meus produtos digitais' })).toBeInTheDocument();
    expect(api.count('digitalOrders')).toBe(1);
    expect(api.count('customerData')).toBe(1);
  });

  it("the home asks for the customer's reads while its code loads, and shows the tiles once", async () => {
    const api = fakeApi(status);
    render(<CustomerHome />);
    await asked(api, ['digitalOrders', 'customerData']);
    expect(screen.queryByText('Olá, Maria')).not.toBeInTheDocument();
    code.open();
    expect(await screen.findByRole('link', { name: 'Meus produtos digitais' })).toBeInTheDocument();
    expect(api.count('digitalOrders')).toBe(1);
    expect(api.count('customerData')).toBe(1);
  });

  it('a visitor asks for none of them', async () => {
    const api = fakeApi({ ...status, loginStatus: { data: signedOut }, newsletterCategories: [] });
    render(
      <>
        <CustomerMenu currentPath="/customer" />
        <CustomerHome />
      </>,
    );
    code.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro — Etapa 1 de 3: Informações Pessoais' })).toBeInTheDocument();
    expect(api.count('digitalOrders')).toBe(0);
    expect(api.count('customerData')).toBe(0);
  });
});
