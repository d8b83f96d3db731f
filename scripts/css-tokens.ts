/**
 * The design tokens: every `--jet-*` custom property that dist/jet.css defines or reads, with its default
 * (read from the CSS, so it cannot drift) and its meaning (src/ui/tokens.docs.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { tokenDocs } from '../src/ui/tokens.docs';

export interface CssToken {
  name: string;
  default: string;
  meaning: string;
}

/** What the CSS says about one token. */
interface Found {
  /** Its value on :root in src/ui/tokens.css (the stylesheet's defaults). */
  root?: string;
  /** Values other rules set it to (a state, a variant). */
  declared: string[];
  /** The fallbacks of `var(--jet-x, fallback)`. */
  fallbacks: string[];
}

const TOKENS_CSS = 'src/ui/tokens.css';

/** src/styles.css (the source of dist/jet.css) and every file it imports, in order: path → CSS. */
export function readStylesheets(root: string, entry = 'src/styles.css', seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(entry)) return seen;
  const css = readFileSync(join(root, entry), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  seen.set(entry, css);
  for (const [, path] of css.matchAll(/@import\s+['"]([^'"]+)['"]/g)) readStylesheets(root, relative(root, join(root, dirname(entry), path)), seen);
  return seen;
}

/** The text from `start` to the `)` that closes the paren before it. */
function untilClose(css: string, start: number): string {
  let depth = 1;
  for (let i = start; i < css.length; i++) {
    if (css[i] === '(') depth++;
    else if (css[i] === ')' && --depth === 0) return css.slice(start, i);
  }
  return css.slice(start);
}

/** Every token the stylesheets define or read. */
export function scanTokens(sheets: Map<string, string>): Map<string, Found> {
  const found = new Map<string, Found>();
  const get = (name: string) => found.get(name) ?? found.set(name, { declared: [], fallbacks: [] }).get(name)!;
  for (const [path, css] of sheets) {
    for (const m of css.matchAll(/(?<=[{;]\s*)(--jet-[\w-]+)\s*:\s*([^;}]+)/g)) {
      const value = m[2].trim();
      if (path === TOKENS_CSS) get(m[1]).root = value;
      else get(m[1]).declared.push(value);
    }
    for (const m of css.matchAll(/var\(\s*(--jet-[\w-]+)\s*(,)?/g)) {
      const token = get(m[1]);
      if (m[2]) token.fallbacks.push(untilClose(css, m.index + m[0].length).trim());
    }
  }
  return found;
}

const distinct = (values: string[]) => [...new Set(values)].join(' / ');

/** The token list (dist/tokens.json), sorted by name; `missing` names the tokens the docs lack. */
export function toTokens(found: Map<string, Found>): { tokens: CssToken[]; missing: string[] } {
  const docs: Record<string, string> = tokenDocs;
  const names = [...found.keys()].sort();
  const tokens = names.map((name) => {
    const f = found.get(name)!;
    return { name, default: f.root ?? (distinct(f.fallbacks) || distinct(f.declared)), meaning: docs[name] ?? '' };
  });
  return { tokens, missing: names.filter((name) => !docs[name]) };
}

export function readTokens(root: string): { tokens: CssToken[]; missing: string[] } {
  return toTokens(scanTokens(readStylesheets(root)));
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const shortDefault = (value: string) => (value.length > 48 ? `${value.slice(0, 45)}…` : value);

/** The README's token table (between `<!-- tokens:start -->` and `<!-- tokens:end -->`). */
export function toTokensMarkdown(tokens: CssToken[]): string {
  return [
    '| token | default | |',
    '|---|---|---|',
    ...tokens.map((t) => `| \`${t.name}\` | ${t.default ? `\`${cell(shortDefault(t.default))}\`` : ''} | ${cell(t.meaning)} |`),
  ].join('\n');
}
