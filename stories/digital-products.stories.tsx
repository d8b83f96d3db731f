import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../test/fixtures/mock-api';
import { archiveLines, digitalAnswers, digitalLines, mixedLines } from './digital-fixtures';
import { navigations } from './harness/page';
import { tagMeta } from './harness/tag-story';

const meta = {
  title: 'Customer area/Digital products',
  ...tagMeta('jet-digital-products', {
    parameters: { msw: mockApi(digitalAnswers(digitalLines(8))) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

const search = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement)
    .findByRole('searchbox', { name: 'Buscar por produto' })
    .then((box) => userEvent.type(box, text));

/** One page of products, every order released. */
export const List: Story = {};

/** 65 products: seven pages, the pager on page 4 shows 2 to 6. */
export const SeveralPages: Story = {
  parameters: { msw: mockApi(digitalAnswers(digitalLines(65))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Página 3' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Página 4' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page'));
    await expect(canvas.getByRole('button', { name: 'Página 6' })).toBeVisible();
  },
};

export const SearchHit: Story = {
  parameters: { msw: mockApi(digitalAnswers(digitalLines(30))) },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'fotografia');
    await expect(await within(canvasElement).findByText('6 produto(s) encontrado(s).')).toBeVisible();
  },
};

export const SearchMiss: Story = {
  parameters: { msw: mockApi(digitalAnswers(digitalLines(30))) },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'ingresso');
    await expect(await within(canvasElement).findByText('Nenhum produto encontrado!')).toBeVisible();
  },
};

/** §8: a failed name search empties the list and the pager. */
export const SearchFailed: Story = {
  parameters: { msw: mockApi(digitalAnswers(digitalLines(30), { failSearch: true })) },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'curso');
    await expect(await within(canvasElement).findByText('Nenhum produto encontrado!')).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Orders Novo, Em aprovação and Cancelado: their downloads are disabled. */
export const DownloadsLocked: Story = {
  parameters: { msw: mockApi(digitalAnswers(mixedLines)) },
  play: async ({ canvasElement }) => {
    const buttons = await within(canvasElement).findAllByRole('button', { name: 'Baixar arquivos' });
    await expect(buttons.filter((button) => (button as HTMLButtonElement).disabled)).toHaveLength(3);
  },
};

/** Orders with more than one file offer 'Baixar todos os arquivos' (once an order); one file or a locked order do not. */
export const OrderArchive: Story = {
  parameters: { msw: mockApi(digitalAnswers(archiveLines)) },
  play: async ({ canvasElement }) => {
    const buttons = await within(canvasElement).findAllByRole('button', { name: /^Baixar todos os arquivos do pedido/ });
    await expect(buttons).toHaveLength(2);
  },
};

export const OrderArchiveFailed: Story = {
  parameters: { msw: mockApi(digitalAnswers(archiveLines, { failArchive: true })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Baixar todos os arquivos do pedido #1001' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Oops, o anexo do pedido #1001 não foi localizado.');
  },
};

export const DownloadFailed: Story = {
  parameters: { msw: mockApi(digitalAnswers(mixedLines, { failFiles: true })) },
  play: async ({ canvasElement }) => {
    const [first] = await within(canvasElement).findAllByRole('button', { name: 'Baixar arquivos' });
    await userEvent.click(first);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Oops, o anexo do produto #1001 não foi localizado.');
  },
};

/** A customer with digital orders whose list is empty (its products since removed from the orders). */
export const Empty: Story = {
  parameters: { msw: mockApi({ ...digitalAnswers([]), digitalOrders: { hasDigitalProducts: true } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum produto encontrado!')).toBeVisible();
  },
};

/** §2: the page is only for customers with digital orders; one without any goes to /customer. */
export const NoDigitalOrders: Story = {
  parameters: { msw: mockApi(digitalAnswers([])) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(navigations).toEqual(['/customer']));
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({ ...digitalAnswers(digitalLines(8)), digitalProducts: 'loading' }) },
};

/** §8: a failed list read shows nothing. */
export const ListFailed: Story = {
  parameters: { msw: mockApi(digitalAnswers(digitalLines(8), { failList: true })) },
};

/** On a phone: rows stacked, nothing spills at 320 px. */
export const OnAPhone: Story = {
  parameters: { msw: mockApi(digitalAnswers(digitalLines(25))) },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
