
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from '../../widgets/banner/banner';
import { areaFromPath, categoryBannerPath, groupBannerPath, orderBanners, toType } from '../../widgets/banner/use-banner';
import { banner } from '../fixtures/discovery-data';
import { fakeApi } from '../fixtures/mock-api';
import * as stories from '../../stories/banner.stories';
import { resetQueries } from '../../src/stores/query';
import { showStory } from '../../stories/harness/story-test';

afterEach(() => window.history.replaceState(null, '', '/'));

const params = (query: string | null) => Object.fromEntries(new URLSearchParams(query ?? ''));

describe('<jet-banner>', () => {
  it('shows a home banner: its image, linked, and its description without scripts, handlers or javascript: links', async () => {
    const api = fakeApi({
      homeBanners: () => [
        banner(1, 'Semana do Sofá', {
          description: '<p onmouseover="steal()">Até <strong>40% OFF</strong><script>alert(1)</script> <a href="javascript:alert(2)">veja</a></p>',
        }),
      ],
    });
    render(<Banner area="home" type="C" />);
    const image = await screen.findByRole('img', { name: 'Semana do Sofá' });
    expect(image.closest('a')).toHaveAttribute('href', '/promo/1');
    const region = screen.getByRole('region', { name: 'Banners centrais' });
    await waitFor(() => expect(region).toHaveTextContent('Até 40% OFF'));
    expect(region.querySelector('script')).toBeNull();
    expect(region.innerHTML).not.toMatch(/onmouseover|javascript:/);
    expect(params(api.calls[0]!.params)).toEqual({ type: 'C' });
  });

  it("shows a description's words as text until the first interaction, then its sanitised HTML", async () => {
    fakeApi({ homeBanners: () => [banner(1, 'Semana do Sofá', { description: '<p>Até <strong>40% OFF</strong><script>alert(1)</script></p>' })] });
    render(<Banner area="home" type="C" />);
    await screen.findByRole('img', { name: 'Semana do Sofá' });
    const region = screen.getByRole('region', { name: 'Banners centrais' });
    const description = () => region.querySelector('.jet-banner__description')!;
    expect(description()).toHaveTextContent('Até 40% OFF');
    expect(description().querySelector('strong')).toBeNull();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(description().querySelector('strong')).toHaveTextContent('40% OFF'));
    expect(region.querySelector('script')).toBeNull();
  });

  it('shows an image without a link when the banner has none', async () => {
    fakeApi({ homeBanners: () => [banner(1, 'Frete grátis', { link: '' })] });
    render(<Banner area="home" />);
    const image = await screen.findByRole('img', { name: 'Frete grátis' });
    expect(image.closest('a')).toBeNull();
  });

  it('asks the category banners for the category path plus /c, type F by default', async () => {
    window.history.replaceState(null, '', '/casa/sala/sofas/c');
    const api = fakeApi({ categoryBanners: () => [banner(2, 'Sofás')] });
    render(<Banner />);
    await screen.findByRole('img', { name: 'Sofás' });
    expect(params(api.calls[0]!.params)).toEqual({ Type: 'F', textLink: 'casa/sala/sofas/c' });
  });

  it('asks the group call for group and brand pages', async () => {
    window.history.replaceState(null, '', '/aurora-casa/m');
    const api = fakeApi({ groupBanners: () => [banner(3, 'Aurora')] });
    render(<Banner />);
    await screen.findByRole('img', { name: 'Aurora' });
    expect(params(api.calls[0]!.params)).toEqual({ textLink: 'aurora-casa/m' });
    window.history.replaceState(null, '', '/ofertas/g');
    render(<Banner area="group" />);
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(params(api.calls[1]!.params)).toEqual({ textLink: 'ofertas/g' });
  });

  it('hides itself when the area has no banner or they cannot be loaded', async () => {
    window.history.replaceState(null, '', '/casa/c');
    fakeApi({ homeBanners: () => [], categoryBanners: () => ({ fail: 'Erro interno.' }) });
    const { container } = render(
      <>
        <Banner area="home" />
        <Banner area="category" />
      </>,
    );
    await waitFor(() => expect(container.querySelector('[data-area="home"]')).toHaveAttribute('data-state', 'empty'));
    await waitFor(() => expect(container.querySelector('[data-area="category"]')).toHaveAttribute('data-state', 'error'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('rotates several full banners: one shown, previous/next and a button per banner', async () => {
    fakeApi({ homeBanners: () => [banner(1, 'Um'), banner(2, 'Dois'), banner(3, 'Três')] });
    const user = userEvent.setup();
    render(<Banner area="home" type="F" interval={0} />);
    // the first banner shows at once; the rotator's controls come with its code
    await screen.findByRole('img', { name: 'Um' });
    await user.click(await screen.findByRole('button', { name: 'Próximo banner' }));
    expect(screen.queryByRole('img', { name: 'Um' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dois' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mostrar banner 2 de 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Banner anterior' }));
    await user.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(screen.getByRole('img', { name: 'Três' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mostrar banner 1 de 3' }));
    expect(screen.getByRole('img', { name: 'Um' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pausar banners' })).not.toBeInTheDocument();
  });

  it('advances by itself every interval until paused', async () => {
    fakeApi({ homeBanners: () => [banner(1, 'Um'), banner(2, 'Dois')] });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Banner area="home" interval={5} />);
    await screen.findByRole('button', { name: 'Pausar banners' });
    expect(screen.getByRole('img', { name: 'Um' })).toBeVisible();
    await act(async () => undefined); // let the rotator's effect start its timer
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('img', { name: 'Dois' })).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Pausar banners' }).click());
    act(() => vi.advanceTimersByTime(15000));
    expect(screen.getByRole('img', { name: 'Dois' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retomar banners' })).toBeInTheDocument();
  });

  it('stacks banners of the other types', async () => {
    fakeApi({ homeBanners: () => [banner(1, 'Um'), banner(2, 'Dois')] });
    render(<Banner area="home" type="L" />);
    const region = await screen.findByRole('region', { name: 'Banners laterais' });
    await within(region).findByRole('img', { name: 'Um' });
    expect(within(region).getByRole('img', { name: 'Dois' })).toBeVisible();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('works as the custom element', async () => {
    const api = fakeApi({ homeBanners: () => [banner(7, 'Rodapé')] });
    await import('../../widgets/banner/banner.element');
    const element = document.createElement('jet-banner');
    element.setAttribute('type', 'R');
    document.body.append(element);
    await waitFor(() => expect(element.querySelector('img')).toHaveAttribute('alt', 'Rodapé'));
    expect(params(api.calls[0]!.params)).toEqual({ type: 'R' });
    element.remove();
  });
});

describe('banner rules', () => {
  it('derives the area from the path', () => {
    expect(areaFromPath('/')).toBe('home');
    expect(areaFromPath('/casa/c')).toBe('category');
    expect(areaFromPath('/ofertas/g')).toBe('group');
    expect(areaFromPath('/aurora/m')).toBe('brand');
    expect(areaFromPath('/produto/x')).toBe('home');
  });

  it('derives the banner paths', () => {
    expect(categoryBannerPath('/casa/sala/sofas/c')).toBe('casa/sala/sofas/c');
    expect(categoryBannerPath('/casa/c')).toBe('casa/c');
    expect(categoryBannerPath('/moda/cal%C3%A7ados/c')).toBe('moda/calçados/c');
    expect(categoryBannerPath('/41/c')).toBe('41/c');
    // deeper than three levels the page is no listing (the listing sends the shopper to /404)
    expect(categoryBannerPath('/casa/sala/sofas/teste/c')).toBe('');
    expect(groupBannerPath('/ofertas/g', 'group')).toBe('ofertas/g');
    expect(groupBannerPath('/aurora-casa/m', 'brand')).toBe('aurora-casa/m');
    expect(toType('c')).toBe('C');
    expect(toType('X')).toBe('F');
  });

  it('shuffles only when a banner asks for random order', () => {
    const list = [banner(1, 'a'), banner(2, 'b'), banner(3, 'c')];
    expect(orderBanners(list, () => 0).map((b) => b.idBanner)).toEqual([1, 2, 3]);
    const random = list.map((b) => ({ ...b, random: b.idBanner === 2 ? (1 as const) : (0 as const) }));
    // Fisher-Yates with random() = 0 moves every element: [2, 3, 1]
    expect(orderBanners(random, () => 0).map((b) => b.idBanner)).toEqual([2, 3, 1]);
  });
});

describe('the banner stories', () => {
  const all = composeStories(stories);

  it('every story with banners shows them, the central one without its script', async () => {
    for (const [name, Story] of Object.entries(all)) {
      if (['Loading', 'Empty', 'Error'].includes(name)) continue;
      const { container, unmount } = await showStory(Story);
      await waitFor(() => expect(container.querySelector('.jet-banner'), name).toHaveAttribute('data-state', 'ready'));
      expect(within(container).getAllByRole('img').length, name).toBeGreaterThan(0);
      if (name === 'HomeCentral') {
        await waitFor(() => expect(container).toHaveTextContent('Use o cupom BEMVINDO na primeira compra.'));
        expect(container.querySelector('script')).toBeNull();
      }
      if (name === 'HomeFullRotator') expect(screen.getByRole('button', { name: 'Mostrar banner 3 de 3' })).toBeInTheDocument();
      unmount();
    }
  });

  it('Loading holds its place; Empty hides the area; Error on the home says the page failed to load', async () => {
    const { Loading, Empty, Error } = all;
    const loading = await showStory(Loading);
    expect(loading.container.querySelector('.jet-banner')).toHaveAttribute('data-state', 'loading');
    loading.unmount();
    for (const [Story, state] of [
      [Empty, 'empty'],
      [Error, 'error'],
    ] as const) {
      resetQueries(); // as Storybook does before each story
      const { container, unmount } = await showStory(Story);
      await waitFor(() => expect(container.querySelector('.jet-banner')).toHaveAttribute('data-state', state));
      if (state === 'empty') expect(container.querySelector('.jet-banner')).not.toBeVisible();
      else expect(container.querySelector('.jet-banner')).toHaveTextContent('Não foi possível carregar as vitrines da loja. Verifique sua conexão.');
      unmount();
    }
  });
});
