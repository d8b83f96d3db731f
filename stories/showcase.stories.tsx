import type { StoryObj } from '@storybook/react-vite';
import { company } from '../test/fixtures/api-data';
import { productCards } from '../test/fixtures/catalogue-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const groups = [
  { idGroup: 1, name: 'Ofertas da Semana', urlFriendly: 'ofertas-da-semana', urlGroup: '/ofertas-da-semana/g', title: 'Ofertas da Semana', metaDescription: '', products: productCards(8, 100) },
  { idGroup: 2, name: 'Lançamentos', urlFriendly: 'lancamentos', urlGroup: '/lancamentos/g', title: 'Lançamentos', metaDescription: '', products: productCards(5, 200) },
];

const meta = {
  title: 'Catalogue/Showcase',
  ...tagMeta('jet-showcase', {
    args: { kind: 'featured' },
    parameters: { msw: mockApi({ company, showcase: productCards(8, 300) }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {};
export const Groups: Story = { args: { kind: 'groups' }, parameters: { msw: mockApi({ company, groupShowcase: groups }) } };
export const MostSold: Story = { args: { kind: 'most-sold' }, parameters: { msw: mockApi({ company, mostSold: productCards(8, 400) }) } };
export const NewArrivals: Story = { args: { kind: 'new-arrivals' }, parameters: { msw: mockApi({ company, newArrivals: productCards(6, 500) }) } };
export const Related: Story = { args: { kind: 'related', 'product-id': 42 }, parameters: { msw: mockApi({ company, relatedProducts: productCards(5, 600) }) } };
export const AlsoPurchased: Story = {
  args: { kind: 'also-purchased', 'product-id': 42 },
  parameters: { msw: mockApi({ company, alsoPurchased: productCards(4, 700) }) },
};
/** The heading replaced by the attribute. */
export const CustomTitle: Story = { args: { heading: 'Escolhidos para você' } };
export const Loading: Story = { parameters: { msw: mockApi({ company, showcase: 'loading' }) } };
/** Nothing to show: hidden. */
export const Empty: Story = { parameters: { msw: mockApi({ company, showcase: [] }) } };
/** The request fails: the page's one message for failed blocks, with 'Tentar novamente'. */
export const Error: Story = { parameters: { msw: mockApi({ company, showcase: { fail: 'Erro interno.' } }) } };
