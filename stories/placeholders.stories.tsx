import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssistedSale } from '../widgets/assisted-sale/assisted-sale';
import { B2b } from '../widgets/b2b/b2b';

const meta = {
  title: 'Frame/Placeholders',
  component: AssistedSale,
} satisfies Meta<typeof AssistedSale>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `<jet-assisted-sale>` renders nothing (an empty placeholder, catalogue-and-discovery §2). */
export const AssistedSalePlaceholder: Story = {};
/** `<jet-b2b>` renders nothing. */
export const B2bPlaceholder: Story = { render: () => <B2b /> };
