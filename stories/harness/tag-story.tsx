/**
 * The one story harness: a story renders the real custom element (`<jet-product-list source="brand"
 * source-id="…">`) in the light DOM, as a theme writes it, with the tag's attributes (kebab-case) as
 * its args and controls derived from the manifest. The tag's own chunk is loaded through the entry's
 * registry (a loader), so the element is defined exactly as on a store page. Each state's mocked API
 * is `parameters.msw` (a `mockApi({...})` from test/fixtures/mock-api: msw handlers in Storybook, the
 * fake fetch in the story test).
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
import { action } from 'storybook/actions';
import { widgetLoaders } from '../../src/elements/registry';
import { argTypesOf, declarationOf, type TagDeclaration } from './manifest';

export type JetTag = `jet-${string}`;

/** A tag's args: its attributes by their kebab-case names, and CSS custom properties (`--jet-…`). */
export type TagArgs = Record<string, string | number | boolean | undefined>;

/**
 * The attributes `args` give the tag, as a theme writes them: a value per attribute (true: present
 * and empty, false or undefined: absent), CSS custom properties in `style`. A name the manifest does not
 * list for the tag throws, so a story cannot pass a prop (`sourceId`) the tag would silently ignore.
 */
function attributesOf(declaration: TagDeclaration, args: TagArgs): Record<string, string> {
  const attributes = new Set((declaration.attributes ?? []).map((a) => a.name));
  const events = new Set((declaration.events ?? []).map((e) => e.name));
  const result: Record<string, string> = {};
  const style: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === false || value === '' || events.has(name)) continue;
    if (name.startsWith('--')) style.push(`${name}: ${value}`);
    // `loading` (lazy, interaction) is every tag's, handled by src/elements/define.ts
    else if (attributes.has(name) || name === 'loading') result[name] = value === true ? '' : String(value);
    else throw new Error(`<${declaration.tagName}> has no attribute "${name}" in dist/custom-elements.json`);
  }
  if (style.length) result.style = style.join('; ');
  return result;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tag as HTML (`<jet-banner area="home"></jet-banner>`): what a theme writes, for the docs' code panel. */
function htmlOf(name: JetTag, args: TagArgs = {}): string {
  const attributes = Object.entries(attributesOf(declarationOf(name), args)).map(([a, v]) => (v === '' ? ` ${a}` : ` ${a}="${escape(v)}"`));
  return `<${name}${attributes.join('')}></${name}>`;
}

/**
 * Places `<name>` in the page the way a theme's HTML does: parsed with its attributes, so the element
 * starts with all of them (never React's properties: r2wc would read a JSON attribute given as a
 * property twice encoded). Later changes of the controls set and remove attributes, as theme code would.
 */
function Tag({ name, args }: { name: JetTag; args: TagArgs }) {
  const host = useRef<HTMLDivElement>(null);
  const attributes = attributesOf(declarationOf(name), args);
  const key = JSON.stringify(attributes);
  useLayoutEffect(() => {
    const element = host.current?.firstElementChild;
    if (!host.current) return;
    if (!element) {
      host.current.innerHTML = htmlOf(name, args);
      return;
    }
    for (const { name: attribute } of [...element.attributes]) if (!(attribute in attributes)) element.removeAttribute(attribute);
    for (const [attribute, value] of Object.entries(attributes)) if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
    // the attributes are the dependency, compared by value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // display: contents, so the tag lays out as the host's parent's child (a grid or flex item of a decorator)
  return <div ref={host} style={{ display: 'contents' }} />;
}

/** The element `<tag …args>`: for a story that places a tag beside others (`render: () => <>{tag(…)}{tag(…)}</>`). */
export function tag(name: JetTag, args: TagArgs = {}): ReactElement {
  return <Tag name={name} args={args} />;
}

/** Defines each tag by importing its chunk, as the entry script does when the tag appears. */
function defineTags(...tags: JetTag[]): () => Promise<Record<string, never>> {
  return async () => {
    for (const name of tags) {
      const load = widgetLoaders[name];
      if (!load) throw new Error(`<${name}> is not in src/elements/registry.ts`);
      await load();
    }
    return {};
  };
}

/** Shows the events the tags fire (on document, where the bus dispatches them) in the Actions panel. */
function logEvents(names: string[]): Decorator<TagArgs> {
  const EventLog = ({ children }: { children: ReactElement }) => {
    useEffect(() => {
      const handlers = names.map((name) => [name, (event: Event) => action(name)((event as CustomEvent).detail)] as const);
      for (const [name, handler] of handlers) document.addEventListener(name, handler);
      return () => {
        for (const [name, handler] of handlers) document.removeEventListener(name, handler);
      };
    }, []);
    return children;
  };
  return (Story) => <EventLog><Story /></EventLog>;
}

export interface TagMetaOptions extends Omit<Meta<TagArgs>, 'title' | 'component' | 'argTypes'> {
  /** Other tags a story of this file places beside the tag (a cart counter beside the drawer). */
  with?: JetTag[];
}

/**
 * What a tag's story file's default export holds besides its title: renders `<tag>` with the story's
 * args, controls from the manifest, the events it fires in the Actions panel, and the docs page's text
 * (autodocs, .storybook/preview.tsx: what the tag shows, its attributes, events and CSS custom
 * properties, and a live example). Storybook reads the title and tags of a story file without running
 * it, so a file writes them itself:
 *
 *   const meta = { title: 'Catalogue/Product list', ...tagMeta('jet-product-list', { args, parameters }) };
 *
 * A comment above `const meta` is a line comment: Storybook's docs plugin turns a JSDoc there into the
 * meta's own `parameters` (its description), which replaces these, the mocks with them
 * (test/stories checks it).
 */
export function tagMeta(name: JetTag, { with: others = [], loaders = [], decorators = [], parameters = {}, ...meta }: TagMetaOptions = {}): Meta<TagArgs> {
  const declaration = declarationOf(name);
  const events = [name, ...others].flatMap((t) => (declarationOf(t).events ?? []).map((e) => e.name));
  const description = [`\`<${name}>\`: ${declaration.summary ?? ''}`, declaration.description ?? ''].join('\n\n');
  return {
    render: (args: TagArgs) => tag(name, args),
    argTypes: argTypesOf(declaration),
    ...meta,
    loaders: [defineTags(name, ...others), ...[loaders].flat()],
    decorators: [...[decorators].flat(), logEvents([...new Set(events)])],
    parameters: {
      jetTag: name,
      docs: {
        description: { component: description },
        // the code panel shows the HTML a theme writes, not the harness's JSX
        source: { transform: (_code: string, context: { args: TagArgs }) => htmlOf(name, context.args) },
      },
      ...parameters,
    },
  };
}

/**
 * A story drawn from a view's fixed model instead of the tag: for a state the mocked API shows only
 * for a moment. Tagged 'model', so the story test does not look for the tag in it.
 */
export function fromModel(render: () => ReactElement): { render: () => ReactElement; tags: string[] } {
  return { render, tags: ['model'] };
}
