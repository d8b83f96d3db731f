import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { signedIn } from '../test/fixtures/api-data';
import { cart, company, ebook, lamp, limits, mug, options, sofa } from './cart-fixtures';
import { tagMeta } from './harness/tag-story';

const installments = { maxNumber: 12, value: 216.64, description: 'sem juros', interest: 0 };
const api = (answers: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ company, cartContents: cart(), installments, shippingOptions: options, ...answers });

const meta = {
  title: 'Cart/Cart page',
  ...tagMeta('jet-cart', {
    parameters: { msw: api() },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};
/** The store's Pix discount (5 % of the items after their discounts): 'R$ … no Pix' under the total (issue 25). */
export const PixPrice: Story = { parameters: { msw: api({ company: { ...company, pixDiscountPercent: 5 } }) } };
export const Empty: Story = { parameters: { msw: api({ cartContents: cart([]) }) } };
export const Loading: Story = { parameters: { msw: api({ cartContents: 'loading' }) } };
export const LoadError: Story = { parameters: { msw: api({ cartContents: { fail: 'Erro interno. Tente novamente em instantes.' } }) } };
export const SoldOut: Story = {
  parameters: { msw: api({ cartContents: cart([sofa, lamp]) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar Compra' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Ops... existe 1 produto esgotado no seu carrinho.' })).toBeVisible();
  },
};
export const LimitsUnmet: Story = {
  parameters: {
    msw: api({ cartContents: cart([mug], limits), verifyCartLimits: { fail: 'O valor mínimo de compra é R$ 300,00.', status: 400 } }),
  },
};
export const LimitsMet: Story = {
  parameters: { msw: api({ cartContents: cart([sofa, { ...mug, limits: [{ tipo: 'Q', minimo: 2, maximo: 10, multiplo: 2 }] }], limits) }) },
};
export const ShippingLoading: Story = { parameters: { msw: api({ cartContents: cart(undefined, { postcode: '01310100' }), shippingOptions: 'loading' }) } };
export const ShippingOptions: Story = {
  parameters: {
    msw: api({
      cartContents: cart(undefined, { postcode: '01310100', shipping: { ...options[1]!, postcode: '01310100' }, totalShipping: 39.9, total: 2639.6 }),
    }),
  },
};
export const ShippingError: Story = {
  parameters: { msw: api({ cartContents: cart(undefined, { postcode: '69999999' }), shippingOptions: { fail: 'Não entregamos neste CEP.', status: 404 } }) },
};
export const DiscountApplied: Story = {
  parameters: { msw: api({ cartContents: cart(undefined, { discountKey: 'BEMVINDO10', totalDiscount: 259.97, total: 2339.73 }) }) },
};
export const VoucherApplied: Story = {
  parameters: { msw: api({ cartContents: cart(undefined, { voucher: { code: 'PRESENTE100', value: 100 }, totalVoucher: 100, total: 2499.7 }) }) },
};
export const ExpiryTimer: Story = {
  parameters: { msw: api({ cartContents: cart(undefined, { reservedUntil: new Date(Date.now() + 25 * 60_000).toISOString() }) }) },
};
/** The server reserves for 1 minute: the extension says so. */
export const ExpiryWarningOneMinute: Story = {
  parameters: {
    msw: api({ cartContents: () => cart(undefined, { reservedUntil: new Date(Date.now() + 19_000).toISOString(), reservationMinutes: 1 }) }),
  },
};
/** A cart of only digital products: no shipping to calculate ('Não se aplica'), no free-shipping goal. */
export const DigitalOnly: Story = {
  parameters: { msw: api({ cartContents: cart([ebook], { cartHasOnlyVirtualProducts: true }) }) },
};
/** A signed-in customer with a voucher of their own: the suggestion under the voucher field. */
export const VoucherSuggested: Story = {
  parameters: {
    msw: api({ loginStatus: { data: signedIn }, voucherSuggestion: { code: 'VALEMARIA25', value: 25 } }),
  },
};
/** 'Esvaziar carrinho' asks first. */
export const CleanCartConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Esvaziar carrinho' }));
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Esvaziar o carrinho?' })).toBeVisible();
  },
};
export const ExpiryWarning: Story = {
  parameters: {
    msw: api({
      cartContents: () => cart(undefined, { reservedUntil: new Date(Date.now() + 19_000).toISOString() }),
      extendReservation: () => cart(undefined, { reservedUntil: new Date(Date.now() + 30 * 60_000).toISOString(), reservationExtended: true }),
    }),
  },
};
export const Expired: Story = { parameters: { msw: api({ cartContents: cart([mug], { removedProducts: ['Sofá Retrátil Lisboa 3 Lugares'] }) }) } };
export const ExpiredPlural: Story = {
  parameters: { msw: api({ cartContents: cart([], { removedProducts: ['Sofá Retrátil Lisboa 3 Lugares', 'Luminária de Piso Arco'] }) }) },
};
