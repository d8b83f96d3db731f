import { waitFor } from '@testing-library/dom';
import { createElement } from 'react';
import { defineWidget } from '../../../src/elements/define';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForWidgets } from '../../../src/elements/loader';
import { widgetLoaders } from '../../../src/elements/registry';
import { company } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';
import { viewport } from '../../fixtures/viewport';

afterEach(() => vi.restoreAllMocks());

describe('custom-element registration', () => {
  it('fetches a widget only when its tag appears, then the element renders', async () => {
    fakeApi({ company: () => company });
    const stop = watchForWidgets(document.body);
    expect(customElements.get('jet-phone-contact')).toBeUndefined();

    const element = document.createElement('jet-phone-contact');
    document.body.append(element);
    await waitFor(() => expect(customElements.get('jet-phone-contact')).toBeDefined());
    await waitFor(() => expect(element.querySelector('a')).toHaveTextContent('(11) 4002-8922'));
    expect(customElements.get('jet-brands')).toBeUndefined();

    element.remove();
    stop();
  });

  it('loads a tag marked loading="lazy" only when it comes near the viewport', async () => {
    fakeApi({ company: () => company, brands: () => [] });
    const fetchChunk = vi.spyOn(widgetLoaders, 'jet-brands');
    const stop = watchForWidgets(document.body);
    const element = document.createElement('jet-brands');
    element.setAttribute('loading', 'lazy');
    document.body.append(element);
    // the loader has seen the tag (it watches it now) and decided: its chunk was not asked for
    await waitFor(() => expect(viewport.observed).toContain(element));
    expect(fetchChunk).not.toHaveBeenCalled();
    expect(customElements.get('jet-brands')).toBeUndefined();

    viewport.near(element);
    await waitFor(() => expect(customElements.get('jet-brands')).toBeDefined());
    element.remove();
    stop();
  });

  it('renders a lazy tag whose chunk came because it was near at once, though a fast scroll carried it away meanwhile', async () => {
    fakeApi({ company: () => company, paymentFlags: () => [] });
    const stop = watchForWidgets(document.body);
    const element = document.createElement('jet-payment-flags');
    element.setAttribute('loading', 'lazy');
    document.body.append(element);
    await waitFor(() => expect(viewport.observed).toContain(element));
    // near once (the loader fetches the chunk), never again: the element must not wait for a second look
    viewport.near(element);
    await waitFor(() => expect(customElements.get('jet-payment-flags')).toBeDefined());
    await waitFor(() => expect(element.querySelector('.jet-payment-flags')).not.toBeNull());
    element.remove();
    stop();
  });

  it('loads a tag marked loading="interaction" only at the first touch, click, key or scroll', async () => {
    fakeApi({ company: () => company, socialNetworks: () => [] });
    const fetchChunk = vi.spyOn(widgetLoaders, 'jet-social-links');
    const fetchLogo = vi.spyOn(widgetLoaders, 'jet-logo');
    const stop = watchForWidgets(document.body);
    const element = document.createElement('jet-social-links');
    element.setAttribute('variant', 'whatsapp');
    element.setAttribute('loading', 'interaction');
    // added with a tag that loads at once: once its chunk is asked for, the loader has judged both
    const logo = document.createElement('jet-logo');
    document.body.append(element, logo);
    await waitFor(() => expect(fetchLogo).toHaveBeenCalled());
    expect(fetchChunk).not.toHaveBeenCalled();
    expect(customElements.get('jet-social-links')).toBeUndefined();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await waitFor(() => expect(customElements.get('jet-social-links')).toBeDefined());
    element.remove();
    logo.remove();
    stop();
  });

  it("shows a tag's placeholder markup until the widget renders in its place", async () => {
    fakeApi({ company: () => company });
    const stop = watchForWidgets(document.body);
    const element = document.createElement('jet-phone-contact');
    element.innerHTML = '<span class="placeholder">Atendimento</span>';
    document.body.append(element);
    expect(element.querySelector('.placeholder')).toBeInTheDocument();
    await waitFor(() => expect(element.querySelector('a')).toHaveTextContent('(11) 4002-8922'));
    expect(element.querySelector('.placeholder')).toBeNull();
    element.remove();
    stop();
  });
});

describe('defineWidget', () => {
  function Flag({ open, label }: { open?: boolean; label?: string }) {
    return createElement('output', null, `${label ?? ''}:${open ? 'on' : 'off'}`);
  }
  defineWidget('jet-test-flag', Flag, { open: 'boolean', label: 'string' });

  it('reads a boolean attribute by its presence, as HTML does, and follows its changes', async () => {
    document.body.innerHTML = '<jet-test-flag open label="a"></jet-test-flag><jet-test-flag label="b"></jet-test-flag>';
    const [on, off] = [...document.querySelectorAll('jet-test-flag')];
    await waitFor(() => expect(on).toHaveTextContent('a:on'));
    await waitFor(() => expect(off).toHaveTextContent('b:off'));
    on!.removeAttribute('open');
    await waitFor(() => expect(on).toHaveTextContent('a:off'));
    off!.setAttribute('open', '');
    await waitFor(() => expect(off).toHaveTextContent('b:on'));
    off!.setAttribute('open', 'false');
    await waitFor(() => expect(off).toHaveTextContent('b:off'));
    document.body.innerHTML = '';
  });

  it('renders an element marked loading="lazy" (and so makes its reads) only once it comes near the viewport', async () => {
    document.body.innerHTML = '<jet-test-flag label="now"></jet-test-flag><jet-test-flag loading="lazy" label="later"></jet-test-flag>';
    const [now, later] = [...document.querySelectorAll('jet-test-flag')];
    await waitFor(() => expect(now).toHaveTextContent('now:off'));
    expect(viewport.observed).toContain(later);
    // the same change on both: once the rendered one shows it, the other would have too
    later!.setAttribute('open', '');
    now!.setAttribute('open', '');
    await waitFor(() => expect(now).toHaveTextContent('now:on'));
    expect(later).toBeEmptyDOMElement();

    viewport.near(later!);
    await waitFor(() => expect(later).toHaveTextContent('later:on'));
    document.body.innerHTML = '';
  });
});
