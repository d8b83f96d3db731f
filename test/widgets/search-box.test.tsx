import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '../../src/api/operations';
import { navigation } from '../../src/routes/navigation';
import { SearchBox } from '../../widgets/search-box/search-box';
import { formatBRL } from '../../src/format/money';
import { searchUrl, termFromLocation } from '../../widgets/search-box/use-search-box';
import { SUGGESTIONS_REQUESTED } from '../../widgets/search-box/use-search-suggestions';
import { query } from '../../src/stores/query';
import { readRecent, rememberSearch, RECENT_MAX } from '../../widgets/search-box/search-suggestions-recent';
import { aconchegoGroups, refusedGroups, sofaGroups, sofaSuggestions, suggestion } from '../fixtures/discovery-data';
import { fakeApi } from '../fixtures/mock-api';
import * as stories from '../../stories/search-box.stories';
import { showStory } from '../../stories/harness/story-test';

let go: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  go = vi.fn<(url: string) => void>();
  vi.spyOn(navigation, 'assign').mockImplementation(go);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

const box = () => screen.getByRole('combobox', { name: 'Buscar produtos' });

/**
 * The suggestions' debounce on a fake clock (it also follows real time: Testing Library drains each user
 * action with a 0 ms timer). `pause()` is the shopper stopping for a second: the chunks the box asked
 * for (its suggestions) arrive, then every timer due in that second runs.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const pause = async () => {
    await act(() => vi.dynamicImportSettled());
    await act(() => vi.advanceTimersByTimeAsync(1000));
  };
  return { user: userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }), pause };
}
/** The words the suggestions were asked for, in order. */
const asked = (api: { calls: Array<{ operation: string; params: string | null }> }) =>
  api.calls.filter((call) => call.operation === 'searchSuggestions').map((call) => new URLSearchParams(call.params ?? '').get('word'));

