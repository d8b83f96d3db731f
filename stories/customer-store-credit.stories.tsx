import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { creditAnswers, creditEmpty, creditExpired, creditWithEntries } from './digital-fixtures';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer area/Store credit',
  ...tagMeta('jet-customer-store-credit', {
    parameters: { msw: mockApi(creditAnswers(creditWithEntries)) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Credits and debits newest first; one credit expired, one debit linked to its order. */
export const WithEntries: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Pedido #1042' })).toBeVisible();
  },
};

export const ExpiredCredit: Story = {
  parameters: { msw: mockApi(creditAnswers(creditExpired)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Expirado')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: mockApi(creditAnswers(creditEmpty)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você ainda não tem lançamentos de vale compra.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(creditAnswers('loading')) },
};

export const LoadError: Story = {
  parameters: { msw: mockApi(creditAnswers({ fail: 'Erro interno.', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar o seu vale compra.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** On a phone: each entry a stack of labelled lines, nothing spills at 320 px. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
