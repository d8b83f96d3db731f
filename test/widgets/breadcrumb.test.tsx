import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../../src/api/config';
import { resetQueries } from '../../src/stores/query';
import { Breadcrumb } from '../../widgets/breadcrumb/breadcrumb';
import { categoryChain, pageKind } from '../../widgets/breadcrumb/use-breadcrumb';
import { brands, company } from '../fixtures/api-data';
import { categoryTree, groupShowcases } from '../fixtures/discovery-data';
import { fakeApi } from '../fixtures/mock-api';
import * as stories from '../../stories/breadcrumb.stories';
import { showStory } from '../../stories/harness/story-test';

const groups = groupShowcases.map(({ products: _, ...group }) => group);

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

const api = (overrides: Record<string, () => unknown> = {}) =>
  fakeApi({ company: () => company, categoryTree: () => categoryTree, groups: () => groups, brands: () => brands, ...overrides });

/** The crumbs as a shopper reads them: text, and the link target or '(current)'. */
const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Trilha de navegação' }))
    .getAllByRole('listitem')
    .map((item) => `${item.textContent} ${item.querySelector('a')?.getAttribute('href') ?? (item.querySelector('[aria-current="page"]') ? '(current)' : '?')}`);

beforeEach(() => {
  document.title = 'Jet';
});
afterEach(() => visit('/'));

