import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readElementDocs, toManifest, toTypings } from '../../../scripts/element-docs';
import { widgetLoaders } from '../../../src/elements/registry';

const docs = readElementDocs(resolve(import.meta.dirname, '../../..'));

describe('the generated tag docs', () => {
  it('describe every registered tag with its summary', () => {
    expect(docs.map((d) => d.tag).sort()).toEqual(Object.keys(widgetLoaders).sort());
    for (const doc of docs) expect(doc.summary, doc.tag).not.toBe('');
  });

  it('carry attributes and events into the manifest and the JSX typings', () => {
    const menu = docs.find((d) => d.tag === 'jet-user-menu')!;
    expect(menu.attributes.map((a) => a.name)).toEqual(['login-url', 'account-url', 'orders-url']);
    expect(menu.events.map((e) => e.name)).toContain('jet:logout');
    const manifest = toManifest(docs);
    expect(manifest.modules.flatMap((m) => m.exports.map((e) => e.name))).toContain('jet-user-menu');
    expect(toTypings(docs)).toContain("'login-url'?: string;");
  });
});
