/**
 * Everything generated from the tags' declarations (widgets/<name>/<name>.contract.ts, shaped by
 * src/elements/contract.ts): the custom-elements manifest, the JSX and DOM typings and each widget
 * README's contract block. scripts/build-docs.ts writes them; test/unit/core/element-docs.test.ts fails
 * when what is committed or registered differs from what the declarations give.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AttributeContract, TagContract, TagElement } from '../src/elements/contract';
import { readTokens, toTokensMarkdown, type CssToken } from './css-tokens';

/** One tag's declaration, as read from its contract file. */
export interface TagDecl {
  tag: string;
  /** The element file (the module that defines the tag), relative to the root. */
  path: string;
  /** The widget's folder (where its README is). */
  folder: string;
  element: TagElement;
  contract: TagContract;
}

/** One attribute with everything the outputs need. */
interface Attribute extends AttributeContract {
  name: string;
  prop: string;
  kind: string;
}

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Every tag's declaration, from widgets/<name>/<name>.contract.ts (the element file beside it defines it). */
export async function readContracts(root: string): Promise<TagDecl[]> {
  const widgets = join(root, 'widgets');
  const files = readdirSync(widgets).flatMap((name) =>
    readdirSync(join(widgets, name))
      .filter((f) => f.endsWith('.contract.ts'))
      .map((f) => join(widgets, name, f)),
  );
  const decls = await Promise.all(
    files.map(async (file) => {
      const mod = (await import(pathToFileURL(file).href)) as { element: TagElement; contract: TagContract };
      const path = relative(root, file).replace(/\.contract\.ts$/, '.element.ts');
      return { tag: mod.element.tag, path, folder: relative(root, join(file, '..')), element: mod.element, contract: mod.contract };
    }),
  );
  return decls.sort((a, b) => a.tag.localeCompare(b.tag));
}

export function attributesOf(decl: TagDecl): Attribute[] {
  const docs = decl.contract.attributes as Record<string, AttributeContract>;
  return Object.entries(decl.element.props).map(([prop, kind]) => ({ ...docs[prop], name: kebab(prop), prop, kind }));
}

/**
 * The `detail` type of every event, as written in JetEventMap (src/events/index.ts): name → TypeScript
 * text. Read as text (comments dropped, one member per `'jet:…': type;`) rather than with the compiler,
 * which would cost the build a second.
 */
export function eventDetailTypes(root: string): Map<string, string> {
  const source = readFileSync(join(root, 'src/events/index.ts'), 'utf8');
  const body = /interface JetEventMap \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const code = body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const types = new Map<string, string>();
  for (const m of code.matchAll(/'(jet:[\w-]+)'\s*:/g)) {
    let depth = 0;
    let end = m.index + m[0].length;
    for (; end < code.length; end++) {
      const c = code[end];
      if ('{(<['.includes(c)) depth++;
      else if ('})>]'.includes(c) && code[end - 1] !== '=') depth--;
      else if (c === ';' && depth === 0) break;
    }
    types.set(m[1], code.slice(m.index + m[0].length, end).replace(/\s+/g, ' ').trim());
  }
  return types;
}

/** An attribute's type as TypeScript: booleans by presence, numbers also as text, enumerations as unions. */
function attributeType(a: Attribute): string {
  if (a.kind === 'boolean') return 'boolean';
  if (a.kind === 'number') return 'number | `${number}`';
  return a.values ? a.values.map((v) => `'${v}'`).join(' | ') : 'string';
}

/** The same attribute as the element's property (r2wc defines one per prop). */
function propertyType(a: Attribute): string {
  if (a.kind === 'boolean' || a.kind === 'number') return a.kind;
  if (a.kind === 'json') return 'unknown';
  return a.values ? a.values.map((v) => `'${v}'`).join(' | ') : 'string';
}

/** The default as the manifest writes it: the text of a JavaScript value. */
const defaultText = (a: Attribute) => (a.default === undefined ? undefined : JSON.stringify(a.default));

/** The default in prose: a value, where it comes from, or 'off' for a boolean. */
function defaultProse(a: Attribute, code: (s: string) => string): string {
  if (a.default !== undefined) return code(String(a.default));
  if (a.defaultFrom) return `from ${a.defaultFrom}`;
  return a.kind === 'boolean' ? 'off' : '';
}

const className = (tag: string) => tag.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()) + 'Element';

/** What a tag's description says, then what it shows while it has nothing to show. */
const fullDescription = (c: TagContract) => `${c.description}\n\nWhile it has nothing to show: ${c.empty}`;

/**
 * custom-elements.json (schema 2.0.0, the shape Storybook reads): per tag its attributes with type,
 * default and the property they set (`fieldName`), those properties and the methods as `members`, the
 * events with the type of their `detail`, and the CSS custom properties with their defaults.
 */
