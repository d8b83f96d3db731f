import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

/** How an attribute becomes a prop: r2wc's types ('json' for objects and arrays set as properties). */
export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'function';

/**
 * Defines `tag` as a light-DOM custom element around `Component` (the only r2wc call).
 * camelCase prop names read kebab-case attributes: `loginUrl` <- `login-url`.
 * Defining twice is a no-op, so a page may load a chunk more than once.
 */
export function defineWidget<P extends object>(
  tag: `jet-${string}`,
  Component: ComponentType<P>,
  props: Partial<Record<keyof P & string, PropKind>> = {},
): void {
  if (customElements.get(tag)) return;
  customElements.define(tag, r2wc(Component, { props: props as Record<string, PropKind> }));
}
