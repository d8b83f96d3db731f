import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoryMenu } from '../../../widgets/category-menu/category-menu';
import { menuTree } from '../../../widgets/category-menu/use-category-menu';
import { categoryTree } from '../../fixtures/discovery-data';
import { fakeApi } from '../../fixtures/mock-api';

describe('<jet-category-menu>', () => {
  it('opens "Todas as categorias" and shows the tree level by level, each category a link to its listing', async () => {
    fakeApi({ categoryTree });
    const user = userEvent.setup();
    render(<CategoryMenu />);
    const nav = await screen.findByRole('navigation', { name: 'Menu de categorias' });
    const toggle = within(nav).getByRole('button', { name: 'Todas as categorias' });
    await expect.poll(() => toggle.hasAttribute('disabled')).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Casa' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Casa' })).toHaveAttribute('href', '/casa/c');
    expect(screen.getByRole('link', { name: 'Moda' })).toHaveAttribute('href', '/moda/c');
    expect(screen.queryByRole('link', { name: 'Sala' })).not.toBeInTheDocument();

    const casa = screen.getByRole('button', { name: 'Subcategorias de Casa' });
    await user.click(casa);
    expect(casa).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sala' })).toHaveAttribute('href', '/casa/sala/c');
    await user.click(screen.getByRole('button', { name: 'Subcategorias de Sala' }));
    expect(screen.getByRole('link', { name: 'Sofás' })).toHaveAttribute('href', '/casa/sala/sofas/c');
    // three levels: the fourth ('Retráteis') is not in the menu, and 'Sofás' has no button
    expect(screen.queryByRole('link', { name: 'Retráteis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subcategorias de Sofás' })).not.toBeInTheDocument();
  });

  it('closes the innermost open level on Escape and gives the focus back to its button, then the panel', async () => {
    fakeApi({ categoryTree });
    const user = userEvent.setup();
    render(<CategoryMenu />);
    const toggle = await screen.findByRole('button', { name: 'Todas as categorias' });
    await expect.poll(() => toggle.hasAttribute('disabled')).toBe(false);
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.tab(); // Casa
    await user.tab(); // Subcategorias de Casa
    const casa = screen.getByRole('button', { name: 'Subcategorias de Casa' });
    expect(casa).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sala' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(casa).toHaveFocus();
    expect(casa).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Casa' })).not.toBeInTheDocument();
  });

  it('closes when the shopper clicks outside', async () => {
    fakeApi({ categoryTree });
    const user = userEvent.setup();
    render(
      <div>
        <CategoryMenu />
        <p>fora</p>
      </div>,
    );
    const toggle = await screen.findByRole('button', { name: 'Todas as categorias' });
    await expect.poll(() => toggle.hasAttribute('disabled')).toBe(false);
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Casa' })).toBeInTheDocument();
    await user.click(screen.getByText('fora'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides itself when the tree cannot be loaded or is empty, and survives an answer of another shape', async () => {
    fakeApi({ categoryTree: { fail: 'Erro interno.' } });
    const { container, unmount } = render(<CategoryMenu />);
    await expect.poll(() => container.querySelector('.jet-category-menu')?.getAttribute('data-state')).toBe('error');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    expect(menuTree({ data: 42 } as never)).toEqual([]);
    expect(menuTree([{ idCategory: 1, name: 'A', path: 'a', childMenu: 'x' } as never])).toEqual([{ id: 1, name: 'A', url: '/a/c', children: [] }]);
  });
});
