import type { StoryObj } from '@storybook/react-vite';
import { brands, company } from '../test/fixtures/api-data';
import { categoryTree, groupShowcases } from '../test/fixtures/discovery-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const groups = groupShowcases.map(({ products: _, ...group }) => group);
const answers = { company, categoryTree, groups, brands };

const meta = {
  title: 'Catalogue/Breadcrumb',
  ...tagMeta('jet-breadcrumb', {
    // keep the Storybook tab's title
    args: { 'keep-title': true },
    parameters: { msw: mockApi(answers) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = { args: { path: '/casa/sala/sofas/c' } };
/** A listing page's name as its h1 too (`heading`). */
export const WithHeading: Story = { args: { path: '/casa/sala/sofas/c', heading: true } };
export const Brand: Story = { args: { path: '/bossa-moda/m' } };
export const Group: Story = { args: { path: '/ofertas-da-semana/g' } };
export const Search: Story = { args: { path: '/busca?n=sofá retrátil' } };
export const Customer: Story = { args: { path: '/customer/order', page: 'Meus pedidos' } };
export const Product: Story = {
  args: {
    path: '/produto/sofa-retratil',
    trail: JSON.stringify([
      { name: 'Casa', url: '/casa/c' },
      { name: 'Sala', url: '/casa/sala/c' },
      { name: 'Sofá Retrátil 3 Lugares', url: '/produto/sofa-retratil' },
    ]),
  },
};
/** Theme 'modas': the last crumb is dropped. */
export const ModasTheme: Story = { args: { path: '/casa/sala/sofas/c' }, parameters: { msw: mockApi({ ...answers, company: { ...company, theme: 'modas' } }) } };
export const Loading: Story = { args: { path: '/casa/sala/c' }, parameters: { msw: mockApi({ ...answers, categoryTree: 'loading' }) } };