export function toManifest(decls: TagDecl[], details: Map<string, string>, tokens: CssToken[]) {
  const tokenDefault = new Map(tokens.map((t) => [t.name, t.default]));
  return {
    schemaVersion: '2.0.0',
    modules: decls.map((decl) => {
      const c = decl.contract;
      const attributes = attributesOf(decl);
      const name = className(decl.tag);
      return {
        kind: 'javascript-module',
        path: decl.path,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: decl.tag,
            customElement: true,
            summary: c.summary,
            description: fullDescription(c),
            attributes: attributes.map((a) => ({
              name: a.name,
              type: { text: attributeType(a) },
              ...(defaultText(a) !== undefined && { default: defaultText(a) }),
              description: a.defaultFrom ? `${a.description} Default: from ${a.defaultFrom}.` : a.description,
              fieldName: a.prop,
            })),
            members: [
              ...attributes.map((a) => ({
                kind: 'field',
                name: a.prop,
                type: { text: propertyType(a) },
                ...(defaultText(a) !== undefined && { default: defaultText(a) }),
                description: a.description,
                attribute: a.name,
              })),
              ...Object.entries(c.methods ?? {}).map(([method, m]) => ({
                kind: 'method',
                name: method,
                description: m.description,
                parameters: Object.entries(m.parameters ?? {}).map(([p, type]) => ({ name: p, type: { text: type } })),
                return: { type: { text: m.returns ?? 'void' } },
              })),
            ],
            events: Object.entries(c.events ?? {}).map(([event, description]) => ({
              name: event,
              type: { text: `CustomEvent<${details.get(event) ?? 'unknown'}>` },
              description,
            })),
            cssProperties: Object.entries(c.cssProperties ?? {}).map(([property, description]) => ({
              name: property,
              description,
              ...(tokenDefault.get(property) && { default: tokenDefault.get(property) }),
            })),
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: decl.tag, declaration: { name, module: decl.path } }],
      };
    }),
  };
}

/** Props HTMLElement already has (showcase's `title`): redeclaring them optional would not compile. */
const HTML_ELEMENT_PROPS = { title: true, hidden: true, lang: true, dir: true, id: true, slot: true } as Record<string, boolean>;

const comment = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;

/**
 * TypeScript typings (dist/jet-elements.d.ts, the package's `jet-widgets/elements`): each tag's element
 * interface (its properties and methods) in HTMLElementTagNameMap, and the tags in React's JSX with
 * their attributes, the shared `loading` attribute (src/elements/define.ts) and `class`. The events'
 * types live with the bus (src/events, in the package's main typings).
 */
