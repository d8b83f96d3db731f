/**
 * The tags' contract as the stories read it: dist/custom-elements.json (custom-elements schema 2.0),
 * written by `npx tsx scripts/build-docs.ts` from the elements' JSDoc. `npm run storybook`,
 * `build-storybook` and the unit tests write it first (package.json, test/global-setup.ts), so the
 * controls and docs never drift from what a theme author reads.
 */
import type { ArgTypes } from '@storybook/react-vite';

interface ManifestAttribute {
  name: string;
  type?: { text: string };
  description?: string;
  default?: string;
}

interface ManifestEvent {
  name: string;
  description?: string;
  type?: { text: string };
}

interface ManifestCssProperty {
  name: string;
  description?: string;
  default?: string;
  syntax?: string;
}

export interface TagDeclaration {
  tagName: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  events?: ManifestEvent[];
  cssProperties?: ManifestCssProperty[];
}

interface Manifest {
  modules: { path: string; declarations?: TagDeclaration[] }[];
}

// A glob, not an import: a checkout without dist/ still type-checks, and the error below says what to run.
const files = import.meta.glob<Manifest>('../../dist/custom-elements.json', { eager: true, import: 'default' });

/** Every tag of the manifest, by name. */
function tagDeclarations(): Map<string, TagDeclaration> {
  const manifest = Object.values(files)[0];
  if (!manifest) throw new Error('dist/custom-elements.json is missing: run `npx tsx scripts/build-docs.ts` first');
  const tags = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
  return new Map(tags.map((d) => [d.tagName, d]));
}

/** One tag's declaration; throws for a tag the manifest does not describe (a typo, or an undocumented tag). */
export function declarationOf(tag: string): TagDeclaration {
  const declaration = tagDeclarations().get(tag);
  if (!declaration) throw new Error(`${tag} is not in dist/custom-elements.json`);
  return declaration;
}

/** `'a' | 'b'` → ['a', 'b']; anything else → null. */
function enumeration(type: string): string[] | null {
  if (!/^'[^']*'(\s*\|\s*'[^']*')*$/.test(type.trim())) return null;
  return [...type.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

/**
 * Controls for a tag, from its manifest entry: one per attribute (kebab-case, as the theme writes it;
 * booleans by presence, numbers, enumerations as a select), one per CSS custom property (a text field:
 * its value is set on the tag's style), and the events it fires, listed without a control.
 */
export function argTypesOf(declaration: TagDeclaration): ArgTypes {
  const argTypes: ArgTypes = {};
  for (const attribute of declaration.attributes ?? []) {
    const type = attribute.type?.text ?? 'string';
    const options = enumeration(type);
    argTypes[attribute.name] = {
      name: attribute.name,
      description: attribute.description,
      control: type === 'boolean' ? 'boolean' : type === 'number' ? 'number' : options ? 'select' : 'text',
      ...(options ? { options } : {}),
      table: {
        category: 'attributes',
        type: { summary: type },
        ...(attribute.default ? { defaultValue: { summary: attribute.default } } : {}),
      },
    };
  }
  for (const property of declaration.cssProperties ?? []) {
    argTypes[property.name] = {
      name: property.name,
      description: property.description,
      control: 'text',
      table: {
        category: 'CSS custom properties',
        type: { summary: property.syntax ?? 'CSS value' },
        ...(property.default ? { defaultValue: { summary: property.default } } : {}),
      },
    };
  }
  for (const event of declaration.events ?? []) {
    argTypes[event.name] = {
      name: event.name,
      description: event.description,
      control: false,
      table: { category: 'events (on document)', ...(event.type ? { type: { summary: event.type.text } } : {}) },
    };
  }
  return argTypes;
}
