import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardSettingsFrom } from '../src/catalogue/card-settings';
import { ProductCard } from '../src/catalogue/product-card';
import { WishlistButtonView } from '../src/wishlist/wishlist-button';
import { resetWishlist } from '../src/wishlist/wishlist-store';
import { WishlistCounter, WishlistCounterView } from '../widgets/wishlist-counter/wishlist-counter';
import { company, signedIn, signedOut } from '../test/fixtures/api-data';
import { productCard } from '../test/fixtures/catalogue-data';
import { mockApi } from '../test/fixtures/mock-api';
import { placeholderImage } from './mocks/images';

const settings = cardSettingsFrom(company);
const kettle = productCard({ idProduct: 41, name: 'Chaleira Elétrica Inox', imageHome: placeholderImage('Chaleira', 300, 300, '#1a7f37') });

/** The header's counter and a card with its heart, on a page that starts with no wish list read. */
function Page() {
  useState(() => resetWishlist());
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '18rem' }}>
      <WishlistCounter />
      <ProductCard product={kettle} settings={settings} />
    </div>
  );
}

const signedInApi = (ids: number[]) =>
  mockApi({
    loginStatus: { data: signedIn },
    wishlistIds: { ids, count: ids.length },
    addToWishlist: ({ json }) => ({ ids: [json.idProduct, ...ids], count: ids.length + 1 }),
    removeFromWishlist: ({ json }) => ({ ids: ids.filter((id) => id !== json.idProduct), count: ids.filter((id) => id !== json.idProduct).length }),
  });

const meta = {
  title: 'Engage/Wish list',
  component: Page,
  parameters: { msw: signedInApi([7, 8]) },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the counter shows 2; the card's heart is empty. */
export const SignedIn: Story = {};

/** The product is on the list: the heart is filled (aria-pressed). */
export const OnTheList: Story = { parameters: { msw: signedInApi([41, 7]) } };

/** A press by keyboard adds it: the heart fills and the counter moves to 3. */
export const AddByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Lista de desejos com 2 produtos' });
    const heart = canvas.getByRole('button', { name: 'Adicionar Chaleira Elétrica Inox à lista de desejos' });
    heart.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(await canvas.findByRole('link', { name: 'Lista de desejos com 3 produtos' })).toBeInTheDocument();
  },
};

/** A visitor: no counter; the heart's title invites to sign in. */
export const Visitor: Story = { parameters: { msw: mockApi({ loginStatus: { data: signedOut } }) } };

/** The toggle failed: the heart is back and says so. */
export const ToggleFailed: Story = {
  parameters: { msw: mockApi({ loginStatus: { data: signedIn }, wishlistIds: { ids: [], count: 0 }, addToWishlist: { fail: 'Erro interno.' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Lista de desejos com 0 produtos' });
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Chaleira Elétrica Inox à lista de desejos' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível atualizar sua lista de desejos.');
  },
};

/** The counter's states from a fixed model. */
export const CounterStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <WishlistCounterView state="loading" count={0} label="Lista de desejos" listUrl="/customer" />
      <WishlistCounterView state="ready" count={1} label="Lista de desejos com 1 produto" listUrl="/customer" />
      <WishlistCounterView state="error" count={0} label="Lista de desejos" listUrl="/customer" />
    </div>
  ),
};

/** The heart's states from a fixed model: off, on, sending. */
export const HeartStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <WishlistButtonView pressed={false} busy={false} failed={false} visitor={false} name="Chaleira" onToggle={() => undefined} onCloseFailure={() => undefined} />
      <WishlistButtonView pressed busy={false} failed={false} visitor={false} name="Chaleira" onToggle={() => undefined} onCloseFailure={() => undefined} />
      <WishlistButtonView pressed busy failed={false} visitor={false} name="Chaleira" onToggle={() => undefined} onCloseFailure={() => undefined} />
    </div>
  ),
};
