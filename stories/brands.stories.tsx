import type { StoryObj } from '@storybook/react-vite';
import { brands } from '../test/fixtures/api-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const colours = ['#0b5cad', '#d9480f', '#1a7f37', '#8250df'];
const withLogos = brands.map((b, i) => ({ ...b, logo: placeholderImage(b.name, 160, 80, colours[i % colours.length]) }));

const meta = {
  title: 'Catalogue/Brands',
  ...tagMeta('jet-brands', {
    parameters: { msw: mockApi({ brands: withLogos }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { parameters: { msw: mockApi({ brands: 'loading' }) } };
/** No featured brand: the section hides itself. */
export const Empty: Story = { parameters: { msw: mockApi({ brands: [] }) } };
/** The list cannot be loaded: the section hides itself. */
export const Error: Story = { parameters: { msw: mockApi({ brands: { fail: 'Erro interno.' } }) } };

/** The page of every brand (/marcas): title 'Marcas', names under the logos. */
export const All: Story = { args: { all: true } };
/** The page of every brand, the store has none. */
export const AllEmpty: Story = { args: { all: true }, parameters: { msw: mockApi({ brands: [] }) } };
/** The page of every brand, the list cannot be loaded: a message and 'Tentar novamente'. */
export const AllError: Story = { args: { all: true }, parameters: { msw: mockApi({ brands: { fail: 'Erro interno.' } }) } };
