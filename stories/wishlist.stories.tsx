import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WishlistButtonView } from '../src/wishlist/wishlist-button';
import { resetWishlist } from '../src/wishlist/wishlist-store';
import { WishlistCounterView } from '../widgets/wishlist-counter/wishlist-counter';
import { company, signedIn, signedOut } from '../test/fixtures/api-data';
import { productCard, productDetail } from '../test/fixtures/catalogue-data';
import { mockApi, type Answers } from '../test/fixtures/mock-api';
import { fromModel, tag, tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const kettle = productCard({ idProduct: 41, name: 'Chaleira Elétrica Inox', imageHome: placeholderImage('Chaleira', 300, 300, '#1a7f37') });
/** The card's product and the store's settings, beside each story's wish-list answers. */
const page = (answers: Answers) => mockApi({ company, productDetail: productDetail(kettle), ...answers });

const signedInApi = (ids: number[]) =>
  page({
    loginStatus: { data: signedIn },
    wishlistIds: { ids, count: ids.length },
    addToWishlist: ({ json }) => ({ ids: [json.idProduct, ...ids], count: ids.length + 1 }),
    removeFromWishlist: ({ json }) => ({ ids: ids.filter((id) => id !== json.idProduct), count: ids.filter((id) => id !== json.idProduct).length }),
  });

// The header's counter and a lone card with its heart, on a page that starts with no wish list read.
const meta = {
  title: 'Engage/Wish list',
  ...tagMeta('jet-wishlist-counter', {
    with: ['jet-product-card'],
    render: (args) => (
      <div style={{ display: 'grid', gap: '1rem', maxWidth: '18rem' }}>
        {tag('jet-wishlist-counter', args)}
        {tag('jet-product-card', { 'product-id': kettle.idProduct })}
      </div>
    ),
    beforeEach: () => resetWishlist(),
    parameters: { msw: signedInApi([7, 8]) },
  }),
};
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
    const heart = await canvas.findByRole('button', { name: 'Adicionar Chaleira Elétrica Inox à lista de desejos' });
    heart.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(await canvas.findByRole('link', { name: 'Lista de desejos com 3 produtos' })).toBeInTheDocument();
  },
};

/** A visitor: no counter; the heart's title invites to sign in. */
export const Visitor: Story = { parameters: { msw: page({ loginStatus: { data: signedOut } }) } };

/** The toggle failed: the heart is back and says so. */
export const ToggleFailed: Story = {
  parameters: { msw: page({ loginStatus: { data: signedIn }, wishlistIds: { ids: [], count: 0 }, addToWishlist: { fail: 'Erro interno.' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Lista de desejos com 0 produtos' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar Chaleira Elétrica Inox à lista de desejos' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível atualizar sua lista de desejos.');
  },
};

/** The counter's states from a fixed model. */
export const CounterStates: Story = fromModel(() => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <WishlistCounterView state="loading" count={0} label="Lista de desejos" listUrl="/customer" />
      <WishlistCounterView state="ready" count={1} label="Lista de desejos com 1 produto" listUrl="/customer" />
      <WishlistCounterView state="error" count={0} label="Lista de desejos" listUrl="/customer" />
    </div>
));

/** The heart's states from a fixed model: off, on, sending. */
export const HeartStates: Story = fromModel(() => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <WishlistButtonView pressed={false} busy={false} failed={false} visitor={false} name="Chaleira" onToggle={() => undefined} onCloseFailure={() => undefined} />
      <WishlistButtonView pressed busy={false} failed={false} visitor={false} name="Chaleira" onToggle={() => undefined} onCloseFailure={() => undefined} />
      <WishlistButtonView pressed busy failed={false} visitor={false} name="Chaleira" onToggle={() => undefined} onCloseFailure={() => undefined} />
    </div>
));
