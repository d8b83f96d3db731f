import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FreeShippingTip, FreightOption } from '../src/api/operations';
import { FreeShipping } from '../src/cart/free-shipping';
import { ShippingCalculator } from '../src/cart/shipping-calculator';
import { QuantityStepper, type QuantityStepperProps } from '../src/ui/quantity-stepper/quantity-stepper';
import { cartLine, cartOf, freightOption } from '../test/fixtures/cart-data';
import { mockApi } from '../test/fixtures/mock-api';

/** The shared pieces of the cart widgets: quantity stepper, shipping calculator, free-shipping progress. */

function Stepper(props: Partial<QuantityStepperProps> & { initial?: number; slow?: boolean }) {
  const { initial = 1, slow, ...rest } = props;
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const [removed, setRemoved] = useState(false);
  if (removed) return <p>Produto removido.</p>;
  return (
    <QuantityStepper
      {...rest}
      value={value}
      pending={pending}
      onCommit={(n) => {
        if (!slow) return setValue(n);
        setPending(true);
        setTimeout(() => {
          setValue(n);
          setPending(false);
        }, 1200);
      }}
      onRemove={rest.onRemove ? () => setRemoved(true) : undefined}
    />
  );
}

const options: FreightOption[] = [
  freightOption(1, 'PAC', 7, 18.9),
  freightOption(2, 'SEDEX', 2, 32.5),
  freightOption(3, 'Retirada na loja', 0, 0),
  freightOption(4, 'Entrega agendada', 3, 45, { ScheduledDelivery: true }),
];

const lines = [cartLine({ idCartItem: 1, idProduct: 101, idSku: 1010, quantity: 2 })];
const withChoice = cartOf(lines, { postcode: '01310100', shipping: { ...options[1]!, postcode: '01310100' }, totalShipping: 32.5 });

const tip = (patch: Partial<FreeShippingTip> = {}): FreeShippingTip => ({
  idShipping: 1,
  cartDisplayInfo: true,
  cartInformation: 'Faltam [Valor] para você ganhar Frete Grátis!',
  remainingValue: 60,
  targetValue: 299,
  ...patch,
});

const meta = {
  title: 'Cart/Kit',
  parameters: { msw: mockApi({ cartContents: cartOf(lines), shippingOptions: options, chooseShipping: withChoice }) },
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const QuantityDefault: Story = { name: 'Quantity: default', render: () => <Stepper initial={2} /> };
export const QuantityStock: Story = {
  name: 'Quantity: capped to the stock',
  render: () => <Stepper initial={3} max={5} maxNotice={(n) => `Temos apenas ${n} em estoque.`} />,
};
export const QuantityMultiple: Story = { name: 'Quantity: sold in sixes', render: () => <Stepper initial={6} multiple={6} max={60} /> };
export const QuantityRemove: Story = { name: 'Quantity: minus removes at 1 (cart row)', render: () => <Stepper initial={1} onRemove={() => undefined} /> };
export const QuantityPending: Story = { name: 'Quantity: slow answers (pending)', render: () => <Stepper initial={2} slow /> };
export const QuantityError: Story = {
  name: 'Quantity: failed change (server text)',
  render: () => <QuantityStepper value={2} onCommit={() => undefined} message="Temos apenas 2 em estoque." />,
};

export const ShippingEmpty: Story = { name: 'Shipping: no CEP yet', render: () => <ShippingCalculator /> };
export const ShippingWithChoice: Story = {
  name: 'Shipping: the cart has a CEP and a choice',
  parameters: { msw: mockApi({ cartContents: withChoice, shippingOptions: options, chooseShipping: withChoice }) },
  render: () => <ShippingCalculator />,
};
export const ShippingCompact: Story = {
  name: 'Shipping: compact (drawer)',
  parameters: { msw: mockApi({ cartContents: withChoice, shippingOptions: options, chooseShipping: withChoice }) },
  render: () => (
    <div style={{ maxWidth: '20rem' }}>
      <ShippingCalculator compact />
    </div>
  ),
};
export const ShippingLoading: Story = {
  name: 'Shipping: loading',
  parameters: { msw: mockApi({ cartContents: cartOf(lines, { postcode: '01310100' }), shippingOptions: 'loading' }) },
  render: () => <ShippingCalculator />,
};
export const ShippingError: Story = {
  name: 'Shipping: server error',
  parameters: { msw: mockApi({ cartContents: cartOf(lines, { postcode: '01310100' }), shippingOptions: { fail: 'Não entregamos neste CEP.', status: 422 } }) },
  render: () => <ShippingCalculator />,
};
export const ShippingNoOptions: Story = {
  name: 'Shipping: no option for the CEP',
  parameters: { msw: mockApi({ cartContents: cartOf(lines, { postcode: '69900970' }), shippingOptions: [] }) },
  render: () => <ShippingCalculator />,
};

export const FreeShippingMissing: Story = { name: 'Free shipping: R$ 60,00 missing', render: () => <FreeShipping tip={tip()} subTotal={239} /> };
export const FreeShippingReached: Story = {
  name: 'Free shipping: reached',
  render: () => <FreeShipping tip={tip({ remainingValue: 0 })} subTotal={320} />,
};
export const FreeShippingStoreText: Story = {
  name: "Free shipping: reached, the store's text",
  render: () => <FreeShipping tip={tip({ remainingValue: 0, cartInformation: 'Seu frete é por nossa conta!' })} subTotal={320} />,
};
export const FreeShippingNoTarget: Story = {
  name: 'Free shipping: no target (text only)',
  render: () => <FreeShipping tip={tip({ targetValue: 0 })} subTotal={239} />,
};
