import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardSettingsFrom } from '../../../src/catalogue/card-settings';
import { ProductCard } from '../../../src/catalogue/product-card';
import { listen } from '../../../src/events';
import { WishlistButton } from '../../../src/wishlist/wishlist-button';
import { resetWishlist } from '../../../src/wishlist/wishlist-store';
import { WishlistCounter } from '../../../widgets/wishlist-counter/wishlist-counter';
import { company, signedIn, signedOut } from '../../fixtures/api-data';
import { productCard } from '../../fixtures/catalogue-data';
import { fakeApi } from '../../fixtures/mock-api';

// every API call the page starts, counted when it starts (the fake API records it only once sent)
const client = vi.hoisted(() => ({ started: [] as string[] }));
vi.mock('../../../src/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...actual, call: ((name, options) => (client.started.push(name), actual.call(name, options))) as typeof actual.call };
});

const settings = cardSettingsFrom(company);
const kettle = productCard({ idProduct: 41, name: 'Chaleira Elétrica Inox' });
const lamp = productCard({ idProduct: 42, name: 'Luminária de Mesa' });

afterEach(() => {
  resetWishlist();
  document.querySelectorAll('jet-login-modal').forEach((element) => element.remove());
});

function Page() {
  return (
    <>
      <WishlistCounter />
      <ProductCard product={kettle} settings={settings} />
      <ProductCard product={lamp} settings={settings} />
    </>
  );
}

const heart = (name: string) => screen.getByRole('button', { name: `Adicionar ${name} à lista de desejos` });

describe('the wish list', () => {
  it('a card mounting makes no call', async () => {
    const api = fakeApi({});
    client.started.length = 0;
    render(<ProductCard product={kettle} settings={settings} />);
    expect(heart('Chaleira Elétrica Inox')).toHaveAttribute('aria-pressed', 'false');
    // the card has rendered and what it loads at once has arrived: no call was started
    await act(() => vi.dynamicImportSettled());
    expect(client.started).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it("shows no counter to a visitor, reads no wish list, and a visitor's press opens the login modal", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ loginStatus: { data: signedOut } });
    document.body.append(document.createElement('jet-login-modal'));
    const opened = vi.fn();
    const stop = listen('jet:login-open', opened);
    render(<Page />);
    await waitFor(() => expect(api.count('loginStatus')).toBe(1));
    expect(screen.queryByRole('link', { name: /Lista de desejos/ })).not.toBeInTheDocument();
    expect(heart('Luminária de Mesa')).toHaveAttribute('title', 'Entre na sua conta para salvar produtos na sua lista de desejos.');
    await user.click(heart('Luminária de Mesa'));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(api.count('wishlistIds')).toBe(0);
    expect(api.count('addToWishlist')).toBe(0);
    stop();
  });

  it('without a login modal on the page, sends a visitor to the login page (asking the login status first)', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ loginStatus: { data: signedOut } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    render(<WishlistButton idProduct={41} name="Chaleira Elétrica Inox" loginUrl="/customer/login?v=1" />);
    await user.click(heart('Chaleira Elétrica Inox'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/customer/login?v=1'));
    expect(api.count('loginStatus')).toBe(1);
    assign.mockRestore();
  });

  it('signed in: the counter shows the count, hearts of listed products are pressed, and a keyboard press adds and removes', async () => {
    const user = userEvent.setup({ delay: null });
    let ids = [41, 7, 8];
    const api = fakeApi({
      loginStatus: { data: signedIn },
      wishlistIds: () => ({ ids, count: ids.length }),
      addToWishlist: ({ json }) => {
        ids = [json.idProduct, ...ids];
        return { ids, count: ids.length };
      },
      removeFromWishlist: ({ json }) => {
        ids = ids.filter((id) => id !== json.idProduct);
        return { ids, count: ids.length };
      },
    });
    render(<Page />);
    expect(await screen.findByRole('link', { name: 'Lista de desejos com 3 produtos' })).toHaveAttribute('href', '/customer');
    await waitFor(() => expect(heart('Chaleira Elétrica Inox')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Luminária de Mesa')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Luminária de Mesa')).not.toHaveAttribute('title');

    heart('Luminária de Mesa').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Lista de desejos com 4 produtos' })).toBeInTheDocument());
    expect(heart('Luminária de Mesa')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.filter((c) => c.operation === 'addToWishlist').map((c) => c.json)).toEqual([{ idProduct: 42 }]);

    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Lista de desejos com 3 produtos' })).toBeInTheDocument());
    expect(heart('Luminária de Mesa')).toHaveAttribute('aria-pressed', 'false');
    expect(api.count('wishlistIds')).toBe(1);
  });

  it('a failed toggle puts the heart back and says so', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ loginStatus: { data: signedIn }, wishlistIds: { ids: [], count: 0 }, addToWishlist: { fail: 'Erro', status: 500 } });
    render(<Page />);
    expect(await screen.findByRole('link', { name: 'Lista de desejos com 0 produtos' })).toBeInTheDocument();
    await user.click(heart('Chaleira Elétrica Inox'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível atualizar sua lista de desejos. Tente novamente.');
    expect(heart('Chaleira Elétrica Inox')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Lista de desejos com 0 produtos' })).toBeInTheDocument();
  });

  it('the counter never shows a number it did not read', async () => {
    fakeApi({ loginStatus: { data: signedIn }, wishlistIds: { fail: 'Erro', status: 500 } });
    render(<WishlistCounter />);
    const link = await screen.findByRole('link', { name: 'Lista de desejos' });
    await waitFor(() => expect(link.closest('.jet-wishlist-counter')).toHaveAttribute('data-state', 'error'));
    expect(link).not.toHaveTextContent(/\d/);
  });
});