describe('<jet-breadcrumb>', () => {
  it('shows Home and the category chain by level, the last one current, and titles the page', async () => {
    visit('/casa/sala/sofas/c');
    const calls = api();
    render(<Breadcrumb />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Casa /casa/c', 'Sala /casa/sala/c', 'Sofás (current)']));
    await waitFor(() => expect(document.title).toBe('Sofás | Jet Store'));
    expect(calls.count('categoryTree')).toBe(1);
  });

  it('finds a deep category by its numeric id and links it by id', async () => {
    visit('/4/c');
    api();
    render(<Breadcrumb />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Casa /casa/c', 'Sala /casa/sala/c', 'Sofás /casa/sala/sofas/c', 'Retráteis (current)']));
  });

  it('shows the brand name on a brand page and the group name on a group page', async () => {
    visit('/bossa-moda/m');
    api();
    const { unmount } = render(<Breadcrumb />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Bossa Moda (current)']));
    unmount();
    visit('/lancamentos/g');
    render(<Breadcrumb />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Lançamentos (current)']));
    await waitFor(() => expect(document.title).toBe('Lançamentos | Jet Store'));
  });

  it('uses the name attribute without asking the server', async () => {
    visit('/bossa-moda/m');
    const calls = api();
    render(<Breadcrumb name="Bossa" />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Bossa (current)']));
    expect(calls.count('brands')).toBe(0);
  });

  it('shows the search term in upper case', async () => {
    visit('/busca?n=sofá retrátil');
    api();
    render(<Breadcrumb />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Busca: SOFÁ RETRÁTIL (current)']));
    await waitFor(() => expect(document.title).toBe('Busca: SOFÁ RETRÁTIL | Jet Store'));
  });

  it('shows Home > Área do Cliente > page on customer pages', async () => {
    visit('/customer/order');
    api();
    render(<Breadcrumb page="Meus pedidos" />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Área do Cliente /customer', 'Meus pedidos (current)']));
  });

  it('takes the product page trail from the property or the event', async () => {
    visit('/produto/sofa-retratil');
    api();
    const { rerender, container } = render(<Breadcrumb />);
    await waitFor(() => expect(container.querySelector('.jet-breadcrumb')).toHaveAttribute('data-state', 'loading'));
    document.dispatchEvent(
      new CustomEvent('jet:breadcrumb-trail', { detail: { trail: [{ name: 'Casa', url: '/casa/c' }, { name: 'Sofá Retrátil', url: '/produto/sofa-retratil' }] } }),
    );
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Casa /casa/c', 'Sofá Retrátil (current)']));
    rerender(<Breadcrumb trail={[{ name: 'Sala', url: '/casa/sala/c' }, { name: 'Poltrona', url: '/produto/poltrona' }]} />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Sala /casa/sala/c', 'Poltrona (current)']));
    await waitFor(() => expect(document.title).toBe('Poltrona | Jet Store'));
  });

  it("drops the last crumb for the themes 'modas' and 'cosmeticos'", async () => {
    visit('/casa/sala/c');
    api({ company: () => ({ ...company, theme: 'modas' }) });
    const { unmount } = render(<Breadcrumb />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Casa /casa/c']));
    // the title still names the page
    await waitFor(() => expect(document.title).toBe('Sala | Jet Store'));
    unmount();
    configure({ theme: 'cosmeticos' });
    visit('/busca?n=batom');
    render(<Breadcrumb />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /']));
  });

  it('leaves the title alone with keep-title', async () => {
    visit('/busca?n=mesa');
    api();
    render(<Breadcrumb keepTitle />);
    await waitFor(() => expect(crumbs()).toEqual(['Home /', 'Busca: MESA (current)']));
    expect(document.title).toBe('Jet');
  });

  it('titles the page with the name alone when the company cannot be loaded', async () => {
    visit('/busca?n=mesa');
    api({ company: () => ({ fail: 'Erro interno.' }) });
    render(<Breadcrumb />);
    await waitFor(() => expect(document.title).toBe('Busca: MESA'));
  });

  it('hides itself on the home page and for an unknown category', async () => {
    visit('/');
    api();
    const { container, unmount } = render(<Breadcrumb />);
    await waitFor(() => expect(container.querySelector('.jet-breadcrumb')).toHaveAttribute('data-state', 'empty'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    visit('/nada/c');
    const second = render(<Breadcrumb />);
    await waitFor(() => expect(second.container.querySelector('.jet-breadcrumb')).toHaveAttribute('data-state', 'empty'));
  });

  it('works as the custom element with a JSON trail attribute', async () => {
    visit('/produto/x');
    api();
    await import('../../widgets/breadcrumb/breadcrumb.element');
    const element = document.createElement('jet-breadcrumb');
    element.setAttribute('trail', JSON.stringify([{ name: 'Moda', url: '/moda/c' }, { name: 'Vestido', url: '/produto/x' }]));
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('[aria-current="page"]')).toHaveTextContent('Vestido'));
    element.remove();
  });
});

describe('breadcrumb rules', () => {
  it('reads the page kind from the path', () => {
    expect(pageKind('/')).toBe('home');
    expect(pageKind('/casa/sala/c')).toBe('category');
    expect(pageKind('/ofertas/g')).toBe('group');
    expect(pageKind('/aurora/m')).toBe('brand');
    expect(pageKind('/busca')).toBe('search');
    expect(pageKind('/customer/order')).toBe('customer');
    expect(pageKind('/produto/x')).toBe('product');
    expect(pageKind('/perguntas-frequentes')).toBe('other');
  });

  it('builds the chain from two characters of the level code per depth', () => {
    expect(categoryChain(categoryTree, '/moda/feminina/c').map((c) => c.name)).toEqual(['Moda', 'Feminina']);
    expect(categoryChain(categoryTree, '/casa/c').map((c) => c.name)).toEqual(['Casa']);
    expect(categoryChain(categoryTree, '/x/c')).toEqual([]);
  });
});

describe('the breadcrumb stories', () => {
  const { Category, Brand, Group, Search, Customer, Product, ModasTheme, Loading } = composeStories(stories);
  const cases = [
    [Category, ['Home /', 'Casa /casa/c', 'Sala /casa/sala/c', 'Sofás (current)']],
    [Brand, ['Home /', 'Bossa Moda (current)']],
    [Group, ['Home /', 'Ofertas da Semana (current)']],
    [Search, ['Home /', 'Busca: SOFÁ RETRÁTIL (current)']],
    [Customer, ['Home /', 'Área do Cliente /customer', 'Meus pedidos (current)']],
    [Product, ['Home /', 'Casa /casa/c', 'Sala /casa/sala/c', 'Sofá Retrátil 3 Lugares (current)']],
    [ModasTheme, ['Home /', 'Casa /casa/c', 'Sala /casa/sala/c']],
  ] as const;

  it('each page story shows its trail and keeps the title', async () => {
    for (const [Story, expected] of cases) {
      const { unmount } = await showStory(Story);
      await waitFor(() => expect(crumbs()).toEqual(expected));
      unmount();
      resetQueries(); // as Storybook does before each story
    }
    expect(document.title).toBe('Jet');
  });

  it('Loading waits for the category tree', async () => {
    const { container } = await showStory(Loading);
    expect(container.querySelector('.jet-breadcrumb')).toHaveAttribute('data-state', 'loading');
  });
});

describe('<jet-breadcrumb heading>', () => {
  it("shows the page's name as the page heading when asked", async () => {
    fakeApi({ company: () => company });
    render(<Breadcrumb heading path="/busca?n=sofa" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Busca: SOFA' })).toBeInTheDocument();
  });
});
