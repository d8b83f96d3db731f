import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import {
  cardCheckoutAnswers,
  cardDeclined,
  cardNoFunds,
  checkoutAnswers,
  digitalCart,
  homeCep,
  motoboy,
  options,
  pac,
  sedex,
  shippedCart,
  signedOut,
  stockFailure,
  workCep,
} from './checkout-fixtures';
import { cartOf } from '../test/fixtures/cart-data';
import { company } from '../test/fixtures/api-data';
import { navigations } from './harness/page';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Checkout/Checkout',
  ...tagMeta('jet-checkout', {
    parameters: { msw: mockApi(checkoutAnswers()), layout: 'padded' },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Maria's book: 'Casa' (the default) preselected, PAC chosen in the cart for its CEP, Pix first. */
export const AddressesWithDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Casa/ })).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({ ...checkoutAnswers(), cartContents: 'loading' }) },
};

/** A visitor is sent to /checkout/identification. */
export const VisitorRedirect: Story = {
  parameters: { msw: mockApi({ ...checkoutAnswers(), loginStatus: { data: signedOut } }) },
  play: async () => {
    await waitFor(() => expect(navigations).toContain('/checkout/identification'));
  },
};

export const EmptyCart: Story = {
  parameters: { msw: mockApi(checkoutAnswers({ cart: cartOf([]) })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Seu carrinho está vazio.')).toBeVisible();
  },
};

export const NewAddressForm: Story = {
  parameters: { msw: mockApi(checkoutAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo endereço' }));
    await expect(await canvas.findByLabelText('CEP')).toBeVisible();
  },
};

/** A customer without addresses: the form is open at once. */
export const NoAddressYet: Story = {
  parameters: { msw: mockApi(checkoutAnswers({ book: [] })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('CEP')).toBeVisible();
  },
};

/** The cart's shipping was for another CEP, and its mode is not offered at the default address: choose one. */
export const RequoteNeeded: Story = {
  parameters: { msw: mockApi(checkoutAnswers({ cart: shippedCart(workCep, pac), quotes: { [homeCep]: [sedex, motoboy] } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/não atende o CEP 01310‑100/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Motoboy/ })).not.toBeChecked();
  },
};

/** The cart's mode is offered at the other CEP too: re-chosen there at once. */
export const Requoted: Story = {
  parameters: { msw: mockApi(checkoutAnswers({ cart: shippedCart(workCep, sedex) })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('O frete foi calculado para o CEP 01310‑100 do endereço escolhido.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /SEDEX/ })).toBeChecked());
  },
};

export const DigitalOnlyCart: Story = {
  parameters: { msw: mockApi(checkoutAnswers({ cart: digitalCart })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Seu pedido tem apenas produtos digitais: não há entrega.')).toBeVisible();
  },
};

/** The store's Pix discount (5 %): '5% de desconto' beside Pix, 'Desconto Pix (5%)' in the summary while Pix is chosen (issue 25). */
export const PixDiscount: Story = {
  parameters: { msw: mockApi({ ...checkoutAnswers(), company: { ...company, pixDiscountPercent: 5 } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Desconto Pix (5%)')).toBeVisible();
  },
};

export const StoreCredit: Story = {
  parameters: { msw: mockApi(checkoutAnswers({ checkoutOptions: { ...options, storeCredit: 150 } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Usar meu Vale Compra/ }));
    await expect(await canvas.findByText('Vale Compra')).toBeVisible();
  },
};

export const Placing: Story = {
  parameters: { msw: mockApi({ ...checkoutAnswers(), placeOrder: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar pedido' }));
    await expect(await canvas.findByRole('button', { name: 'Finalizando o pedido…' })).toBeDisabled();
  },
};

export const FailureStock: Story = {
  parameters: { msw: mockApi({ ...checkoutAnswers(), placeOrder: stockFailure }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar pedido' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(stockFailure.fail);
    await expect(canvas.getByRole('link', { name: 'Voltar para o carrinho' })).toBeVisible();
  },
};

/** Placed: jet:purchase, the cart read again, then the order confirmation, /checkout/confirmacao?pedido=1042. */
export const Success: Story = {
  parameters: { msw: mockApi(checkoutAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar pedido' }));
    await expect(await canvas.findByText(/Pedido #1042 realizado!/)).toBeVisible();
    await waitFor(() => expect(navigations).toContain('/checkout/confirmacao?pedido=1042'));
  },
};

// ---- credit card (issue 25): the card form, a lazy chunk shown when 'Cartão de crédito' is chosen ----

/** Types a test card into the card form (number, name, expiry, CVV, CPF). */
async function typeCard(canvas: ReturnType<typeof within>, number: string, cvv = '739') {
  await userEvent.type(canvas.getByLabelText('Número do cartão'), number);
  await userEvent.type(canvas.getByLabelText('Nome impresso no cartão'), 'MARIA S SILVA');
  await userEvent.type(canvas.getByLabelText('Validade (MM/AA)'), '1131');
  await userEvent.type(canvas.getByLabelText('CVV'), cvv);
  await userEvent.type(canvas.getByLabelText('CPF do titular do cartão'), '52998224725');
}

async function chooseCard(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('radio', { name: 'Cartão de crédito' }));
  await canvas.findByRole('form', { name: 'Dados do cartão de crédito' });
}

/** Card chosen: the empty form, the installments waiting for the number. */
export const CardForm: Story = {
  parameters: { msw: mockApi(cardCheckoutAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCard(canvas);
    await expect(canvas.getByText('Digite o número do cartão para ver as parcelas.')).toBeVisible();
  },
};

/** A Mastercard typed: its brand, and the gateway's plans (interest-free up to 6x, then with interest and the total). */
export const CardBrandAndInstallments: Story = {
  parameters: { msw: mockApi(cardCheckoutAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCard(canvas);
    await typeCard(canvas, '5555555555554444');
    await expect(canvas.getByText('Bandeira: Mastercard')).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Parcelas' })).toBeVisible();
  },
};

/** 'Finalizar pedido' with a wrong number, a past expiry, a short CVV and a bad CPF: every message, nothing sent. */
export const CardInvalid: Story = {
  parameters: { msw: mockApi(cardCheckoutAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCard(canvas);
    await userEvent.type(canvas.getByLabelText('Número do cartão'), '4111111111111112');
    await userEvent.type(canvas.getByLabelText('Validade (MM/AA)'), '0120');
    await userEvent.type(canvas.getByLabelText('CVV'), '12');
    await userEvent.type(canvas.getByLabelText('CPF do titular do cartão'), '11111111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar pedido' }));
    await expect(await canvas.findByText('Número de cartão inválido. Confira os dígitos.')).toBeVisible();
  },
};

/** 4000 0000 0000 0002: the issuer declines; the form kept, the CVV cleared. */
export const CardDeclined: Story = {
  parameters: { msw: mockApi(cardCheckoutAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCard(canvas);
    await typeCard(canvas, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar pedido' }));
    await expect(await canvas.findByText(cardDeclined.fail)).toBeVisible();
  },
};

/** 4000 0000 0000 9995: no funds on the card. */
export const CardInsufficientFunds: Story = {
  parameters: { msw: mockApi(cardCheckoutAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCard(canvas);
    await typeCard(canvas, '4000000000009995');
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar pedido' }));
    await expect(await canvas.findByText(cardNoFunds.fail)).toBeVisible();
  },
};

/** 4111 1111 1111 1111 approved: the order placed, then its details. */
export const CardApproved: Story = {
  parameters: { msw: mockApi(cardCheckoutAnswers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCard(canvas);
    await typeCard(canvas, '4111111111111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar pedido' }));
    await waitFor(() => expect(navigations).toContain('/checkout/confirmacao?pedido=1042'));
  },
};
