import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sofaSuggestions, suggestion } from '../test/fixtures/discovery-data';
import { mockApi } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';
import { placeholderImage } from './mocks/images';

const withImages = [...sofaSuggestions, suggestion(6, 'Sofá Modular')].map((s) => ({ ...s, imageHome: placeholderImage('Sofá', 40, 40) }));

const meta = {
  title: 'Header/Search box',
  ...tagMeta('jet-search-box', {
    parameters: { msw: mockApi({ searchSuggestions: withImages }) },
    decorators: [(Story) => <div style={{ maxWidth: '32rem', minHeight: '22rem' }}><Story /></div>],
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** A theme's own placeholder. */
export const CustomPlaceholder: Story = { args: { placeholder: 'Busque por sofás, mesas…' } };

/** 5 shown of more: the list ends with 'Ver todos os produtos'. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'sofa');
    await expect(await canvas.findByRole('option', { name: 'Ver todos os produtos' })).toBeInTheDocument();
  },
};

/** Arrow down twice: the second suggestion is active. */
export const ActiveSuggestion: Story = {
  play: async (context) => {
    await Suggestions.play!(context);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(context.canvasElement).getByRole('option', { name: 'Sofá Cama Casal' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** 3 suggestions or fewer: no 'Ver todos os produtos'. */
export const FewSuggestions: Story = {
  parameters: { msw: mockApi({ searchSuggestions: withImages.slice(0, 3) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox'), 'sofa');
    await expect(await canvas.findAllByRole('option')).toHaveLength(3);
  },
};

/** A blacklisted term: the server answers [] and no list opens. */
export const NoSuggestion: Story = {
  parameters: { msw: mockApi({ searchSuggestions: [] }) },
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
