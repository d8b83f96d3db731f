import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aconchegoGroups, refusedGroups, sofaGroups, sofaSuggestions, suggestion } from '../test/fixtures/discovery-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const withImages = [...sofaSuggestions, suggestion(6, 'Sofá Modular')].map((s) => ({ ...s, imageHome: placeholderImage('Sofá', 40, 40) }));
const RECENT_KEY = 'jet:recent-searches';

const meta = {
  title: 'Header/Search box',
  ...tagMeta('jet-search-box', {
    parameters: { msw: mockApi({ searchSuggestions: sofaGroups(withImages) }) },
    // each story starts with a browser that searched nothing yet
    beforeEach: () => {
      localStorage.removeItem(RECENT_KEY);
    },
    decorators: [(Story) => <div style={{ maxWidth: '32rem', minHeight: '36rem' }}><Story /></div>],
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** A theme's own placeholder. */
export const CustomPlaceholder: Story = { args: { placeholder: 'Busque por sofás, mesas…' } };

/** Completed searches, a category and 5 products with their prices (one on promotion), ending with 'Ver todos os produtos'. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'sofa');
    await expect(await canvas.findByRole('option', { name: 'Ver todos os produtos' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Buscas' })).toBeInTheDocument();
  },
};

/** Arrow down 4 times, through the searches and the category: the second product is active. */
export const ActiveSuggestion: Story = {
  play: async (context) => {
    await Suggestions.play!(context);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(context.canvasElement).getByRole('option', { name: /^Sofá Cama Casal/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** 3 products or fewer: no 'Ver todos os produtos'. */
export const FewSuggestions: Story = {
  parameters: { msw: mockApi({ searchSuggestions: { ...sofaGroups(withImages.slice(0, 3)), terms: [], categories: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'sofa');
    await expect(await canvas.findAllByRole('option')).toHaveLength(3);
  },
};

/** A brand's name typed: the brand, linking to its page, above its products. */
export const BrandSuggestion: Story = {
  parameters: { msw: mockApi({ searchSuggestions: { ...aconchegoGroups, products: withImages.slice(0, 2) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'aconche');
    await expect(await canvas.findByRole('group', { name: 'Marcas' })).toHaveTextContent('Aconchego Móveis');
  },
};

/** The empty box focused: the recent searches of this browser, each removable, and 'Limpar'. */
export const RecentSearches: Story = {
  beforeEach: () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify(['sofá retrátil', 'mesa de jantar', 'tapete']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox'));
    await expect(await canvas.findByRole('group', { name: 'Buscas recentes' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
  },
};

/** A blacklisted term: the server refuses it and no list opens (nor is it kept as a recent search). */
export const NoSuggestion: Story = {
  parameters: { msw: mockApi({ searchSuggestions: refusedGroups }) },
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('combobox'), 'proibido');
  },
};

/** Submitted with fewer than 3 characters. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'so');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Digite ao menos 03 caracteres para realizar sua pesquisa.');
  },
};
