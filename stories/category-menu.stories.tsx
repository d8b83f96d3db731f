import type { Meta, StoryObj } from '@storybook/react-vite';
import { categoryTree } from '../test/fixtures/discovery-data';
import { mockApi } from '../test/fixtures/mock-api';
import { CategoryMenu, CategoryMenuView } from '../widgets/category-menu/category-menu';
import { menuTree } from '../widgets/category-menu/use-category-menu';

const meta = {
  title: 'Frame/Category menu',
  component: CategoryMenu,
  parameters: { msw: mockApi({ categoryTree }) },
} satisfies Meta<typeof CategoryMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: 'Todas as categorias'; a click opens the tree. */
export const Ready: Story = {};
/** Open, with 'Casa' and 'Sala' showing their subcategories (the view from a fixed model). */
export const Open: Story = {
  render: () => <CategoryMenuView state="ready" categories={menuTree(categoryTree)} open expanded={[1, 2]} toggleOpen={() => undefined} toggle={() => undefined} />,
};
export const Loading: Story = { parameters: { msw: mockApi({ categoryTree: 'loading' }) } };
/** No category: the menu hides itself. */
export const Empty: Story = { parameters: { msw: mockApi({ categoryTree: [] }) } };
/** The tree cannot be loaded: the menu hides itself. */
export const Error: Story = { parameters: { msw: mockApi({ categoryTree: { fail: 'Erro interno.' } }) } };
