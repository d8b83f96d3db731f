import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { HostContext } from './host';
import { cameNear, whenNear } from './near';
import { WidgetBoundary } from './widget-boundary';

/** How an attribute becomes a prop: r2wc's types ('json' for objects and arrays set as properties). */
export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'function';

// r2wc keeps its props and its render function under these registered symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

/**
 * Defines `tag` as a light-DOM custom element around `Component` (the only r2wc call).
 * camelCase prop names read kebab-case attributes: `loginUrl` <- `login-url`.
 * Boolean attributes work by presence, as in HTML (`<jet-product-list infinite-scroll>`); r2wc alone
 * reads an empty value as false. `="false"` also means false.
 * `loading="lazy"` on an element defers its first render, and so its reads, until it comes near the
 * viewport. Defining twice is a no-op, so a page may load a chunk more than once.
 * Each element renders inside its own error boundary (./widget-boundary.tsx): a render that throws shows
 * the widget's pt-BR error state with 'Tentar novamente' in its place, never a blank page.
 * The element is the widget's host (./host.ts): the events the widget raises are dispatched on it.
 * `methods` become the element's own (`cartPreview.open()`): the commands a theme may call on it.
 */
export function defineWidget<P extends object>(
  tag: `jet-${string}`,
  Component: ComponentType<P>,
  props: Partial<Record<keyof P & string, PropKind>> = {},
  methods?: Record<string, (this: HTMLElement, ...args: never[]) => unknown>,
): void {
  if (customElements.get(tag)) return;
  // r2wc passes its container (the element itself: no shadow root) among the props: the widget's host
  const Guarded = (own: P & { container?: HTMLElement }) =>
    createElement(HostContext.Provider, { value: own.container }, createElement(WidgetBoundary, { tag }, createElement(Component, own)));
  const Base = r2wc(Guarded, { props: props as Record<string, PropKind> }) as unknown as new () => R2wcElement;
  const booleans = new Map(
    Object.entries(props)
      .filter(([, kind]) => kind === 'boolean')
      .map(([name]) => [kebab(name), name] as const),
  );
  const present = (value: string | null) => value !== null && value !== 'false';
  class JetElement extends Base {
    constructor() {
      super();
      for (const [attribute, name] of booleans) this[PROPS][name] = present(this.getAttribute(attribute));
    }
    /**
     * `loading="lazy"`: renders (and so reads) only once it comes near the viewport; the loader's own
     * watch counts, so a tag whose chunk came because it was near does not wait for a second look.
     */
    private get waiting(): boolean {
      return !cameNear.has(this) && this.getAttribute('loading') === 'lazy';
    }
    override connectedCallback(): void {
      super.connectedCallback();
      if (this.waiting) whenNear(this, () => this[RENDER]());
    }
    override [RENDER](): void {
      if (!this.waiting) super[RENDER]();
    }
    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const prop = booleans.get(name);
      if (prop === undefined) return super.attributeChangedCallback(name, old, value);
      this[PROPS][prop] = present(value);
      this[RENDER]();
    }
  }
  Object.assign(JetElement.prototype, methods); // (undefined: nothing)
  customElements.define(tag, JetElement);
}
