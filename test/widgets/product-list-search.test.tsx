import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationName } from '../../src/api/operations';
import { navigation } from '../../src/routes/navigation';
import { $listingFilter } from '../../src/stores/listing-filter';
import { ProductList } from '../../widgets/product-list/product-list';
import { company } from '../fixtures/api-data';
import { emptyFilters, listAnswer, listingFilters, productCards } from '../fixtures/catalogue-data';
import { fakeApi, type MockApi, type MockCall } from '../fixtures/mock-api';

const query = (call: MockCall | undefined) => Object.fromEntries(new URLSearchParams(call?.params ?? ''));
const lastCall = (api: MockApi, operation: OperationName) => api.calls.filter((c) => c.operation === operation).at(-1);

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  $listingFilter.set(null);
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  sessionStorage.clear();
});

const optionsOf = async () => within(await screen.findByRole('combobox', { name: 'Ordenar por' })).getAllByRole('option').map((o) => o.textContent);

describe('<jet-product-list> on a search (issue 26)', () => {
  it("offers 'Relevância' first and asks for the relevance order until the shopper chooses another", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ company: () => company, productsBySearch: () => listAnswer(productCards(12), 1, 30), filtersBySearch: () => emptyFilters });
    window.history.replaceState(null, '', '/busca?n=sofa');
    render(<ProductList source="search" />);
    expect((await optionsOf())[0]).toBe('Relevância');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('relevancia');
    expect(query(lastCall(api, 'productsBySearch'))).toMatchObject({ keyWord: 'sofa', sortBy: 'relevancia' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Menor preço');
    await vi.waitFor(() => expect(query(lastCall(api, 'productsBySearch'))).toMatchObject({ sortBy: 'menor_preco' }));
  });

  it("does not offer 'Relevância' on a category", async () => {
    fakeApi({ company: () => company, productsByCategory: () => listAnswer(productCards(12), 1, 30), filtersByCategory: () => listingFilters });
    window.history.replaceState(null, '', '/casa/sala/c');
    render(<ProductList source="category" />);
    const options = await optionsOf();
    expect(options).toContain('Mais vendidos');
    expect(options).not.toContain('Relevância');
  });

  it("shows 'Você quis dizer sofá?' linking to that search when the store corrected the term", async () => {
    fakeApi({ company: () => company, productsBySearch: () => ({ ...listAnswer(productCards(4)), didYouMean: 'sofá' }), filtersBySearch: () => emptyFilters });
    window.history.replaceState(null, '', '/busca?n=sfoa');
    render(<ProductList source="search" />);
    const line = await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'Você quis dizer sofá?');
    expect(within(line).getByRole('link', { name: 'sofá' })).toHaveAttribute('href', `/busca?n=${encodeURIComponent('sofá')}`);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it("says 'Mostrando resultados para sofá.' when the products are the corrected term's", async () => {
    fakeApi({ company: () => company, productsBySearch: () => ({ ...listAnswer(productCards(4)), didYouMean: 'sofá', showingCorrected: true }), filtersBySearch: () => emptyFilters });
    window.history.replaceState(null, '', '/busca?n=sfoa');
    render(<ProductList source="search" />);
    const line = await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'Mostrando resultados para sofá.');
    expect(within(line).getByRole('link', { name: 'sofá' })).toHaveAttribute('href', `/busca?n=${encodeURIComponent('sofá')}`);
    expect(screen.queryByText(/Você quis dizer/)).not.toBeInTheDocument();
  });

  it('shows no correction when the answer has none', async () => {
    fakeApi({ company: () => company, productsBySearch: () => listAnswer(productCards(4)), filtersBySearch: () => emptyFilters });
    window.history.replaceState(null, '', '/busca?n=sofa');
    render(<ProductList source="search" />);
    await screen.findAllByRole('article');
    expect(screen.queryByText(/Você quis dizer/)).not.toBeInTheDocument();
  });
});
