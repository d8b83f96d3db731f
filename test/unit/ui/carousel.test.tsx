import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Embla measures layout, which happy-dom has not: a fake Embla stands in, driven by the test. The
// carousel fetches it (a dynamic import) only on the first interaction, so its calls show when.
const fake = vi.hoisted(() => {
  const handlers: Record<string, Array<(api: unknown) => void>> = {};
  const api = {
    position: 0,
    snaps: 7,
    canScrollPrev: () => api.position > 0,
    canScrollNext: () => api.position < api.snaps - 1,
    scrollSnapList: () => Array.from({ length: api.snaps }, (_, i) => i / (api.snaps - 1)),
    selectedScrollSnap: () => api.position,
    scrollTo: vi.fn((index: number) => {
      api.position = index;
      for (const handler of handlers.select ?? []) handler(api);
    }),
    destroy: vi.fn(),
    on(name: string, handler: (api: unknown) => void) {
      (handlers[name] ??= []).push(handler);
      return api;
    },
    off(name: string, handler: (api: unknown) => void) {
      handlers[name] = (handlers[name] ?? []).filter((h) => h !== handler);
      return api;
    },
  };
  const EmblaCarousel = vi.fn((_root: HTMLElement, options: { startIndex?: number }) => {
    api.position = options.startIndex ?? 0;
    return api;
  });
  return { api, handlers, EmblaCarousel };
});
vi.mock('embla-carousel', () => ({ default: fake.EmblaCarousel }));

const { Carousel } = await import('../../../src/ui/carousel/carousel');
const { ProductCarousel } = await import('../../../src/ui/carousel/product-carousel');
const { restingSlide } = await import('../../../src/ui/carousel/embla');
const { cardProduct } = await import('../../fixtures/discovery-data');
const { cardSettingsFrom } = await import('../../../src/catalogue/card-settings');

const ten = Array.from({ length: 10 }, (_, i) => i);

/** Gives the track a layout: slides `slide` px wide in a track `view` px wide, scrolled to scrollLeft. */
function layout(region: HTMLElement, { slide = 100, view = 400 } = {}) {
  const track = within(region).getByRole('list');
  const slides = within(track).getAllByRole('listitem');
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => view });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => slides.length * slide });
  track.getBoundingClientRect = () => new DOMRect(0, 0, view, 100);
  slides.forEach((li, i) => {
    Object.defineProperty(li, 'offsetWidth', { configurable: true, get: () => slide });
    li.getBoundingClientRect = () => new DOMRect(i * slide - track.scrollLeft, 0, slide, 100);
  });
  return track;
}

/** The browser scrolled the track natively to `left`. */
function scrollTo(track: HTMLElement, left: number) {
  track.scrollLeft = left;
  fireEvent.scroll(track);
}

/**
 * The handover waits on timers (the track still for 150 ms): a test that asserts what has NOT happened
 * runs them on a fake clock, so "not yet" is checked after every timer the carousel set has run.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
/**
 * Lets a handover already requested arrive (the chunk is loaded above, so an import of it started
 * earlier has settled once this one has), then moves the clock on by `ms`.
 */
