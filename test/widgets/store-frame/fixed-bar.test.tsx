import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FixedBarView } from '../../../widgets/fixed-bar/fixed-bar';
import { FixedBar } from '../../../widgets/fixed-bar/fixed-bar';
import { fakeApi } from '../../fixtures/mock-api';

const model = { onTop: () => undefined, onSearch: () => undefined, searchUrl: '/busca', customerUrl: '/customer/login', cartUrl: '/carrinho' };

describe('<jet-fixed-bar>', () => {
  it("offers back to top, search, 'Central do Cliente' and the cart with its count", async () => {
    const onTop = vi.fn();
    const user = userEvent.setup();
    render(<FixedBarView {...model} onTop={onTop} cartCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Ações rápidas' });
    expect(nav).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao topo' }));
    expect(onTop).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/busca');
    expect(screen.getByRole('link', { name: 'Central do Cliente' })).toHaveAttribute('href', '/customer/login');
    expect(screen.getByRole('link', { name: 'Carrinho, 3 itens' })).toHaveAttribute('href', '/carrinho');
  });

  it('shows no count for a cart it has not read', () => {
    const { container } = render(<FixedBarView {...model} cartCount={null} />);
    expect(screen.getByRole('link', { name: 'Carrinho' })).toBeInTheDocument();
    expect(container.querySelector('.jet-fixed-bar__count')).toBeNull();
  });

  it("reads the cart's count and puts the focus in the page's search box", async () => {
    fakeApi({ cartCount: { quantity: 1, removedProducts: [] } });
    const user = userEvent.setup();
    window.scrollTo = vi.fn() as never;
    render(
      <>
        {createElement('jet-search-box', null, <input type="search" aria-label="Busca" />)}
        <FixedBar />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Carrinho, 1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Buscar' }));
    expect(screen.getByRole('searchbox', { name: 'Busca' })).toHaveFocus();
  });
});
