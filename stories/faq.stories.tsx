import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Reply, mockApi } from '../test/fixtures/mock-api';
import { faqs } from '../test/fixtures/site-pages-data';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Content/FAQ',
  ...tagMeta('jet-faq', {
    parameters: { msw: mockApi({ faqs }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The questions, all closed. */
export const Ready: Story = {};

/** One answer opened by keyboard (Enter on the focused question). */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole('button', { name: 'Qual é o prazo de entrega?' });
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = { parameters: { msw: mockApi({ faqs: 'loading' }) } };

/** The store has no question. */
export const Empty: Story = { parameters: { msw: mockApi({ faqs: [] }) } };

/** The list cannot be loaded: ignored silently (catalogue-and-discovery §8), only the title shows. */
export const Error: Story = { parameters: { msw: mockApi({ faqs: { fail: 'Erro interno.' } }) } };

/** A 200 of another shape: the same as a failed read. */
export const WrongShape: Story = { parameters: { msw: mockApi({ faqs: new Reply(200, { data: 42 }) }) } };

/** Under a page heading of its own. */
export const NoTitle: Story = { args: { 'no-title': true } };