describe('<jet-search-box>', () => {
  it('suggests up to 5 products as the shopper types, with "Ver todos os produtos" when more than 3', async () => {
    const api = fakeApi({ searchSuggestions: () => [...sofaSuggestions, suggestion(6, 'Sofá Extra')] });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sofá');
    const list = await screen.findByRole('listbox', { name: 'Sugestões de produtos' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      `Sofá Retrátil 3 Lugares${formatBRL(199.9)}`,
      `Sofá Cama Casal${formatBRL(199.9)}`,
      `Sofá de Canto${formatBRL(199.9)}`,
      `Sofá Chesterfield${formatBRL(199.9)}`,
      `Sofá Living${formatBRL(199.9)}`,
      'Ver todos os produtos',
    ]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // debounced: one request for the whole word, with the spec's fields
    expect(api.count('searchSuggestions')).toBe(1);
    expect(new URLSearchParams(api.calls[0]!.params!).get('qtdRegister')).toBe('5');
    expect(new URLSearchParams(api.calls[0]!.params!).get('word')).toBe('sofá');
  });

  it('leaves out "Ver todos os produtos" with 3 suggestions or fewer', async () => {
    fakeApi({ searchSuggestions: () => sofaSuggestions.slice(0, 3) });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sofa');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(within(list).queryByText('Ver todos os produtos')).not.toBeInTheDocument();
  });

  it('asks nothing and clears the suggestions under 3 characters', async () => {
    const api = fakeApi({ searchSuggestions: () => sofaSuggestions });
    const { user, pause } = fakeClock();
    render(<SearchBox />);
    await user.type(box(), 'so');
    await pause();
    await user.type(box(), 'f');
    await pause();
    await screen.findByRole('listbox');
    // the answer for 'sof' is in: a call for 'so', made before it, would have been received first
    expect(asked(api)).toEqual(['sof']);
    await user.type(box(), '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('clears the suggestions when the box is clicked', async () => {
    fakeApi({ searchSuggestions: () => sofaSuggestions });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sofa');
    await screen.findByRole('listbox');
    await user.click(box());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows nothing when the server answers [] (a blacklisted term)', async () => {
    const api = fakeApi({ searchSuggestions: () => [] });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'proibido');
    await waitFor(() => expect(api.count('searchSuggestions')).toBe(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves through the options with the arrows and opens the active one with Enter', async () => {
    fakeApi({ searchSuggestions: () => sofaSuggestions });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sofa');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /^Sofá Cama Casal/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // wraps to the last entry, 'Ver todos os produtos'
    expect(screen.getByRole('option', { name: 'Ver todos os produtos' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith('/busca?n=sofa');
  });

  it('goes to the product of a clicked suggestion', async () => {
    fakeApi({ searchSuggestions: () => sofaSuggestions });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sofa');
    await user.click(await screen.findByRole('option', { name: /^Sofá de Canto/ }));
    expect(go).toHaveBeenCalledWith('/produto/produto-3');
  });

  it('closes the list with Escape and keeps the term', async () => {
    fakeApi({ searchSuggestions: () => sofaSuggestions });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sofa');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('sofa');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('refuses a search under 3 characters with the spec message and goes nowhere', async () => {
    fakeApi({});
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'ab');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Digite ao menos 03 caracteres para realizar sua pesquisa.');
    expect(box()).toHaveAccessibleDescription('Digite ao menos 03 caracteres para realizar sua pesquisa.');
    expect(go).not.toHaveBeenCalled();
    await user.type(box(), 'c');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits to /busca?n={term} with Enter or the button', async () => {
    fakeApi({ searchSuggestions: () => [] });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'mesa de jantar{Enter}');
    await waitFor(() => expect(go).toHaveBeenLastCalledWith('/busca?n=mesa%20de%20jantar'));
    expect(searchUrl('  a&b ')).toBe('/busca?n=a%26b');
  });

  it('drops a late answer for an older term', async () => {
    let answerFirst: (value: SearchSuggestion[]) => void = () => undefined;
    const api = fakeApi({
      searchSuggestions: (call) =>
        new URLSearchParams(call.params!).get('word') === 'sof'
          ? new Promise((resolve) => {
              answerFirst = resolve;
            })
          : [suggestion(9, 'Sofá Novo')],
    });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sof');
    await waitFor(() => expect(api.count('searchSuggestions')).toBe(1));
    await user.type(box(), 'a');
    await screen.findByRole('option', { name: /^Sofá Novo/ });
    answerFirst([suggestion(8, 'Sofá Velho')]);
    // the late answer has reached the page (its own keyed read), and is not what the list shows
    const late = query('searchSuggestions', { qtdRegister: SUGGESTIONS_REQUESTED, word: 'sof', grouped: true });
    await waitFor(() => expect(late.value?.data).toEqual([suggestion(8, 'Sofá Velho')]));
    expect(screen.queryByRole('option', { name: /^Sofá Velho/ })).not.toBeInTheDocument();
  });

  it('shows the searched term on /busca and asks no suggestion for it', async () => {
    const api = fakeApi({ searchSuggestions: () => sofaSuggestions });
    window.history.replaceState(null, '', '/busca?n=poltrona');
    const { user, pause } = fakeClock();
    render(<SearchBox />);
    expect(box()).toHaveValue('poltrona');
    await pause();
    // the shopper then adds a word: its answer shows, and it is the only one asked for
    await user.type(box(), ' azul');
    await pause();
    await screen.findByRole('listbox');
    expect(asked(api)).toEqual(['poltrona azul']);
    expect(termFromLocation({ pathname: '/casa/c', search: '?n=x' })).toBe('');
  });

  it('asks for the grouped answer and shows searches, categories and products in labelled groups', async () => {
    const api = fakeApi({ searchSuggestions: () => sofaGroups() });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sofa');
    const list = await screen.findByRole('listbox');
    expect(new URLSearchParams(api.calls[0]!.params!).get('grouped')).toBe('true');
    expect(within(list).getAllByRole('group')).toEqual(['Buscas', 'Categorias', 'Produtos'].map((name) => within(list).getByRole('group', { name })));
    expect(within(within(list).getByRole('group', { name: 'Buscas' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['sofá retrátil', 'sofá-cama']);
    expect(within(list).getByRole('group', { name: 'Categorias' })).toHaveTextContent('Sofás');
    // the product on promotion shows both prices
    const promoted = within(within(list).getByRole('group', { name: 'Produtos' })).getByRole('option', { name: /^Sofá Cama Casal/ });
    expect(promoted).toHaveTextContent('De R$ 2.499,00');
    expect(promoted).toHaveTextContent('Por R$ 1.999,00');
  });

  it('moves with the arrows through every group, and Enter on a completed search searches it and keeps it', async () => {
    fakeApi({ searchSuggestions: () => sofaGroups() });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'sofa');
    await screen.findByRole('listbox');
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('sofá retrátil');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Sofás');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent(/^Sofá Retrátil 3 Lugares/);
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(go).toHaveBeenCalledWith('/busca?n=sof%C3%A1-cama');
    expect(JSON.parse(localStorage.getItem('jet:recent-searches')!)).toEqual(['sofá-cama']);
  });

  it('offers the brand of a typed name, linking to its page', async () => {
    fakeApi({ searchSuggestions: () => aconchegoGroups });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'aconche');
    const brands = await screen.findByRole('group', { name: 'Marcas' });
    await user.click(within(brands).getByRole('option', { name: 'Aconchego Móveis' }));
    expect(go).toHaveBeenCalledWith('/aconchego-moveis/m');
  });

  it('keeps the searched terms and shows them, newest first, on focus of the empty box', async () => {
    fakeApi({ searchSuggestions: () => sofaGroups() });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'mesa{Enter}');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/busca?n=mesa'));
    await user.clear(box());
    await user.type(box(), 'Sofá  azul {Enter}');
    await waitFor(() => expect(go).toHaveBeenCalledTimes(2));
    await user.clear(box());
    const recent = await screen.findByRole('group', { name: 'Buscas recentes' });
    expect(within(recent).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sofá azul', 'mesa', 'Limpar']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // the same term again moves up instead of repeating
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(go).toHaveBeenLastCalledWith('/busca?n=mesa');
    expect(JSON.parse(localStorage.getItem('jet:recent-searches')!)).toEqual(['mesa', 'Sofá azul']);
  });

  it('removes a recent search one by one (pointer or Delete) and all with Limpar', async () => {
    localStorage.setItem('jet:recent-searches', JSON.stringify(['mesa', 'sofá', 'tapete', 'vaso']));
    fakeApi({});
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.click(box());
    const recent = await screen.findByRole('group', { name: 'Buscas recentes' });
    const terms = () => within(recent).getAllByRole('option').map((o) => o.textContent);
    await user.click(within(recent).getByTitle('Remover sofá das buscas recentes'));
    expect(terms()).toEqual(['mesa', 'tapete', 'vaso', 'Limpar']);
    expect(go).not.toHaveBeenCalled();
    expect(box()).toHaveFocus();
    await user.keyboard('{ArrowDown}{Delete}');
    expect(terms()).toEqual(['tapete', 'vaso', 'Limpar']);
    expect(JSON.parse(localStorage.getItem('jet:recent-searches')!)).toEqual(['tapete', 'vaso']);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('group', { name: 'Buscas recentes' })).not.toBeInTheDocument();
    expect(localStorage.getItem('jet:recent-searches')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(go).not.toHaveBeenCalled();
  });

  it('keeps no refused term (the server says so), nor one a plain empty list may have refused', async () => {
    fakeApi({ searchSuggestions: (call) => (new URLSearchParams(call.params!).get('word') === 'proibido' ? refusedGroups : []) });
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.type(box(), 'proibido{Enter}');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/busca?n=proibido'));
    await user.clear(box());
    await user.type(box(), 'outro{Enter}');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/busca?n=outro'));
    expect(localStorage.getItem('jet:recent-searches')).toBeNull();
  });

  it('works as the custom element', async () => {
    fakeApi({ searchSuggestions: () => sofaSuggestions });
    await import('../../widgets/search-box/search-box.element');
    const element = document.createElement('jet-search-box');
    element.setAttribute('placeholder', 'Buscar na loja');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('input')).toHaveAttribute('placeholder', 'Buscar na loja'));
    element.remove();
  });
});

describe('the recent searches kept in the browser', () => {
  afterEach(() => localStorage.clear());

  it(`keeps the last ${RECENT_MAX}, newest first, a term once whatever its case, accents or spaces`, () => {
    for (const term of ['mesa', 'cadeira', 'tapete', 'vaso', 'abajur', 'cortina', 'Sofá']) rememberSearch(term);
    expect(readRecent()).toEqual(['Sofá', 'cortina', 'abajur', 'vaso', 'tapete', 'cadeira']);
    expect(rememberSearch('  CORTINA ')).toEqual(['CORTINA', 'Sofá', 'abajur', 'vaso', 'tapete', 'cadeira']);
    expect(rememberSearch('sofa')).toEqual(['sofa', 'CORTINA', 'abajur', 'vaso', 'tapete', 'cadeira']);
  });

  it('reads nothing from a damaged or foreign value', () => {
    localStorage.setItem('jet:recent-searches', '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem('jet:recent-searches', JSON.stringify({ a: 1 }));
    expect(readRecent()).toEqual([]);
    localStorage.setItem('jet:recent-searches', JSON.stringify(['mesa', 3, '', null]));
    expect(readRecent()).toEqual(['mesa']);
  });
});

describe('the search box stories', () => {
  const { Idle, Suggestions, ActiveSuggestion, FewSuggestions, BrandSuggestion, RecentSearches, NoSuggestion, TooShort } = composeStories(stories);

  it('Idle shows the empty box and the button', async () => {
    await showStory(Idle);
    expect(box()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
  });

  it('Suggestions, ActiveSuggestion and FewSuggestions show their lists', async () => {
    for (const Story of [Suggestions, ActiveSuggestion, FewSuggestions, BrandSuggestion, RecentSearches]) {
      const { container, unmount } = await showStory(Story);
      await Story.play!({ canvasElement: container } as never);
      expect(screen.getByRole('listbox')).toBeVisible();
      unmount();
    }
  });

  it('NoSuggestion opens no list and TooShort shows the message', async () => {
    const first = await showStory(NoSuggestion);
    await NoSuggestion.play!({ canvasElement: first.container } as never);
    await waitFor(() => expect(first.api.count('searchSuggestions')).toBe(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    first.unmount();
    const second = await showStory(TooShort);
    await TooShort.play!({ canvasElement: second.container } as never);
    expect(go).not.toHaveBeenCalled();
  });
});
