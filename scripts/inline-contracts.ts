import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The run-time part of a contract file, as written: `export const element = { tag: 'jet-x', props: {…} }`.
 * Null when the file is shaped otherwise (the plugin below then leaves the element file alone).
 */
export function elementLiteral(contractSource: string): { tag: string; props: string } | null {
  const m = /export const element = \{\s*tag: ('jet-[\w-]+'),\s*props: (\{[^{}]*\}),?\s*\} as const/.exec(contractSource);
  return m ? { tag: m[1]!, props: m[2]! } : null;
}

const CONTRACT_IMPORT = /import \{ element \} from '\.\/[\w-]+\.contract';/;

/** `code` (an element file) with its contract's values in the defineWidget call; null when that is not safe. */
export function inlineElement(code: string, literal: { tag: string; props: string }): string | null {
  const inlined = code
    .replace(CONTRACT_IMPORT, '')
    .replace('element.tag', literal.tag)
    // an empty map that ends the call is left out (defineWidget's default), as such calls were written
    .replace(/,\s*element\.props(?=\s*\))/, /^\{\s*\}$/.test(literal.props) ? '' : `, ${literal.props}`)
    .replace('element.props', literal.props);
  // any other use of `element` would now be unbound: leave such a file as written
  return /\belement\b/.test(inlined.replace(/\/\/.*$/gm, '')) ? null : inlined;
}

/**
 * Keeps the tags' declarations free for pages. An element file reads its tag and prop kinds from its
 * contract (`defineWidget(element.tag, X, element.props)`); bundled as is, that is one more object and
 * two property reads per tag, which no minifier folds (+107 B gzip on the core chunk, that had 21 B of
 * room). This writes the contract's values into the call, the bytes of a hand-written call. Semantics
 * are the same with or without it (tests and Storybook run without it).
 */
export function inlineContracts(): Plugin {
  return {
    name: 'jet:inline-contracts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.element.ts') || !CONTRACT_IMPORT.test(code)) return null;
      const contract = file.replace(/\.element\.ts$/, '.contract.ts');
      const literal = elementLiteral(readFileSync(contract, 'utf8'));
      if (!literal) return null;
      this.addWatchFile(contract);
      const inlined = inlineElement(code, literal);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
