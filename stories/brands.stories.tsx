import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands } from '../test/fixtures/api-data';
import { Brands } from '../widgets/brands/brands';
import { mockApi } from './mocks/api';

const meta = {
  title: 'Catalogue/Brands',
  component: Brands,
  parameters: { msw: mockApi({ getBrands: brands }) },
} satisfies Meta<typeof Brands>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { parameters: { msw: mockApi({ getBrands: 'loading' }) } };
/** No featured brand: the section hides itself. */
export const Empty: Story = { parameters: { msw: mockApi({ getBrands: [] }) } };
/** The list cannot be loaded: the section hides itself. */
export const Error: Story = { parameters: { msw: mockApi({ getBrands: { fail: 'Erro interno.' } }) } };
