import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reactWidget } from '../../../src/elements/react-widget';
import { widgetLoaders } from '../../../src/elements/registry';
import * as components from '../../../src/react';
import { fakeApi } from '../../fixtures/mock-api';

/** `jet-cart-counter` -> `CartCounter`: the React entry's name for a tag. */
const componentName = (tag: string) => tag.replace(/^jet-/, '').replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

describe('jet-widgets/react', () => {
  it('has a component for every tag the loader knows, named after it', () => {
    const byName = components as unknown as Record<string, { displayName?: string }>;
    const missing = Object.keys(widgetLoaders).filter((tag) => byName[componentName(tag)]?.displayName !== tag);
    expect(missing).toEqual([]);
  });

  it('renders a widget from its chunk with camelCase props', async () => {
    fakeApi({ cartCount: () => ({ quantity: 2, removedProducts: [] }) });
    render(<components.CartCounter cartUrl="/meu-carrinho" />);
    expect(await screen.findByRole('link', { name: 'Carrinho: 2 itens' })).toHaveAttribute('href', '/meu-carrinho');
  });

  it("keeps the tag's error boundary: a widget that throws shows the error state and 'Tentar novamente'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('an answer of an unexpected shape');
      return <p>de volta</p>;
    }
    const Widget = reactWidget('jet-flaky', async () => Flaky);
    render(<Widget />);
    expect(await screen.findByRole('alert')).toHaveAttribute('data-widget', 'jet-flaky');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('de volta')).toBeInTheDocument();
  });

  it("with loading='lazy' loads nothing until the widget comes near the viewport", async () => {
    let near: () => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
          near = () => callback([{ isIntersecting: true, target: document.querySelector('[data-widget="jet-later"]')! }]);
        }
        observe() {}
        unobserve() {}
      },
    );
    const load = vi.fn(async () => () => <p>carregado</p>);
    const Widget = reactWidget('jet-later', load);
    render(<Widget loading="lazy" />);
    expect(load).not.toHaveBeenCalled();
    near();
    expect(await screen.findByText('carregado')).toBeInTheDocument();
  });
});