export function toTypings(decls: TagDecl[]): string {
  const quoted = (a: Attribute) => defaultProse(a, (s) => (typeof a.default === 'number' ? s : `'${s}'`));
  const jsxAttrs = (decl: TagDecl) =>
    attributesOf(decl)
      .map((a) => `${comment(a.description + (quoted(a) ? ` Default: ${quoted(a)}.` : ''), '      ')}      '${a.name}'?: ${attributeType(a)};`)
      .join('\n');
  const members = (decl: TagDecl) =>
    [
      ...attributesOf(decl)
        .filter((a) => !(a.prop in HTML_ELEMENT_PROPS))
        .map((a) => `${comment(a.description, '    ')}    ${a.prop}?: ${propertyType(a)};`),
      ...Object.entries(decl.contract.methods ?? {}).map(
        ([name, m]) =>
          `${comment(m.description, '    ')}    ${name}(${Object.entries(m.parameters ?? {})
            .map(([p, t]) => `${p}: ${t}`)
            .join(', ')}): ${m.returns ?? 'void'};`,
      ),
    ].join('\n');
  return `// Generated by scripts/build-docs.ts from widgets/*/*.contract.ts. Do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
// the types the elements' methods take, from the package's main typings (dist/types/index.d.ts)
import type { PanelProduct } from './types/index';

/** What every tag takes besides its own attributes. */
interface JetSharedAttributes {
  /**
   * 'lazy': the widget's code loads, and it renders and reads from the store, only once it comes near the
   * viewport; 'interaction': its code loads at the shopper's first touch, click, key or scroll (a floating
   * button); 'eager' (or none): at once.
   */
  loading?: 'lazy' | 'interaction' | 'eager';
  class?: string;
}

type JetElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & JetSharedAttributes & A;

${decls.map((d) => `${comment(d.contract.summary, '')}export interface ${className(d.tag)} extends HTMLElement {\n${members(d)}\n}`).join('\n\n')}

declare global {
  interface HTMLElementTagNameMap {
${decls.map((d) => `    '${d.tag}': ${className(d.tag)};`).join('\n')}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${decls.map((d) => `${comment(d.contract.summary, '      ')}      '${d.tag}': JetElementProps<{\n${jsxAttrs(d)}\n      }>;`).join('\n')}
    }
  }
}
`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (text: string) => `\`${text}\``;

/** One tag's contract as Markdown tables, for its README. */
export function toReadmeSection(decl: TagDecl, details: Map<string, string>, tokens: CssToken[]): string {
  const c = decl.contract;
  const tokenDefault = new Map(tokens.map((t) => [t.name, t.default]));
  const out = [`**\`<${decl.tag}>\`**: ${c.summary}`, ''];
  const attributes = attributesOf(decl);
  if (attributes.length) {
    out.push('| attribute | type | default | |', '|---|---|---|---|');
    for (const a of attributes) out.push(`| ${code(a.name)} | ${cell(code(attributeType(a).replace(' | `${number}`', '')))} | ${cell(defaultProse(a, code))} | ${cell(a.description)} |`);
  } else out.push('Attributes: none of its own.');
  out.push('', 'Every tag also takes `loading="lazy|interaction|eager"` (README.md, "For theme authors").', '');
  const events = Object.entries(c.events ?? {});
  if (events.length) {
    out.push('| event it dispatches | `detail` | when |', '|---|---|---|');
    for (const [name, text] of events) out.push(`| ${code(name)} | ${cell(code(details.get(name) ?? 'unknown'))} | ${cell(text)} |`);
    out.push('');
  }
  const listens = Object.entries(c.listens ?? {});
  if (listens.length) {
    out.push('| event it answers | `detail` | what it does |', '|---|---|---|');
    for (const [name, text] of listens) out.push(`| ${code(name)} | ${cell(code(details.get(name) ?? 'unknown'))} | ${cell(text)} |`);
    out.push('');
  }
  const methods = Object.entries(c.methods ?? {});
  if (methods.length) {
    out.push('| method | |', '|---|---|');
    for (const [name, m] of methods) out.push(`| ${cell(code(`${name}(${Object.entries(m.parameters ?? {}).map(([p, t]) => `${p}: ${t}`).join(', ')}): ${m.returns ?? 'void'}`))} | ${cell(m.description)} |`);
    out.push('');
  }
  const commands = Object.entries(c.commands ?? {});
  if (commands.length) {
    out.push('| command (`jet-widgets`) | |', '|---|---|');
    for (const [name, text] of commands) out.push(`| ${code(`${name}()`)} | ${cell(text)} |`);
    out.push('');
  }
  const css = Object.entries(c.cssProperties ?? {});
  if (css.length) {
    out.push('| CSS custom property | default | |', '|---|---|---|');
    for (const [name, text] of css) out.push(`| ${code(name)} | ${tokenDefault.get(name) ? cell(code(tokenDefault.get(name)!)) : ''} | ${cell(text)} |`);
    out.push('');
  }
  out.push(`**While it has nothing to show:** ${c.empty}`);
  return out.join('\n');
}

/** The start and end markers of a generated block in a Markdown file. */
export const markers = (name: string) => [`<!-- ${name}:start: generated by \`npm run docs\`; do not edit -->`, `<!-- ${name}:end -->`] as const;

/** `markdown` with its `name` block (between the markers) replaced by `content`; null when it has no markers. */
export function withBlock(markdown: string, name: string, content: string): string | null {
  const [startMarker, endMarker] = markers(name);
  const start = markdown.indexOf(startMarker);
  const end = markdown.indexOf(endMarker);
  if (start < 0 || end < start) return null;
  return `${markdown.slice(0, start)}${startMarker}\n${content}\n${markdown.slice(end)}`;
}

/** The contract block of a widget's README: one section per tag its folder defines. */
export const toReadmeBlock = (decls: TagDecl[], details: Map<string, string>, tokens: CssToken[]) =>
  decls.map((d) => toReadmeSection(d, details, tokens)).join('\n\n');

/** Everything generated, path (from the root) → content; the Markdown files only where they have their markers. */
export async function generateDocs(root: string) {
  const decls = await readContracts(root);
  const details = eventDetailTypes(root);
  const { tokens, missing } = readTokens(root);
  const files = new Map<string, string>([
    ['dist/custom-elements.json', `${JSON.stringify(toManifest(decls, details, tokens))}\n`],
    ['dist/jet-elements.d.ts', toTypings(decls)],
    ['dist/tokens.json', `${JSON.stringify(tokens)}\n`],
  ]);
  /** Markdown files that lack their markers. */
  const unmarked: string[] = [];
  const markdown = (path: string, block: string, content: string) => {
    const text = withBlock(readFileSync(join(root, path), 'utf8'), block, content);
    if (text === null) unmarked.push(path);
    else files.set(path, text);
  };
  for (const folder of new Set(decls.map((d) => d.folder))) {
    markdown(`${folder}/README.md`, 'contract', toReadmeBlock(decls.filter((d) => d.folder === folder), details, tokens));
  }
  markdown('README.md', 'tokens', toTokensMarkdown(tokens));
  return { decls, details, tokens, missing, files, unmarked };
}
