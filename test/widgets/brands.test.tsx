import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetFailureNotice } from '../../src/ui/failure-notice';
import { Brands } from '../../widgets/brands/brands';
import { brands } from '../fixtures/api-data';
import { fakeApi, Reply } from '../fixtures/mock-api';

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

  describe('under a broken API (issue 14)', () => {
    afterEach(() => resetFailureNotice());

    it.each([
      ['a wrong shape', new Reply(200, { data: 42 })],
      ['an object instead of a list', new Reply(200, { brands: [] })],
      ['malformed JSON', new Reply(200, '[{"idBrand": 1, "na', 'application/json')],
      ['a server error', { fail: 'Erro interno.' }],
    ])('says the page\'s message with a retry after %s, never a TypeError', async (_, answer) => {
      let reply: unknown = answer;
      fakeApi({ brands: () => reply as never });
      const { container } = render(<Brands />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Não foi possível carregar as vitrines da loja. Verifique sua conexão.');
      expect(container.querySelector('.jet-brands')).toHaveAttribute('data-state', 'error');
      reply = brands;
      await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByRole('region', { name: 'Compre pela Marca' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('drops brands of another shape and shows the others', async () => {
      fakeApi({ brands: () => new Reply(200, [42, null, [], { idBrand: 9, name: 7 }, brands[0]]) });
      render(<Brands />);
      const section = await screen.findByRole('region', { name: 'Compre pela Marca' });
      expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    });
  });
});
