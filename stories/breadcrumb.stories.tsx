import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands, company } from '../test/fixtures/api-data';
import { categoryTree, groupShowcases } from '../test/fixtures/discovery-data';
import { Breadcrumb } from '../widgets/breadcrumb/breadcrumb';
import { mockApi } from './mocks/api';

type Answers = Parameters<typeof mockApi>[0];
/** The answers serve Storybook through msw and the story tests through fakeApi. */
const api = (answers: Answers) => ({ answers, msw: mockApi(answers) });

const groups = groupShowcases.map(({ products: _, ...group }) => group);
const answers = { getCompany: company, getCategoryTree: categoryTree, getGroups: groups, getBrands: brands };

const meta = {
  title: 'Catalogue/Breadcrumb',
  component: Breadcrumb,
  // keep the Storybook tab's title
  args: { keepTitle: true },
  parameters: api(answers),
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = { args: { path: '/casa/sala/sofas/c' } };
export const Brand: Story = { args: { path: '/bossa-moda/m' } };
export const Group: Story = { args: { path: '/ofertas-da-semana/g' } };
export const Search: Story = { args: { path: '/busca?n=sofá retrátil' } };
export const Customer: Story = { args: { path: '/customer/order', page: 'Meus pedidos' } };
export const Product: Story = {
  args: {
    path: '/produto/sofa-retratil',
    trail: [
      { name: 'Casa', url: '/casa/c' },
      { name: 'Sala', url: '/casa/sala/c' },
      { name: 'Sofá Retrátil 3 Lugares', url: '/produto/sofa-retratil' },
    ],
  },
};
/** Theme 'modas': the last crumb is dropped. */
export const ModasTheme: Story = { args: { path: '/casa/sala/sofas/c' }, parameters: api({ ...answers, getCompany: { ...company, theme: 'modas' } }) };
export const Loading: Story = { args: { path: '/casa/sala/c' }, parameters: api({ ...answers, getCategoryTree: 'loading' }) };
