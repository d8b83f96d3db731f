import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen } from '../../../src/events';
import { navigation } from '../../../src/routes/navigation';
import { DigitalProducts } from '../../../widgets/digital-products/digital-products';
import { archiveLines, digitalAnswers, digitalLines, mixedLines } from '../../../stories/digital-fixtures';
import { signedOut } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';

const rowOf = (name: string) => screen.getAllByRole('rowheader').find((cell) => cell.firstChild?.textContent === name)!.closest('tr')!;
const names = () => screen.queryAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);
const pageButtons = () => within(screen.getByRole('navigation', { name: 'Páginas dos produtos digitais' })).getAllByRole('button', { name: /^Página \d+$/ });

describe('<jet-digital-products>', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends visitors to /customer', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ loginStatus: { data: signedOut } });
    render(<DigitalProducts />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
  });

  it("announces the customer area loaded with the title 'Meus Produtos Digitais' after 300 ms", async () => {
    fakeApi(digitalAnswers(mixedLines));
    const loaded = vi.fn();
    const stop = listen('jet:customer-area-loaded', loaded);
    render(<DigitalProducts />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus Produtos Digitais' })).toBeInTheDocument();
    expect(loaded).not.toHaveBeenCalled();
    await waitFor(() => expect(loaded).toHaveBeenCalledWith({ title: 'Meus Produtos Digitais' }, expect.anything()));
    expect(loaded).toHaveBeenCalledTimes(1);
    stop();
  });

  it("lists the products under the column 'Produto', ten a page, in the server's order", async () => {
    const api = fakeApi(digitalAnswers(digitalLines(23)));
    render(<DigitalProducts />);
    expect(await screen.findByRole('columnheader', { name: 'Produto' })).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('E-book Receitas da Vovó');
    expect(api.calls.find((c) => c.operation === 'digitalProducts')?.params).toBe('page=1&pageSize=10');
    expect(within(rowOf('Curso de Fotografia')).getByText('Pedido #1002')).toBeInTheDocument();
  });

  it('pages with first, previous, next, last and the current page ± 2, the end buttons disabled at the ends', async () => {
    const api = fakeApi(digitalAnswers(digitalLines(65)));
    const user = userEvent.setup();
    render(<DigitalProducts />);
    await screen.findByRole('columnheader', { name: 'Produto' });
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page'));
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('button', { name: 'Página 4' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page'));
    expect(pageButtons().map((b) => b.textContent)).toEqual(['2', '3', '4', '5', '6']);
    expect(api.calls.at(-1)?.params).toBe('page=4&pageSize=10');
    await waitFor(() => expect(names()[0]).toBe('E-book Receitas da Vovó 7'));
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 7' })).toHaveAttribute('aria-current', 'page'));
    expect(pageButtons().map((b) => b.textContent)).toEqual(['5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    await waitFor(() => expect(names()).toHaveLength(5));

    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page'));
    await user.click(screen.getByRole('button', { name: 'Primeira página' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page'));
  });

  it("searches by name, case-insensitive, over one read of 2000 lines, and says 'Nenhum produto encontrado!' on a miss", async () => {
    const api = fakeApi(digitalAnswers(digitalLines(30)));
    const user = userEvent.setup();
    render(<DigitalProducts />);
    await screen.findByRole('columnheader', { name: 'Produto' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por produto' }), 'FOTOGRAFIA');
    await waitFor(() => expect(names()).toEqual(['Curso de Fotografia', 'Curso de Fotografia 2', 'Curso de Fotografia 3', 'Curso de Fotografia 4', 'Curso de Fotografia 5', 'Curso de Fotografia 6']));
    expect(screen.getByRole('status')).toHaveTextContent('6 produto(s) encontrado(s).');
    expect(screen.queryByRole('navigation', { name: 'Páginas dos produtos digitais' })).not.toBeInTheDocument();
    const searches = api.calls.filter((c) => c.params === 'page=1&pageSize=2000');
    expect(searches).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por produto' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por produto' }), 'ingresso');
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.params === 'page=1&pageSize=2000')).toHaveLength(1);
  });

  it('pages the search results by 10 and goes back to page 1 for a new text', async () => {
    fakeApi(digitalAnswers(digitalLines(60)));
    const user = userEvent.setup();
    render(<DigitalProducts />);
    await screen.findByRole('columnheader', { name: 'Produto' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por produto' }), 'e');
    await waitFor(() => expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3']));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por produto' }), '-book');
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(names().every((name) => name?.startsWith('E-book'))).toBe(true);
  });

  it('empties the list and the pager when the name search fails', async () => {
    fakeApi(digitalAnswers(digitalLines(30), { failSearch: true }));
    const user = userEvent.setup();
    render(<DigitalProducts />);
    await screen.findByRole('columnheader', { name: 'Produto' });
    expect(screen.getByRole('navigation', { name: 'Páginas dos produtos digitais' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por produto' }), 'curso');
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas dos produtos digitais' })).not.toBeInTheDocument();
  });

  it('shows nothing when the list cannot be read, and logs nothing', async () => {
    const error = vi.spyOn(console, 'error');
    fakeApi(digitalAnswers(digitalLines(30), { failList: true }));
    const { container } = render(<DigitalProducts />);
    await waitFor(() => expect(container.querySelector('[data-state="error"]')).not.toBeNull(), { timeout: 3000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum produto encontrado!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('sends a customer without digital orders to /customer, showing nothing of the page', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const loaded = vi.fn();
    const stop = listen('jet:customer-area-loaded', loaded);
    fakeApi(digitalAnswers([]));
    render(<DigitalProducts />);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customer'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum produto encontrado!')).not.toBeInTheDocument();
    expect(loaded).not.toHaveBeenCalled();
    stop();
  });

  it('opens the page when whether the customer has digital orders cannot be read', async () => {
    const go = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ ...digitalAnswers(mixedLines), digitalOrders: { fail: 'Erro interno.', status: 500 } });
    render(<DigitalProducts />);
    expect(await screen.findByRole('columnheader', { name: 'Produto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Meus Produtos Digitais' })).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it("says 'Nenhum produto encontrado!' when the list of a customer with digital orders is empty", async () => {
    fakeApi({ ...digitalAnswers([]), digitalOrders: { hasDigitalProducts: true } });
    render(<DigitalProducts />);
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('disables the download while the order is Novo, Em aprovação or Cancelado', async () => {
    fakeApi(digitalAnswers(mixedLines));
    render(<DigitalProducts />);
    await screen.findByRole('columnheader', { name: 'Produto' });
    expect(within(rowOf('E-book Receitas da Vovó')).getByRole('button', { name: 'Baixar arquivos' })).toBeEnabled();
    for (const name of ['Curso de Fotografia', 'Planilha de Orçamento', 'Mapa Astral Personalizado']) {
      const button = within(rowOf(name)).getByRole('button', { name: 'Baixar arquivos' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Baixar arquivos');
    }
  });

  it("downloads a product's files as the file the server named", async () => {
    const api = fakeApi(digitalAnswers(mixedLines));
    const user = userEvent.setup();
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receitas');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<DigitalProducts />);
    await user.click(within(await waitFor(() => rowOf('E-book Receitas da Vovó'))).getByRole('button', { name: 'Baixar arquivos' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('receitas.txt');
    expect(clicked[0].getAttribute('href')).toBe('blob:receitas');
    const blob = createUrl.mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe('Olá, mundo!');
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:receitas'));
    expect(api.calls.find((c) => c.operation === 'digitalFiles')?.params).toBe('idOrder=1001&idProduct=500');
  });

  it("says 'Oops, o anexo do produto #{idOrder} não foi localizado.' when the download fails", async () => {
    fakeApi(digitalAnswers(mixedLines, { failFiles: true }));
    const user = userEvent.setup();
    render(<DigitalProducts />);
    await user.click(within(await waitFor(() => rowOf('E-book Receitas da Vovó'))).getByRole('button', { name: 'Baixar arquivos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, o anexo do produto #1001 não foi localizado.');
    expect(within(rowOf('E-book Receitas da Vovó')).getByRole('button', { name: 'Baixar arquivos' })).toBeEnabled();
  });

  it("offers 'Baixar todos os arquivos' once per released order with more than one file", async () => {
    fakeApi(digitalAnswers(archiveLines));
    render(<DigitalProducts />);
    await screen.findByRole('columnheader', { name: 'Produto' });
    const all = screen.getAllByRole('button', { name: /^Baixar todos os arquivos/ });
    expect(all.map((button) => button.getAttribute('aria-label'))).toEqual(['Baixar todos os arquivos do pedido #1001', 'Baixar todos os arquivos do pedido #1002']);
    // on the first line of #1001 (two products), with its visible text; none for one file or a locked order
    expect(within(rowOf('E-book Receitas da Vovó')).getByRole('button', { name: 'Baixar todos os arquivos do pedido #1001' })).toHaveTextContent('Baixar todos os arquivos');
    expect(within(rowOf('Curso de Fotografia')).queryByRole('button', { name: /^Baixar todos os arquivos/ })).not.toBeInTheDocument();
    expect(within(rowOf('Mapa Astral Personalizado')).queryByRole('button', { name: /^Baixar todos os arquivos/ })).not.toBeInTheDocument();
    expect(within(rowOf('Guia de Viagem Nordeste')).queryByRole('button', { name: /^Baixar todos os arquivos/ })).not.toBeInTheDocument();
  });

  it("downloads the whole order's archive as the zip the server named, asking without a product and with json ''", async () => {
    const api = fakeApi(digitalAnswers(archiveLines));
    const user = userEvent.setup();
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pedido');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<DigitalProducts />);
    await user.click(await screen.findByRole('button', { name: 'Baixar todos os arquivos do pedido #1002' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('arquivos-pedido-1002.zip');
    expect((createUrl.mock.calls[0][0] as Blob).type).toBe('application/zip');
    const call = api.calls.find((c) => c.operation === 'orderArchive');
    expect(call?.request).toBe('downloadOrderArchive');
    expect(call?.params).toBe('idOrder=1002');
    expect(call?.json).toBe('');
    expect(screen.getByRole('button', { name: 'Baixar todos os arquivos do pedido #1002' })).toBeEnabled();
  });

  it("says 'Oops, o anexo do pedido #{id} não foi localizado.' when the archive fails", async () => {
    fakeApi(digitalAnswers(archiveLines, { failArchive: true }));
    const user = userEvent.setup();
    render(<DigitalProducts />);
    await user.click(await screen.findByRole('button', { name: 'Baixar todos os arquivos do pedido #1001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, o anexo do pedido #1001 não foi localizado.');
    expect(screen.getByRole('button', { name: 'Baixar todos os arquivos do pedido #1001' })).toBeEnabled();
  });

  it("links 'Visualizar Pedido' to the order's details", async () => {
    window.history.replaceState(null, '', '/customer/digital-products');
    fakeApi(digitalAnswers(mixedLines));
    render(<DigitalProducts />);
    await screen.findByRole('columnheader', { name: 'Produto' });
    const view = within(rowOf('Curso de Fotografia')).getByRole('link', { name: 'Visualizar Pedido' });
    expect(view).toHaveAttribute('href', '/customer/order/details/1002');
    expect(view).toHaveAttribute('title', 'Visualizar Pedido');
  });

  it('ignores a page outside 1..pageCount', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useDigitalProducts } = await import('../../../widgets/digital-products/use-digital-products');
    const api = fakeApi(digitalAnswers(digitalLines(25)));
    const { result } = renderHook(() => useDigitalProducts());
    await waitFor(() => expect(result.current.pageCount).toBe(3));
    const reads = api.count('digitalProducts');
    for (const page of [0, -1, 4, 2.5]) act(() => result.current.setPage(page));
    expect(result.current.page).toBe(1);
    expect(api.count('digitalProducts')).toBe(reads);
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
  });
});
