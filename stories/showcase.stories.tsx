import type { Meta, StoryObj } from '@storybook/react-vite';
import { company } from '../test/fixtures/api-data';
import { productCards } from '../test/fixtures/catalogue-data';
import { Showcase } from '../widgets/showcase/showcase';
import { mockApi } from './mocks/api';

type Answers = Parameters<typeof mockApi>[0];
/** The answers serve Storybook through msw and the story tests through fakeApi. */
const api = (answers: Answers) => ({ answers, msw: mockApi(answers) });

const groups = [
  { idGroup: 1, name: 'Ofertas da Semana', urlFriendly: 'ofertas-da-semana', urlGroup: '/ofertas-da-semana/g', title: 'Ofertas da Semana', metaDescription: '', products: productCards(8, 100) },
  { idGroup: 2, name: 'Lançamentos', urlFriendly: 'lancamentos', urlGroup: '/lancamentos/g', title: 'Lançamentos', metaDescription: '', products: productCards(5, 200) },
];

const meta = {
  title: 'Catalogue/Showcase',
  component: Showcase,
  args: { kind: 'featured' },
  parameters: api({ getCompany: company, getShowcase: productCards(8, 300) }),
} satisfies Meta<typeof Showcase>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {};
export const Groups: Story = { args: { kind: 'groups' }, parameters: api({ getCompany: company, getGroupShowcase: groups }) };
export const MostSold: Story = { args: { kind: 'most-sold' }, parameters: api({ getCompany: company, getMostSold: productCards(8, 400) }) };
export const NewArrivals: Story = { args: { kind: 'new-arrivals' }, parameters: api({ getCompany: company, getNewArrivals: productCards(6, 500) }) };
export const Related: Story = { args: { kind: 'related', productId: 42 }, parameters: api({ getCompany: company, getRelatedProducts: productCards(5, 600) }) };
export const AlsoPurchased: Story = {
  args: { kind: 'also-purchased', productId: 42 },
  parameters: api({ getCompany: company, getAlsoPurchased: productCards(4, 700) }),
};
/** The heading replaced by the attribute. */
export const CustomTitle: Story = { args: { heading: 'Escolhidos para você' } };
export const Loading: Story = { parameters: api({ getCompany: company, getShowcase: 'loading' }) };
/** Nothing to show: hidden. */
export const Empty: Story = { parameters: api({ getCompany: company, getShowcase: [] }) };
/** The request fails: hidden. */
export const Error: Story = { parameters: api({ getCompany: company, getShowcase: { fail: 'Erro interno.' } }) };
