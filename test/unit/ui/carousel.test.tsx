import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Embla measures layout, which happy-dom has not: a fake API stands in, driven by the test.
const fake = vi.hoisted(() => {
  const handlers: Record<string, Array<(api: unknown) => void>> = {};
  const api = {
    position: 0,
    last: 2,
    canScrollPrev: () => api.position > 0,
    canScrollNext: () => api.position < api.last,
    scrollPrev: vi.fn(() => api.move(-1)),
    scrollNext: vi.fn(() => api.move(1)),
    move(step: number) {
      api.position += step;
      for (const handler of handlers.select ?? []) handler(api);
    },
    on(name: string, handler: (api: unknown) => void) {
      (handlers[name] ??= []).push(handler);
      return api;
    },
    off(name: string, handler: (api: unknown) => void) {
      handlers[name] = (handlers[name] ?? []).filter((h) => h !== handler);
      return api;
    },
  };
  return { api, handlers };
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, fake.api] }));

const { Carousel } = await import('../../../src/ui/carousel/carousel');
const { ProductCarousel } = await import('../../../src/ui/carousel/product-carousel');
const { cardProduct } = await import('../../fixtures/discovery-data');
const { cardSettingsFrom } = await import('../../../src/catalogue/card-settings');

beforeEach(() => {
  fake.api.position = 0;
  fake.api.scrollNext.mockClear();
  fake.api.scrollPrev.mockClear();
});

describe('Carousel', () => {
  it('is a region named by its heading, with the slides in a list', () => {
    render(<Carousel title="Recém chegados" subtitle="Novidades" items={['a', 'b', 'c']} getKey={(x) => x} renderItem={(x) => <a href={`/${x}`}>{x}</a>} />);
    const region = screen.getByRole('region', { name: 'Recém chegados' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Recém chegados' })).toBeInTheDocument();
    expect(within(region).getByText('Novidades')).toBeInTheDocument();
    expect(within(within(region).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('disables previous at the start and next at the end', async () => {
    const user = userEvent.setup();
    render(<Carousel title="Ofertas" headingLevel={3} items={[1, 2, 3, 4]} getKey={(x) => x} renderItem={(x) => x} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ofertas' })).toBeInTheDocument();
    const prev = screen.getByRole('button', { name: 'Anterior' });
    const next = screen.getByRole('button', { name: 'Próximo' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    await user.click(next);
    expect(fake.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(prev).toBeEnabled();
    await user.click(next);
    expect(next).toBeDisabled();
    await user.click(prev);
    expect(fake.api.scrollPrev).toHaveBeenCalledTimes(1);
    expect(next).toBeEnabled();
  });

  it('stops listening to the carousel when removed', () => {
    const { unmount } = render(<Carousel title="x" items={[1]} getKey={(x) => x} renderItem={(x) => x} />);
    expect(fake.handlers.select).toHaveLength(1);
    unmount();
    expect(fake.handlers.select).toHaveLength(0);
    act(() => fake.api.move(0));
  });
});

describe('ProductCarousel', () => {
  it('renders a product card per slide, names one heading level below the title', () => {
    const products = [cardProduct(1, 'Sofá Retrátil'), cardProduct(2, 'Mesa de Jantar')];
    render(<ProductCarousel title="Produtos em Destaque da Home" products={products} settings={cardSettingsFrom(null)} renderExtra={(p) => <p>extra {p.idProduct}</p>} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /Sofá Retrátil/ })).toHaveAttribute('href', '/produto/produto-1');
    expect(within(list).getByRole('heading', { level: 3, name: 'Mesa de Jantar' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Adicionar ao Carrinho' })).toHaveLength(2);
    expect(within(list).getByText('extra 2')).toBeInTheDocument();
  });

  it('puts the card names at h4 under an h3 carousel', () => {
    render(<ProductCarousel title="Ofertas" headingLevel={3} products={[cardProduct(1, 'Sofá Retrátil')]} settings={cardSettingsFrom(null)} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Sofá Retrátil' })).toBeInTheDocument();
  });
});
