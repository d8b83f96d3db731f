import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LightningOffers } from '../../widgets/lightning-offers/lightning-offers';
import { formatCountdown } from '../../widgets/lightning-offers/use-lightning-offers';
import { company } from '../fixtures/api-data';
import { products } from '../fixtures/discovery-data';
import { fakeApi } from '../fixtures/mock-api';
import { resetQueries } from '../../src/stores/query';
import * as stories from '../../stories/lightning-offers.stories';
import { showStory } from '../../stories/harness/story-test';

const NOW = new Date('2026-11-20T12:00:00').getTime();
const HOUR = 3_600_000;

/** Offers ending `ms` from NOW each. */
const offers = (...ends: number[]) =>
  products(ends.length).map((product, i) => ({ ...product, offerStatus: true, offerEndDate: new Date(NOW + ends[i]!).toISOString() }));

beforeEach(() => {
  // Date and the interval are faked; fetch and Testing Library's waits keep real timers.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});

const region = () => screen.findByRole('region', { name: 'Ofertas Relâmpago' });
const timers = () => screen.getAllByRole('timer');

describe('<jet-lightning-offers>', () => {
  it("shows 'Ofertas Relâmpago', its text, and the first 15 offers with a countdown each", async () => {
    fakeApi({ company: () => company, lightningOffers: () => offers(...Array.from({ length: 20 }, (_, i) => (i + 2) * HOUR)) });
    render(<LightningOffers />);
    const carousel = await region();
    expect(within(carousel).getByText('Corra! Ofertas com tempo limitado')).toBeInTheDocument();
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(15);
    expect(timers()[0]).toHaveTextContent('02:00:00');
    expect(timers()[0]).toHaveAccessibleName('Oferta termina em 20/11/2026 14:00');
    expect(timers()[0]).toHaveAttribute('aria-live', 'off');
  });

  it('ticks every second with one timer for all the cards, stopped when removed', async () => {
    fakeApi({ company: () => company, lightningOffers: () => offers(HOUR + 5000, 26 * HOUR) });
    const { unmount } = render(<LightningOffers />);
    await region();
    await act(async () => undefined);
    expect(vi.getTimerCount()).toBe(1);
    expect(timers().map((timer) => timer.textContent)).toEqual(['01:00:05', '1d 02:00:00']);
    act(() => vi.advanceTimersByTime(3000));
    expect(timers().map((timer) => timer.textContent)).toEqual(['01:00:02', '1d 01:59:57']);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('marks an offer in its last hour as urgent', async () => {
    fakeApi({ company: () => company, lightningOffers: () => offers(30 * 60_000, 3 * HOUR) });
    render(<LightningOffers />);
    await region();
    const [soon, later] = timers().map((timer) => timer.closest('p')!);
    expect(soon).toHaveAttribute('data-urgent', 'true');
    expect(later).not.toHaveAttribute('data-urgent');
  });

  it('takes an ended offer out of the carousel, and hides when none is left', async () => {
    fakeApi({ company: () => company, lightningOffers: () => offers(2000, 4000) });
    const { container } = render(<LightningOffers />);
    const carousel = await region();
    await act(async () => undefined);
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(1);
    expect(within(carousel).queryByRole('heading', { name: 'Sofá Retrátil' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(container.querySelector('.jet-lightning-offers')).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // nothing left to count down: the clock stops
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says the page failed to load when the request fails, with a retry that reads again', async () => {
    const api = fakeApi({ company: () => company, lightningOffers: () => ({ fail: 'Erro interno.' }) });
    const { container } = render(<LightningOffers />);
    await waitFor(() => expect(container.querySelector('.jet-lightning-offers')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as vitrines da loja. Verifique sua conexão.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(api.count('lightningOffers')).toBe(2));
  });

  it('treats an answer of an unexpected shape as a failed read, without a TypeError', async () => {
    fakeApi({ company: () => company, lightningOffers: () => ({ data: 42 }) as unknown as ReturnType<typeof offers> });
    const { container } = render(<LightningOffers />);
    await waitFor(() => expect(container.querySelector('.jet-lightning-offers')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as vitrines da loja. Verifique sua conexão.');
  });

  it('formats the time left', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(59_999)).toBe('00:00:59');
    expect(formatCountdown(HOUR * 23 + 61_000)).toBe('23:01:01');
    expect(formatCountdown(HOUR * 49)).toBe('2d 01:00:00');
  });

  it('works as the custom element', async () => {
    fakeApi({ company: () => company, lightningOffers: () => offers(HOUR) });
    await import('../../widgets/lightning-offers/lightning-offers.element');
    const element = document.createElement('jet-lightning-offers');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('h2')).toHaveTextContent('Ofertas Relâmpago'));
    element.remove();
  });
});

describe('the lightning offers stories', () => {
  const { Running, EndingSoon, Ended, Loading, Error } = composeStories(stories);

  it('Running shows every offer with its countdown', async () => {
    await showStory(Running);
    const carousel = await region();
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(6);
    expect(timers()).toHaveLength(6);
    expect(timers()[0]).toHaveTextContent('03:00:00');
  });

  it('EndingSoon marks the last-hour offers urgent and drops the one that ends', async () => {
    await showStory(EndingSoon);
    const carousel = await region();
    await act(async () => undefined);
    expect(carousel.querySelectorAll('[data-urgent]')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(45_000));
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(3);
  });

  it('Ended, Loading and Error show no carousel', async () => {
    for (const [Story, state] of [
      [Ended, 'empty'],
      [Loading, 'loading'],
      [Error, 'error'],
    ] as const) {
      const { container, unmount } = await showStory(Story);
      await waitFor(() => expect(container.querySelector('.jet-lightning-offers')).toHaveAttribute('data-state', state));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      unmount();
      resetQueries();
    }
  });
});