async function elapse(ms: number) {
  await act(async () => void (await import('../../../src/ui/carousel/embla')));
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderTen() {
  const { unmount } = render(<Carousel title="Ofertas" items={ten} getKey={(x) => x} renderItem={(x) => <a href={`/p/${x}`}>Produto {x}</a>} />);
  const region = screen.getByRole('region', { name: 'Ofertas' });
  return { unmount, region, track: layout(region), prev: within(region).getByRole('button', { name: 'Anterior' }), next: within(region).getByRole('button', { name: 'Próximo' }) };
}

beforeEach(() => {
  fake.api.position = 0;
  fake.api.scrollTo.mockClear();
  fake.api.destroy.mockClear();
  fake.EmblaCarousel.mockClear();
});

describe('Carousel', () => {
  it('is a region named by its heading, with the slides in a list', () => {
    render(<Carousel title="Recém chegados" subtitle="Novidades" items={['a', 'b', 'c']} getKey={(x) => x} renderItem={(x) => <a href={`/${x}`}>{x}</a>} />);
    const region = screen.getByRole('region', { name: 'Recém chegados' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Recém chegados' })).toBeInTheDocument();
    expect(within(region).getByText('Novidades')).toBeInTheDocument();
    expect(within(within(region).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('scrolls natively before any interaction: Embla is not fetched, the ends come from the scroll position', async () => {
    fakeClock();
    const { region, track, prev, next } = renderTen();
    expect(prev).toBeDisabled();
    expect(next).toBeDisabled(); // no layout yet: nothing to scroll
    scrollTo(track, 0);
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    scrollTo(track, 300);
    expect(prev).toBeEnabled();
    scrollTo(track, 600); // 1000 wide, 400 shown: the end
    expect(next).toBeDisabled();
    await elapse(1000);
    expect(fake.EmblaCarousel).not.toHaveBeenCalled();
    expect(region).not.toHaveAttribute('data-engine');
  });

  it('the buttons scroll the track natively by a page of whole slides until Embla has taken over', () => {
    const { track, prev, next } = renderTen();
    const scrollBy = vi.spyOn(track, 'scrollBy');
    scrollTo(track, 0);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    scrollTo(track, 400);
    fireEvent.click(prev);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' });
    expect(fake.EmblaCarousel).not.toHaveBeenCalled(); // still scrolling: Embla waits
  });

  it('moves instantly when the shopper prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { track, next } = renderTen();
    const scrollBy = vi.spyOn(track, 'scrollBy');
    scrollTo(track, 0);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'auto' });
  });

  it('fetches Embla on the first focus and hands over at the slide the track rests on', async () => {
    const user = userEvent.setup();
    const { region, track, prev, next } = renderTen();
    const scrollBy = vi.spyOn(track, 'scrollBy');
    scrollTo(track, 300);
    expect(fake.EmblaCarousel).not.toHaveBeenCalled();
    await user.tab(); // 'Anterior'
    expect(prev).toHaveFocus();
    await waitFor(() => expect(fake.EmblaCarousel).toHaveBeenCalledTimes(1));
    expect(fake.EmblaCarousel).toHaveBeenCalledWith(
      track.parentElement,
      expect.objectContaining({ startIndex: 3, align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }),
      [], // no plugins (useEmblaCarousel passes its plugin list)
    );
    expect(track.scrollLeft).toBe(0); // Embla's transform takes over the native scroll
    expect(region).toHaveAttribute('data-engine', 'embla');

    // from now on Embla drives the track, a page at a time
    await user.click(next);
    expect(fake.api.scrollTo).toHaveBeenLastCalledWith(6); // 3 + 4, at most the last snap
    expect(next).toBeDisabled();
    await user.click(prev);
    expect(fake.api.scrollTo).toHaveBeenLastCalledWith(2);
    expect(next).toBeEnabled();
    expect(scrollBy).not.toHaveBeenCalled();
    expect(fake.EmblaCarousel).toHaveBeenCalledTimes(1);
  });

  it('waits for the pointer to be released before handing over, not to break a swipe', async () => {
    fakeClock();
    const { track } = renderTen();
    scrollTo(track, 0);
    await elapse(200);
    fireEvent.pointerDown(within(track).getAllByRole('link')[1]!);
    await elapse(1000); // the handover has loaded and checked many times: the pointer is still down
    expect(fake.EmblaCarousel).not.toHaveBeenCalled();
    scrollTo(track, 200); // the swipe, then the snap
    fireEvent.pointerUp(window);
    await elapse(100); // the snap's scroll is still recent
    expect(fake.EmblaCarousel).not.toHaveBeenCalled();
    await elapse(300);
    expect(fake.EmblaCarousel).toHaveBeenCalledWith(track.parentElement, expect.objectContaining({ startIndex: 2 }), []);
  });

  it('starts on a key press too, and stops Embla when removed', async () => {
    const { track, unmount } = renderTen();
    fireEvent.keyDown(within(track).getAllByRole('link')[0]!, { key: 'ArrowRight' });
    // the handover waits for the track to be still, then Embla starts and the carousel subscribes to it
    await waitFor(() => expect(fake.handlers.select).toHaveLength(1));
    expect(fake.EmblaCarousel).toHaveBeenCalledTimes(1);
    unmount();
    expect(fake.handlers.select).toHaveLength(0);
    expect(fake.api.destroy).toHaveBeenCalledTimes(1);
  });

  it('never starts Embla for a carousel removed before it arrived', async () => {
    fakeClock();
    const { unmount } = render(<Carousel title="x" items={[1, 2]} getKey={(x) => x} renderItem={(x) => <a href="/">{x}</a>} />);
    fireEvent.focus(screen.getAllByRole('link')[0]!);
    unmount();
    await elapse(1000);
    expect(fake.EmblaCarousel).not.toHaveBeenCalled();
  });

  it('takes the slide a native scroll rests on, snap positions clamped to the end as browsers do', () => {
    render(<Carousel title="x" items={ten} getKey={(x) => x} renderItem={(x) => x} />);
    const region = screen.getByRole('region', { name: 'x' });
    const track = layout(region, { slide: 100, view: 370 }); // the end is 630: slides 7 to 9 snap there
    for (const [left, slide] of [[0, 0], [149, 1], [151, 2], [600, 6], [630, 7]] as const) {
      track.scrollLeft = left;
      expect(restingSlide(track)).toBe(slide);
    }
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
