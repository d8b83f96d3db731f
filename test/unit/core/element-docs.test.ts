import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { scanTokens, toTokens } from '../../../scripts/css-tokens';
import { attributesOf, generateDocs, toManifest, toTypings } from '../../../scripts/element-docs';
import { elementLiteral, inlineElement } from '../../../scripts/inline-contracts';
import { widgetLoaders } from '../../../src/elements/registry';
import { tokenDocs } from '../../../src/ui/tokens.docs';

const root = resolve(import.meta.dirname, '../../..');
const generated = await generateDocs(root);
const { decls, details, tokens } = generated;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the tags’ declarations (widgets/*/*.contract.ts)', () => {
  it('declare every registered tag, and the registry loads each from its element file', () => {
    expect(decls.map((d) => d.tag).sort()).toEqual(Object.keys(widgetLoaders).sort());
    const registry = read('src/elements/registry.ts');
    for (const d of decls) expect(registry, d.tag).toContain(`'${d.tag}': () => import('../../${d.path.replace(/\.ts$/, '')}')`);
  });

  it('are what each element file defines: its tag and prop kinds come from the contract, with no map of its own', () => {
    for (const d of decls) {
      const source = read(d.path);
      const contract = d.path.replace(/^.*\//, './').replace(/\.element\.ts$/, '.contract');
      expect(source, d.path).toContain(`import { element } from '${contract}';`);
      expect(source, d.path).toMatch(/defineWidget\(element\.tag, [\s\S]+, element\.props[,)]/);
      expect(source.match(/defineWidget\(/g), d.path).toHaveLength(1);
    }
  });

  it('are shaped so the library build writes their tag and prop kinds into the element files (scripts/inline-contracts.ts)', () => {
    for (const d of decls) {
      const literal = elementLiteral(read(d.path.replace(/\.element\.ts$/, '.contract.ts')));
      expect(literal, d.tag).not.toBeNull();
      expect(literal!.tag).toBe(`'${d.tag}'`);
      expect(new Function(`return ${literal!.props}`)(), d.tag).toEqual(d.element.props);
      expect(inlineElement(read(d.path), literal!), d.path).toContain(`defineWidget('${d.tag}', `);
    }
    const call = (args: string) => `import { element } from './x.contract';\ndefineWidget(element.tag, X, ${args});\n`;
    expect(inlineElement(call('element.props'), { tag: "'jet-x'", props: '{}' })).toContain("defineWidget('jet-x', X);");
    expect(inlineElement(call('element.props'), { tag: "'jet-x'", props: "{ a: 'string' }" })).toContain("defineWidget('jet-x', X, { a: 'string' });");
    // a map followed by another argument (methods) stays in its place
    expect(inlineElement(call('element.props, methods'), { tag: "'jet-x'", props: '{}' })).toContain("defineWidget('jet-x', X, {}, methods);");
    expect(inlineElement(`${call('element.props')}console.log(element);`, { tag: "'jet-x'", props: '{}' })).toBeNull();
  });

  it('have a summary, a description and the empty state, and describe every attribute', () => {
    for (const d of decls) {
      for (const text of [d.contract.summary, d.contract.description, d.contract.empty]) expect(text, d.tag).not.toBe('');
      for (const a of attributesOf(d)) expect(a.description, `${d.tag} ${a.name}`).toMatch(/\S/);
    }
  });

  it('name events whose detail type JetEventMap gives', () => {
    for (const d of decls) {
      for (const name of [...Object.keys(d.contract.events ?? {}), ...Object.keys(d.contract.listens ?? {})]) expect(details.get(name), `${d.tag} ${name}`).toMatch(/\S/);
    }
    expect(details.get('jet:product-added')).toBe('{ idProduct: number; idSku: number | null; quantity: number; name?: string; price?: number }');
    expect(details.get('jet:login-open')).toBe('{ identifier?: string }');
  });

  it('name only CSS custom properties the stylesheet has', () => {
    const names = new Set(tokens.map((t) => t.name));
    for (const d of decls) for (const name of Object.keys(d.contract.cssProperties ?? {})) expect(names.has(name), `${d.tag} ${name}`).toBe(true);
  });
});

describe('what is generated from them', () => {
  it('is the committed contract block of every widget README and the token table of README.md', () => {
    expect(generated.unmarked).toEqual([]);
    for (const [path, content] of generated.files) {
      if (path.endsWith('.md')) expect(read(path), `${path} differs from its declaration: run npm run docs`).toBe(content);
    }
  });

  it('gives the manifest attribute defaults, property members, event detail types and CSS properties', () => {
    const manifest = toManifest(decls, details, tokens);
    const list = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'jet-product-list')!;
    expect(list.attributes.find((a) => a.name === 'source')).toMatchObject({ type: { text: "'category' | 'brand' | 'group' | 'search'" }, default: '"category"', fieldName: 'source' });
    expect(list.members.find((m) => m.name === 'infiniteScroll')).toMatchObject({ kind: 'field', type: { text: 'boolean' }, attribute: 'infinite-scroll' });
    expect(list.events.find((e) => e.name === 'jet:product-added')?.type.text).toMatch(/^CustomEvent<\{ idProduct: number;/);
    expect(list.cssProperties.find((p) => p.name === '--jet-product-list-columns')).toMatchObject({ default: '4' });
    expect(manifest.modules.flatMap((m) => m.exports.map((e) => e.name))).toContain('jet-user-menu');
  });

  it('gives typings that parse, with unions, the shared loading attribute and an element interface per tag', () => {
    const typings = toTypings(decls);
    const { diagnostics } = ts.transpileModule(typings, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
    expect(diagnostics).toEqual([]);
    expect(typings).toContain("'login-url'?: string;");
    expect(typings).toContain("source?: 'category' | 'brand' | 'group' | 'search';");
    expect(typings).toContain("loading?: 'lazy' | 'interaction' | 'eager';");
    expect(typings).toContain("'jet-product-list': JetProductListElement;");
  });
});

describe('the design tokens', () => {
  it('document every token jet.css defines or reads, and no other', () => {
    expect(generated.missing, 'add them to src/ui/tokens.docs.ts').toEqual([]);
    const names = tokens.map((t) => t.name);
    expect(Object.keys(tokenDocs).filter((name) => !names.includes(name)), 'no longer in the CSS').toEqual([]);
    expect(tokens.find((t) => t.name === '--jet-color-primary')?.default).toBe('#0b5cad');
    expect(tokens.find((t) => t.name === '--jet-faq-divider')?.default).toBe('var(--jet-color-border)');
  });

  it('report a token the list lacks', () => {
    const sheets = new Map([['widgets/x/x.css', '.x { --jet-new-thing: 2px; gap: var(--jet-other, var(--jet-space-2)); }']]);
    const { tokens: found, missing } = toTokens(scanTokens(sheets));
    expect(missing).toEqual(['--jet-new-thing', '--jet-other']);
    expect(found.find((t) => t.name === '--jet-other')?.default).toBe('var(--jet-space-2)');
  });
});
