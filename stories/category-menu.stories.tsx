import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { categoryTree } from '../test/fixtures/discovery-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Frame/Category menu',
  ...tagMeta('jet-category-menu', {
    parameters: { msw: mockApi({ categoryTree }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: 'Todas as categorias'; a click opens the tree. */
export const Ready: Story = {};
/** Open, with 'Casa' and 'Sala' showing their subcategories. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Todas as categorias' }));
    // the tree's code loads as the panel first opens
    await userEvent.click(await canvas.findByRole('button', { name: 'Subcategorias de Casa' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Subcategorias de Sala' }));
    await expect(canvas.getByRole('button', { name: 'Subcategorias de Sala' })).toHaveAttribute('aria-expanded', 'true');
  },
};
export const Loading: Story = { parameters: { msw: mockApi({ categoryTree: 'loading' }) } };
/** No category: the menu hides itself. */
export const Empty: Story = { parameters: { msw: mockApi({ categoryTree: [] }) } };
/** The tree cannot be loaded: the menu hides itself. */
export const Error: Story = { parameters: { msw: mockApi({ categoryTree: { fail: 'Erro interno.' } }) } };
