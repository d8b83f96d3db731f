import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Brands } from '../../widgets/brands/brands';
import { brands } from '../fixtures/api-data';
import { fakeApi } from '../fixtures/mock-api';

describe('<jet-brands>', () => {
  it('lists the featured brands under "Compre pela Marca" with "Ver todos"', async () => {
    const api = fakeApi({ brands: () => brands });
    render(<Brands allUrl="/marcas" />);
    const section = await screen.findByRole('region', { name: 'Compre pela Marca' });
    expect(within(section).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/marcas');
    await within(section).findByRole('img', { name: 'Aurora Casa' });
    expect(within(section).getByRole('link', { name: 'Bossa Moda' })).toHaveAttribute('href', '/bossa-moda/m');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(api.calls[0]!.params).toBe('onlyFeatured=true');
  });

  it('hides itself when the store has no featured brand', async () => {
    fakeApi({ brands: () => [] });
    const { container } = render(<Brands />);
    await screen.findByRole('heading', { hidden: true, name: 'Compre pela Marca' });
    expect(container.querySelector('.jet-brands')).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('hides itself when the brands cannot be loaded', async () => {
    fakeApi({ brands: () => ({ fail: 'Erro interno.' }) });
    const { container } = render(<Brands />);
    await screen.findByRole('heading', { hidden: true, name: 'Compre pela Marca' });
    await expect.poll(() => container.querySelector('.jet-brands')?.getAttribute('data-state')).toBe('error');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
